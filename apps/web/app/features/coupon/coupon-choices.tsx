import type { CoefChangeAction, CouponTypeId } from '@playfield/domain/betting';
import type { WalletAccount } from '@playfield/protocol/wallet';
import { Select } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import { updateCouponSettings } from './coupon-settings-store.ts';
import type { CouponSlipSettings, CouponSlipView } from './coupon-slip.ts';

/** The coupon type the legs allow, a system's k, and the account when the player has several. */
export function CouponTypeChoice({
  view,
  legs,
  accounts,
  account,
  onAccount,
}: {
  view: CouponSlipView;
  legs: number;
  accounts: readonly WalletAccount[] | null;
  account: WalletAccount | null;
  onAccount: (accountId: number) => void;
}) {
  const t = useT();
  const typeOptions = view.offered.map((typeId) => ({
    value: String(typeId),
    label: t(`betting_type_${typeId}`),
  }));
  return (
    <>
      {typeOptions.length > 1 ? (
        <Select
          label={t('betting_type_label')}
          options={typeOptions}
          value={String(view.typeId)}
          block
          onChange={(e) =>
            updateCouponSettings({ typeId: Number(e.currentTarget.value) as CouponTypeId })
          }
        />
      ) : (
        <p className="coupon__type">{t(`betting_type_${view.typeId}`)}</p>
      )}
      {view.typeId === 2 ? (
        <Select
          label={t('betting_system_label')}
          block
          value={String(view.systemValue)}
          options={view.systemOptions.map((o) => ({
            value: String(o.value),
            label: t('betting_system_option', { k: o.value, n: legs, lines: o.combo }),
          }))}
          onChange={(e) => updateCouponSettings({ systemValue: Number(e.currentTarget.value) })}
        />
      ) : null}
      {accounts && accounts.length > 1 ? (
        <Select
          label={t('betting_account_label')}
          block
          value={String(account?.id ?? '')}
          options={accounts.map((a) => ({ value: String(a.id), label: a.iso }))}
          onChange={(e) => onAccount(Number(e.currentTarget.value))}
        />
      ) : null}
    </>
  );
}

/** What happens when a price moves before acceptance, and the promo code (not for type 9). */
export function CouponOptions({
  id,
  view,
  settings,
  promoCode,
  onPromoCode,
}: {
  id: string;
  view: CouponSlipView;
  settings: CouponSlipSettings;
  promoCode: string;
  onPromoCode: (code: string) => void;
}) {
  const t = useT();
  return (
    <>
      <Select
        label={t('betting_coef_action_label')}
        block
        value={String(settings.changeCoefAction)}
        options={[0, 1, 2].map((a) => ({
          value: String(a),
          label: t(`betting_coef_action_${a as CoefChangeAction}`),
        }))}
        onChange={(e) =>
          updateCouponSettings({
            changeCoefAction: Number(e.currentTarget.value) as CoefChangeAction,
          })
        }
      />
      {view.typeId !== 9 ? (
        <div className="pf-field">
          <label className="pf-field__label" htmlFor={`${id}-promo`}>
            {t('betting_promo_label')}
          </label>
          <input
            id={`${id}-promo`}
            className="coupon__promo"
            autoComplete="off"
            maxLength={64}
            value={promoCode}
            onChange={(e) => onPromoCode(e.currentTarget.value)}
          />
        </div>
      ) : null}
    </>
  );
}
