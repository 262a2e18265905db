import type { StakeSource } from '@playfield/domain/betting';
import type { CoefFormatId } from '@playfield/domain/odds';
import { Button, IconButton } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import { displayCoef } from '../sportsbook/coef-display.ts';
import { updateCouponSettings } from './coupon-settings-store.ts';
import { legAmountText, legBlock } from './coupon-slip.ts';
import type { CouponSlipSettings, CouponSlipView, RefusedLegMark } from './coupon-slip.ts';
import { clearCouponPicks, removeCouponPick } from './coupon-store.ts';
import type { CouponPick } from './coupon-store.ts';

/**
 * The coupon's legs: each pick with its price and flags (blocked, refused by the last attempt,
 * dependent), its remove button, and its own stake or block where the coupon type asks for one.
 */
export function CouponLegs({
  picks,
  view,
  settings,
  source,
  currency,
  coefFormat,
  marks,
}: {
  picks: readonly CouponPick[];
  view: CouponSlipView;
  settings: CouponSlipSettings;
  source: StakeSource;
  currency: string;
  coefFormat: CoefFormatId;
  marks: ReadonlyMap<number, RefusedLegMark>;
}) {
  const t = useT();
  return (
    <>
      <div className="coupon__legs-head">
        <h3 className="coupon__legs-title">{t('betting_legs_label')}</h3>
        <Button variant="ghost" size="sm" onClick={() => clearCouponPicks()}>
          {t('betting_clear')}
        </Button>
      </div>
      <ul className="coupon__legs">
        {picks.map((pick, index) => (
          <li
            key={pick.outcomeId}
            className="coupon-leg"
            data-blocked={pick.blocked || undefined}
            data-refused={marks.get(pick.outcomeId)}
            data-testid="coupon-leg"
          >
            <div className="coupon-leg__text">
              <span className="coupon-leg__game">{pick.gameName}</span>
              <span className="coupon-leg__market">
                {pick.marketName}: <strong>{pick.outcomeName}</strong>
              </span>
              {pick.blocked ? (
                <span className="coupon-leg__flag">{t('betting_blocked')}</span>
              ) : null}
              {marks.has(pick.outcomeId) ? (
                <span className="coupon-leg__flag coupon-leg__flag--warn" data-testid="leg-refused">
                  {marks.get(pick.outcomeId) === 'changed'
                    ? t('betting_leg_changed')
                    : t('betting_leg_unavailable')}
                </span>
              ) : null}
              {view.dependentLegs.has(index) ? (
                <span className="coupon-leg__flag coupon-leg__flag--warn">
                  {t('betting_dependent')}
                </span>
              ) : null}
            </div>
            <span className="coupon-leg__coef">{displayCoef(pick.coef, coefFormat)}</span>
            <IconButton
              label={t('betting_remove', { name: pick.outcomeName })}
              onClick={() => removeCouponPick(pick.outcomeId)}
              icon="×"
            />
            {source === 'bet' ? (
              <input
                className="coupon-leg__input"
                inputMode="decimal"
                autoComplete="off"
                aria-label={`${t('betting_leg_amount', { name: pick.outcomeName })} (${currency})`}
                value={legAmountText(settings, pick)}
                onChange={(e) => {
                  const value = e.currentTarget.value.replace(',', '.').trim();
                  updateCouponSettings({
                    amountByBet: { ...settings.amountByBet, [String(pick.outcomeId)]: value },
                  });
                }}
              />
            ) : null}
            {source === 'block' ? (
              <select
                className="coupon-leg__input"
                aria-label={t('betting_leg_block', { name: pick.outcomeName })}
                value={String(legBlock(settings, pick, index))}
                onChange={(e) => {
                  const blockId = Number(e.currentTarget.value);
                  updateCouponSettings({
                    blockByBet: { ...settings.blockByBet, [String(pick.outcomeId)]: blockId },
                  });
                }}
              >
                {picks.map((_, b) => (
                  <option key={b} value={String(b + 1)}>
                    {t('betting_block_option', { id: b + 1 })}
                  </option>
                ))}
              </select>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
