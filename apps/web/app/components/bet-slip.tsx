import { EmptyState } from '@playfield/ui';
import { useT } from '../i18n/i18n-context.tsx';
import { TicketIcon } from './icons.tsx';

/** The bet slip panel beside sports pages; empty until the betting context fills it. */
export function BetSlip() {
  const t = useT();
  return (
    <aside className="bet-slip" aria-labelledby="bet-slip-title">
      <div className="bet-slip__head pf-scheme-dark">
        <TicketIcon />
        <h2 id="bet-slip-title" className="bet-slip__title">
          {t('shell_betslip_title')}
        </h2>
        <span className="bet-slip__count" aria-hidden="true">
          0
        </span>
      </div>
      <EmptyState
        title={t('shell_betslip_empty_title')}
        description={t('shell_betslip_empty_text')}
        headingLevel={3}
        icon={<TicketIcon />}
      />
    </aside>
  );
}
