import './header-balance.css';
import { buttonClassName } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { useLiveTopic } from '../live/use-live-topic.ts';
import { activeAccount, applyLiveBalance, useBalance } from './balance-store.ts';
import { readRevealed, writeRevealed } from './balance-reveal.ts';
import { formatAmount } from './money.ts';
import { useBalancePolling } from './use-balance-polling.ts';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {open ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  );
}

/**
 * The active account's balance in the header for a signed-in player, with a deposit link.
 * Hidden behind a reveal button while user_hide_balance is on; renders nothing for visitors.
 */
export function HeaderBalance() {
  const session = useSessionHint();
  return session === false ? null : <BalanceSlot />;
}

/**
 * Whether the `:lang` layout saw a session: false spares visitors the balance calls; undefined
 * (the layout does not say) leaves it to the accounts call, which answers 401 for visitors.
 */
function useSessionHint(): boolean | undefined {
  const data: unknown = useRouteLoaderData('lang');
  if (typeof data !== 'object' || data === null || !('signedIn' in data)) return undefined;
  return data.signedIn === true;
}

function BalanceSlot() {
  const t = useT();
  const { lang } = useLanguage();
  const { accounts, signedIn, hideBalance } = useBalance();
  const [revealed, setRevealed] = useState(false);
  useBalancePolling();
  useLiveTopic('balance', applyLiveBalance);
  useEffect(() => setRevealed(readRevealed()), []);

  const account = activeAccount(accounts);
  if (!signedIn || !account) return null;
  const visible = !hideBalance || revealed;
  function toggle() {
    setRevealed(!visible);
    writeRevealed(!visible);
  }
  return (
    <div className="header-balance">
      <Link to={`/${lang}/office/recharge`} className="header-balance__amount">
        <span className="header-balance__caption">{t('shell_balance_label')}</span>
        <span className="header-balance__value" data-testid="header-balance">
          {visible ? (
            formatAmount(lang, account.money, account.iso)
          ) : (
            <>
              <span aria-hidden="true">•••••</span>
              <span className="pf-visually-hidden">{t('shell_balance_hidden')}</span>
            </>
          )}
        </span>
      </Link>
      {hideBalance ? (
        <button
          type="button"
          className="header-balance__toggle"
          onClick={toggle}
          aria-pressed={visible}
          aria-label={visible ? t('shell_balance_hide') : t('shell_balance_show')}
          title={visible ? t('shell_balance_hide') : t('shell_balance_show')}
        >
          <EyeIcon open={visible} />
        </button>
      ) : null}
      <Link
        to={`/${lang}/office/recharge`}
        className={buttonClassName({ variant: 'primary', size: 'sm' })}
      >
        {t('shell_deposit')}
      </Link>
    </div>
  );
}
