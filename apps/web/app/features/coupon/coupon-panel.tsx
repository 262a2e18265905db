import './coupon.css';
import {
  betAmountDefaults,
  formatAmount as formatMinor,
  parseAmount,
  stakeSource,
  stepAmount,
} from '@playfield/domain/betting';
import type { CoefChangeAction, CouponTypeId } from '@playfield/domain/betting';
import { Button, IconButton, Select } from '@playfield/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { openAuthModal } from '../auth/modal-store.ts';
import { activeAccount, refreshBalance, useBalance } from '../wallet/balance-store.ts';
import { formatAmount } from '../wallet/money.ts';
import { updateCouponSettings, useCouponSettings } from './coupon-settings-store.ts';
import {
  attemptKey,
  blockAmountText,
  couponSlipView,
  initialAmount,
  legAmountText,
  legBlock,
  nameUnknownLegs,
  PLACE_NETWORK_FAULT,
  placeCouponBody,
  refusedLegMarks,
} from './coupon-slip.ts';
import type { RefusedLegMark } from './coupon-slip.ts';
import { clearCouponPicks, removeCouponPick } from './coupon-store.ts';
import type { CouponPick } from './coupon-store.ts';
import { displayCoef, displayCoefText } from '../sportsbook/coef-display.ts';
import { useSportsbookPreferences } from '../sportsbook/sportsbook-preferences.tsx';

/** What the last placement gave: the accepted coupon, or the refusal's text. */
export type PlaceOutcome =
  { kind: 'accepted'; couponId: string } | { kind: 'error'; message: string };

/** The filled coupon: legs, type, system value, stake, odds-change behaviour and placement. */
export function CouponPanel({
  picks,
  onOutcome,
}: {
  picks: readonly CouponPick[];
  onOutcome: (outcome: PlaceOutcome | null) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const id = useId();
  const settings = useCouponSettings();
  // Every price in the slip in the odds format the player chose, as on the odds buttons.
  const { coefFormat } = useSportsbookPreferences();
  const balance = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // The legs the last refusal named, marked until the next attempt.
  const [marks, setMarks] = useState<ReadonlyMap<number, RefusedLegMark>>(new Map());

  const account =
    balance.accounts?.find((a) => a.id === accountId) ?? activeAccount(balance.accounts);
  const currency = account?.iso ?? 'RUB';
  const defaults = betAmountDefaults(currency);

  // A fresh coupon starts with the currency's initial bet (spec §9).
  useEffect(() => {
    if (settings.amount === '') updateCouponSettings({ amount: initialAmount(currency) });
  }, [settings.amount, currency]);

  const view = couponSlipView(picks, settings);
  const source = stakeSource(view.typeId);
  const money = (minor: bigint) => formatAmount(lang, formatMinor(minor, 2), currency);
  const typeOptions = view.offered.map((typeId) => ({
    value: String(typeId),
    label: t(`betting_type_${typeId}`),
  }));
  const step = (direction: 1 | -1) => {
    const typed = parseAmount(settings.amount.trim(), 2);
    const next = stepAmount(
      typed.ok ? typed.value : defaults.initialAmount,
      defaults.step,
      direction,
    );
    updateCouponSettings({ amount: formatMinor(next, 2) });
  };
  const problem = view.problems[0];
  const problemText = !problem
    ? null
    : problem.code === 'bet_blocked'
      ? t('betting_problem_blocked')
      : problem.code.startsWith('amount_')
        ? t('betting_problem_amount')
        : t('betting_problem_generic');

  async function place() {
    if (!account) {
      openAuthModal('login');
      return;
    }
    const body = placeCouponBody(picks, settings, account.id, promoCode);
    if (!body || view.problems.length > 0) return;
    attempt.current = attemptKey(attempt.current, body, () => crypto.randomUUID());
    setPending(true);
    onOutcome(null);
    setMarks(new Map());
    // The typed client and the endpoint's schemas (zod) load on the first press, not with the slip.
    const key = attempt.current.key;
    const result = await import('./place-coupon.ts').then(
      (m) => m.placeCoupon(body, key, lang),
      () => PLACE_NETWORK_FAULT,
    );
    setPending(false);
    if (result.ok) {
      attempt.current = null;
      onOutcome({ kind: 'accepted', couponId: result.couponId });
      clearCouponPicks();
      void refreshBalance();
      return;
    }
    // A refusal is final for this coupon: the next press is a new attempt with a new key.
    if (result.status !== 0) attempt.current = null;
    setMarks(refusedLegMarks(picks, result.code, result.outcomeIds));
    const message =
      result.code === 'outcome_unknown'
        ? nameUnknownLegs(result.message, picks, result.outcomeIds, (outcomeId) =>
            t('betting_error_outcome_id', { id: outcomeId }),
          )
        : result.message;
    onOutcome({
      kind: 'error',
      message: result.status === 0 || !message ? t('betting_network_error') : message,
    });
  }

  return (
    <div className="coupon">
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

      <div className="coupon__controls">
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
              label: t('betting_system_option', { k: o.value, n: picks.length, lines: o.combo }),
            }))}
            onChange={(e) => updateCouponSettings({ systemValue: Number(e.currentTarget.value) })}
          />
        ) : null}
        {balance.accounts && balance.accounts.length > 1 ? (
          <Select
            label={t('betting_account_label')}
            block
            value={String(account?.id ?? '')}
            options={balance.accounts.map((a) => ({ value: String(a.id), label: a.iso }))}
            onChange={(e) => setAccountId(Number(e.currentTarget.value))}
          />
        ) : null}

        {source === 'total' ? (
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
              <IconButton
                label={t('betting_amount_increase')}
                onClick={() => step(1)}
                icon="+"
                outline
              />
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
        ) : null}
        {source === 'block'
          ? view.blocks.map((blockId) => (
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
            ))
          : null}

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
              onChange={(e) => setPromoCode(e.currentTarget.value)}
            />
          </div>
        ) : null}
      </div>

      <dl className="coupon__summary">
        <div>
          <dt>{t('betting_total_coef')}</dt>
          <dd data-testid="coupon-total-coef">{displayCoefText(view.totalCoef, coefFormat)}</dd>
        </div>
        <div>
          <dt>{t('betting_potential_win')}</dt>
          <dd data-testid="coupon-potential-win">
            {view.potentialPayout === null ? '—' : money(view.potentialPayout)}
          </dd>
        </div>
      </dl>
      {problemText ? (
        <p className="coupon__problem" role="status">
          {problemText}
        </p>
      ) : null}
      <Button
        variant="primary"
        block
        disabled={pending || (account !== null && view.problems.length > 0)}
        onClick={() => void place()}
      >
        {pending
          ? t('betting_placing')
          : balance.signedIn === false
            ? t('betting_login_to_bet')
            : t('betting_place')}
      </Button>
    </div>
  );
}
