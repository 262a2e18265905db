import type { WalletAccount } from '@playfield/protocol/wallet';
import { Select } from '@playfield/ui';
import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { formatAmount } from './money.ts';

/**
 * The account to pay in or out of. Choosing another reloads the page for it (`?account=`), so
 * its methods and limits come from the server.
 */
export function AccountSelect({
  accounts,
  selected,
}: {
  accounts: readonly WalletAccount[];
  selected: WalletAccount;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  return (
    <Select
      name="accountId"
      label={t('wallet_account_label')}
      block
      value={String(selected.id)}
      onChange={(event) => {
        void navigate(`?account=${event.target.value}`, { replace: true });
      }}
      options={accounts.map((account) => ({
        value: String(account.id),
        label: `${account.iso} · ${formatAmount(lang, account.money, account.iso)}`,
      }))}
    />
  );
}
