import { buttonClassName } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { activeAccount, refreshBalance, useBalance } from './balance-store.ts';
import { readRevealed } from './balance-reveal.ts';
import { formatAmount } from './money.ts';

/** The balance as it is now, fetched on arrival so a credited deposit shows at once. */
export function OnpayBalance() {
  const t = useT();
  const { lang } = useLanguage();
  const { accounts, signedIn, hideBalance } = useBalance();
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    setRevealed(readRevealed());
    void refreshBalance();
  }, []);
  const account = activeAccount(accounts);
  if (!signedIn || !account || (hideBalance && !revealed)) return null;
  return (
    <p className="notice__highlight" data-testid="onpay-balance">
      {t('wallet_onpay_balance', { amount: formatAmount(lang, account.money, account.iso) })}
    </p>
  );
}

/** Links of the deposit return page: try again after a failure, and the payment history. */
export function OnpayActions({ status }: { status: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const link = buttonClassName({ variant: 'outline', size: 'lg' });
  return (
    <>
      {status === 'fail' || status === 'cancel' ? (
        <Link to={`/${lang}/office/recharge`} className={link}>
          {t('wallet_onpay_retry')}
        </Link>
      ) : null}
      <Link to={`/${lang}/office/historypay`} className={link}>
        {t('wallet_onpay_history')}
      </Link>
    </>
  );
}
