import { COUPON_TYPE_IDS, stakeSource, systemOptions } from '@playfield/domain/betting';
import type { CouponStatus, CouponTypeId, LineStatus } from '@playfield/domain/betting';
import { Button, IconButton, Select } from '@playfield/ui';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import './calculator.css';
import {
  emptyLeg,
  exactMoney,
  formBlockIds,
  INITIAL_CALCULATOR_FORM,
  money,
  runCalculator,
} from './calculator-form.ts';
import type { CalculatorForm, CalculatorLegForm } from './calculator-form.ts';

const STATUS_IDS = [-2, -1, 0, 1, 2, 3, 4, 5, 6] as const;

type StatusKey = `betting_status_${'m2' | 'm1' | 0 | 1 | 2 | 3 | 4 | 5 | 6}`;

function statusKey(statusId: number): StatusKey {
  return (
    statusId < 0 ? `betting_status_m${-statusId}` : `betting_status_${statusId}`
  ) as StatusKey;
}

/** The betting calculator: any type, each leg's odds and result, stakes as the type needs. */
export function CalculatorPanel() {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<CalculatorForm>(INITIAL_CALCULATOR_FORM);
  const source = stakeSource(form.typeId);
  const outcome = runCalculator(form);
  const blocks = formBlockIds(form);
  const systems = systemOptions(form.legs.length);

  const setLeg = (index: number, change: Partial<CalculatorLegForm>) =>
    setForm((f) => ({ ...f, legs: f.legs.map((l, i) => (i === index ? { ...l, ...change } : l)) }));
  const coupon = (status: CouponStatus | LineStatus) => t(`betting_coupon_${status}`);

  return (
    <div className="calc">
      <form className="calc__form" onSubmit={(e) => e.preventDefault()}>
        <div className="calc__row">
          <Select
            label={t('betting_type_label')}
            value={String(form.typeId)}
            options={COUPON_TYPE_IDS.map((typeId) => ({
              value: String(typeId),
              label: t(`betting_type_${typeId}`),
            }))}
            onChange={(e) => {
              const typeId = Number(e.currentTarget.value) as CouponTypeId;
              setForm((f) => ({ ...f, typeId }));
            }}
          />
          {form.typeId === 2 && systems.length > 0 ? (
            <Select
              label={t('betting_system_label')}
              value={String(form.systemValue)}
              options={systems.map((o) => ({
                value: String(o.value),
                label: t('betting_system_option', {
                  k: o.value,
                  n: form.legs.length,
                  lines: o.combo,
                }),
              }))}
              onChange={(e) => {
                const systemValue = Number(e.currentTarget.value);
                setForm((f) => ({ ...f, systemValue }));
              }}
            />
          ) : null}
          {source === 'total' ? (
            <div className="pf-field">
              <label className="pf-field__label" htmlFor={`${id}-amount`}>
                {t('betting_amount_label')}
              </label>
              <input
                id={`${id}-amount`}
                className="calc__input"
                inputMode="decimal"
                value={form.amount}
                aria-invalid={(outcome.kind === 'unparsed' && outcome.amount) || undefined}
                onChange={(e) => {
                  const amount = e.currentTarget.value;
                  setForm((f) => ({ ...f, amount }));
                }}
              />
            </div>
          ) : null}
        </div>

        <fieldset className="calc__legs">
          <legend>{t('betting_calc_legs')}</legend>
          {form.legs.map((leg, index) => {
            const n = index + 1;
            const bad = outcome.kind === 'unparsed' && outcome.legs.includes(index);
            return (
              <div className="calc-leg" key={index} data-testid="calc-leg">
                <span className="calc-leg__name">{t('betting_calc_leg', { n })}</span>
                <div className="pf-field">
                  <label className="pf-field__label" htmlFor={`${id}-coef-${index}`}>
                    {t('betting_calc_coef')}
                  </label>
                  <input
                    id={`${id}-coef-${index}`}
                    className="calc__input"
                    inputMode="decimal"
                    value={leg.coef}
                    aria-invalid={bad || undefined}
                    onChange={(e) => setLeg(index, { coef: e.currentTarget.value })}
                  />
                </div>
                <Select
                  label={t('betting_calc_status')}
                  value={String(leg.statusId)}
                  options={STATUS_IDS.map((s) => ({ value: String(s), label: t(statusKey(s)) }))}
                  onChange={(e) => setLeg(index, { statusId: Number(e.currentTarget.value) })}
                />
                {source === 'block' ? (
                  <div className="pf-field">
                    <label className="pf-field__label" htmlFor={`${id}-block-${index}`}>
                      {t('betting_calc_block')}
                    </label>
                    <input
                      id={`${id}-block-${index}`}
                      className="calc__input calc__input--short"
                      inputMode="numeric"
                      value={leg.blockId}
                      onChange={(e) => setLeg(index, { blockId: e.currentTarget.value })}
                    />
                  </div>
                ) : null}
                {source === 'bet' ? (
                  <div className="pf-field">
                    <label className="pf-field__label" htmlFor={`${id}-stake-${index}`}>
                      {t('betting_calc_leg_amount')}
                    </label>
                    <input
                      id={`${id}-stake-${index}`}
                      className="calc__input"
                      inputMode="decimal"
                      value={leg.amount}
                      onChange={(e) => setLeg(index, { amount: e.currentTarget.value })}
                    />
                  </div>
                ) : null}
                <IconButton
                  label={t('betting_calc_remove_leg', { n })}
                  icon="×"
                  outline
                  disabled={form.legs.length <= 1}
                  onClick={() =>
                    setForm((f) => ({ ...f, legs: f.legs.filter((_, i) => i !== index) }))
                  }
                />
              </div>
            );
          })}
          <Button
            variant="outline"
            size="sm"
            disabled={form.legs.length >= 16}
            onClick={() => setForm((f) => ({ ...f, legs: [...f.legs, emptyLeg(blocks.at(-1))] }))}
          >
            {t('betting_calc_add_leg')}
          </Button>
        </fieldset>

        {source === 'block' ? (
          <div className="calc__row">
            {blocks.map((block) => (
              <div className="pf-field" key={block}>
                <label className="pf-field__label" htmlFor={`${id}-block-amount-${block}`}>
                  {t('betting_calc_block_amount', { id: block })}
                </label>
                <input
                  id={`${id}-block-amount-${block}`}
                  className="calc__input"
                  inputMode="decimal"
                  value={form.blockAmounts[block] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setForm((f) => ({ ...f, blockAmounts: { ...f.blockAmounts, [block]: value } }));
                  }}
                />
              </div>
            ))}
          </div>
        ) : null}
      </form>

      <section className="calc__result" aria-labelledby={`${id}-result`} aria-live="polite">
        <h2 id={`${id}-result`}>{t('betting_calc_result')}</h2>
        {outcome.kind === 'unparsed' ? (
          <p className="calc__problem">{t('betting_calc_check')}</p>
        ) : !outcome.result.ok ? (
          <p className="calc__problem">{t('betting_calc_invalid')}</p>
        ) : (
          <>
            <dl className="calc__summary">
              <div>
                <dt>{t('betting_calc_total_stake')}</dt>
                <dd>{money(outcome.result.value.totalStake)}</dd>
              </div>
              <div>
                <dt>{t('betting_calc_coupon_status')}</dt>
                <dd data-testid="calc-status">{coupon(outcome.result.value.status)}</dd>
              </div>
              <div>
                <dt>{t('betting_calc_payout')}</dt>
                <dd data-testid="calc-payout">
                  {outcome.result.value.payout === null ? '—' : money(outcome.result.value.payout)}
                </dd>
              </div>
              <div>
                <dt>{t('betting_potential_win')}</dt>
                <dd>{money(outcome.result.value.potentialPayout)}</dd>
              </div>
            </dl>
            <div className="calc__table-wrap">
              <table className="calc__lines">
                <caption>{t('betting_calc_lines')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('betting_calc_line_legs')}</th>
                    <th scope="col">{t('betting_calc_line_stake')}</th>
                    <th scope="col">{t('betting_calc_line_payout')}</th>
                    <th scope="col">{t('betting_calc_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.result.value.lines.map((line, index) => (
                    <tr key={index} data-testid="calc-line">
                      <td>{line.legs.map((l) => l + 1).join(' × ')}</td>
                      <td>{exactMoney(line.stake)}</td>
                      <td>{line.payout === null ? '—' : exactMoney(line.payout)}</td>
                      <td>{coupon(line.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
