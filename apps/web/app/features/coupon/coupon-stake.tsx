import {
  betAmountDefaults,
  formatAmount as formatMinor,
  parseAmount,
  stepAmount,
} from '@playfield/domain/betting';
import type { StakeSource } from '@playfield/domain/betting';
import { Button, IconButton } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import { updateCouponSettings } from './coupon-settings-store.ts';
import { blockAmountText } from './coupon-slip.ts';
import type { CouponSlipSettings, CouponSlipView } from './coupon-slip.ts';

/**
 * The coupon's stake where it is one amount (with steps and quick amounts in the currency's
 * defaults, spec §9) or one per block; a per-leg stake sits with its leg (CouponLegs).
 */
export function CouponStake({
  id,
  view,
  settings,
  source,
  currency,
  money,
}: {
  id: string;
  view: CouponSlipView;
  settings: CouponSlipSettings;
  source: StakeSource;
  currency: string;
  money: (minor: bigint) => string;
}) {
  const t = useT();
  const defaults = betAmountDefaults(currency);
  const step = (direction: 1 | -1) => {
    const typed = parseAmount(settings.amount.trim(), 2);
    const next = stepAmount(
      typed.ok ? typed.value : defaults.initialAmount,
      defaults.step,
      direction,
    );
    updateCouponSettings({ amount: formatMinor(next, 2) });
  };
  if (source === 'block') {
    return view.blocks.map((blockId) => (
      <div className="pf-field" key={blockId}>
        <label className="pf-field__label" htmlFor={`${id}-block-${blockId}`}>
          {t('betting_block_amount', { id: blockId })} ({currency})
        </label>
        <input
          id={`${id}-block-${blockId}`}
          className="coupon__amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={blockAmountText(settings, blockId)}
          onChange={(e) => {
            const value = e.currentTarget.value.replace(',', '.').trim();
            updateCouponSettings({
              amountByBlock: { ...settings.amountByBlock, [String(blockId)]: value },
            });
          }}
        />
      </div>
    ));
  }
  if (source !== 'total') return null;
  return (
    <div className="pf-field">
      <label className="pf-field__label" htmlFor={`${id}-amount`}>
        {t('betting_amount_label')} ({currency})
      </label>
      <div className="coupon__amount">
        <IconButton
          label={t('betting_amount_decrease')}
          onClick={() => step(-1)}
          icon="−"
          outline
        />
        <input
          id={`${id}-amount`}
          className="coupon__amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={settings.amount}
          aria-invalid={view.stake === null || undefined}
          onChange={(e) =>
            updateCouponSettings({ amount: e.currentTarget.value.replace(',', '.').trim() })
          }
        />
        <IconButton label={t('betting_amount_increase')} onClick={() => step(1)} icon="+" outline />
      </div>
      <div className="coupon__quick" role="group" aria-label={t('betting_quick_amounts')}>
        {defaults.quickAmounts.map((q) => (
          <Button
            key={String(q)}
            size="sm"
            variant="outline"
            onClick={() => updateCouponSettings({ amount: formatMinor(q, 2) })}
          >
            {money(q)}
          </Button>
        ))}
      </div>
    </div>
  );
}
