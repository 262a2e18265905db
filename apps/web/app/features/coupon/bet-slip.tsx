import { EmptyState } from '@playfield/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TicketIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { CouponLegsLive } from './coupon-legs-live.tsx';
import type { PlaceOutcome } from './use-placement.ts';
import { useCouponPicks } from './coupon-store.ts';

// The filled coupon brings the betting engine; most visits never add a pick, so it loads on
// the first pick instead of weighing on every page's first load (the JS budget).
const CouponPanel = lazy(() =>
  import('./coupon-panel.tsx').then((m) => ({ default: m.CouponPanel })),
);

/**
 * The bet slip: a side panel beside sports pages on desktop, and on phones a bar at the bottom
 * that opens the same coupon as a bottom sheet.
 */
export function BetSlip() {
  const t = useT();
  const picks = useCouponPicks();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);

  // Escape closes the sheet, as for any dialog-like surface.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <CouponLegsLive />
      {picks.length > 0 && !open ? (
        <button
          type="button"
          className="bet-slip-bar"
          aria-expanded={false}
          aria-controls="bet-slip"
          onClick={() => setOpen(true)}
        >
          <TicketIcon />
          <span>{t('betting_open_slip', { count: picks.length })}</span>
        </button>
      ) : null}
      <aside
        id="bet-slip"
        className={open ? 'bet-slip bet-slip--open' : 'bet-slip'}
        aria-labelledby="bet-slip-title"
      >
        <div className="bet-slip__head pf-scheme-dark">
          <TicketIcon />
          <h2 id="bet-slip-title" className="bet-slip__title">
            {t('shell_betslip_title')}
          </h2>
          <span className="bet-slip__count" data-testid="bet-slip-count">
            {picks.length}
          </span>
          {open ? (
            <button
              type="button"
              className="bet-slip__close"
              aria-label={t('betting_close_slip')}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {picks.length > 0 ? (
          <Suspense fallback={null}>
            <CouponPanel picks={picks} onOutcome={setOutcome} />
          </Suspense>
        ) : (
          <EmptyState
            title={t('shell_betslip_empty_title')}
            description={t('shell_betslip_empty_text')}
            headingLevel={3}
            icon={<TicketIcon />}
          />
        )}
        <PlaceOutcomeNote outcome={outcome} />
      </aside>
    </>
  );
}

/** The last placement's result, announced to screen readers. */
export function PlaceOutcomeNote({ outcome }: { outcome: PlaceOutcome | null }) {
  const t = useT();
  return (
    <p
      className={
        outcome?.kind === 'error' ? 'coupon__result coupon__result--error' : 'coupon__result'
      }
      role="status"
      aria-live="polite"
    >
      {outcome?.kind === 'accepted'
        ? t('betting_accepted', { id: outcome.couponId })
        : outcome?.kind === 'error'
          ? outcome.message
          : null}
    </p>
  );
}
