import type { AvailableLimit, ClientLimit } from '@playfield/protocol/limits';
import type { MessageKey } from '@playfield/i18n';
import { Button } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';

const PERIOD: Record<number, MessageKey> = {
  1: 'responsible_period_24h',
  2: 'responsible_period_7d',
  3: 'responsible_period_30d',
  10: 'responsible_period_24h',
  11: 'responsible_period_7d',
  12: 'responsible_period_30d',
  20: 'responsible_period_24h',
  21: 'responsible_period_7d',
  22: 'responsible_period_30d',
};

const NAME: Record<number, MessageKey> = {
  1: 'responsible_name_wager',
  2: 'responsible_name_wager',
  3: 'responsible_name_wager',
  10: 'responsible_name_loss',
  11: 'responsible_name_loss',
  12: 'responsible_name_loss',
  20: 'responsible_name_deposit',
  21: 'responsible_name_deposit',
  22: 'responsible_name_deposit',
  30: 'responsible_name_self_exclusion',
  31: 'responsible_name_session',
  32: 'responsible_name_reality',
  33: 'responsible_name_timeout',
  37: 'responsible_name_lock',
};

/** The limit's name, with its period for money limits ("Deposit limit · 24 hours"). */
export function useLimitName(): (type: number) => string {
  const t = useT();
  return (type) => {
    const name = t(NAME[type] ?? 'responsible_title');
    const period = PERIOD[type];
    return period ? `${name} · ${t(period)}` : name;
  };
}

const DAYS: Intl.NumberFormatOptions = { style: 'unit', unit: 'day', unitDisplay: 'long' };

/** A value in its unit ("1 000 EUR", "3 h", "15 min", "7 days"); the no-limit values read "No limit". */
export function useLimitValue(): (value: number | null, measure: string) => string {
  const t = useT();
  const f = useFormat();
  return (value, measure) => {
    if (value === null || value === -1 || value === 999_999_999) return t('responsible_no_limit');
    const n = f.number(value);
    if (measure === 'hours') return t('responsible_unit_hours', { n });
    if (measure === 'minutes') return t('responsible_unit_minutes', { n });
    // Intl's unit format says "1 day" / "7 days" / "1 день" / "5 дней" in every language.
    if (measure === 'days') return f.number(value, DAYS);
    if (measure === 'flag') return t('responsible_state_active');
    return `${n} ${measure}`;
  };
}

/**
 * Seconds until `endsAt`, ticking each second in the browser on the server's clock: `serverNow`
 * is when the limits were read, and the browser's clock only measures the time since, so a
 * browser clock set wrong neither shortens nor lengthens the wait shown.
 */
function useCountdown(endsAt: number | null, serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (endsAt === null) return;
    const skew = serverNow - Date.now();
    setNow(serverNow);
    const id = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(id);
  }, [endsAt, serverNow]);
  return endsAt === null ? 0 : Math.max(0, endsAt - Math.floor(now / 1000));
}

function Countdown({ endsAt, serverNow }: { endsAt: number; serverNow: number }) {
  const t = useT();
  const left = useCountdown(endsAt, serverNow);
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const pad = (x: number) => String(x).padStart(2, '0');
  return (
    <span className="rg-countdown">
      {t('responsible_countdown', { time: `${h}:${pad(m)}:${pad(s)}` })}
    </span>
  );
}

export interface LimitCardProps {
  type: number;
  entries: readonly ClientLimit[];
  available: AvailableLimit | undefined;
  serverNow: number;
  busy: boolean;
}

/** One limit type: its state, what is left, a pending change and the form to change it. */
export function LimitCard({ type, entries, available, serverNow, busy }: LimitCardProps) {
  const t = useT();
  const f = useFormat();
  const name = useLimitName()(type);
  const show = useLimitValue();
  const active = entries.find((e) => e.limitState === 'ACTIVE');
  const pending = entries.find((e) => e.limitState === 'PENDING');
  const measure = available?.measure ?? active?.measure ?? '';
  const state = pending ? 'PENDING' : active ? 'ACTIVE' : 'INACTIVE';
  const stateKey: MessageKey =
    state === 'PENDING'
      ? 'responsible_state_pending'
      : state === 'ACTIVE'
        ? 'responsible_state_active'
        : 'responsible_state_inactive';
  const headingId = `rg-limit-${type}`;
  const values = available?.availableValues ?? [];
  const money = values.length === 0;

  return (
    <section className="rg-card panel" aria-labelledby={headingId}>
      <header className="rg-card__head">
        <h3 id={headingId} className="rg-card__title">
          {name}
        </h3>
        <span className={`rg-state rg-state--${state.toLowerCase()}`}>{t(stateKey)}</span>
      </header>
      <dl className="rg-card__facts">
        <div>
          <dt>{t('responsible_current')}</dt>
          <dd>{show(active?.limitValue ?? null, measure)}</dd>
        </div>
        {active?.limitBalance != null && (
          <div>
            <dt>{t('responsible_left')}</dt>
            <dd>{show(active.limitBalance, measure)}</dd>
          </div>
        )}
        {active?.endsAt != null && (
          <div>
            <dt>{t('responsible_until')}</dt>
            <dd>{f.dateTime(active.endsAt * 1000)}</dd>
          </div>
        )}
      </dl>
      {pending && (
        <div className="rg-card__pending">
          <p>{t('responsible_pending_value', { value: show(pending.limitValue, measure) })}</p>
          {pending.needApprove ? (
            <p>{t('responsible_pending_ready')}</p>
          ) : (
            pending.endsAt !== null && <Countdown endsAt={pending.endsAt} serverNow={serverNow} />
          )}
          <Form method="post" className="rg-card__actions">
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="limitType" value={type} />
            <Button type="submit" name="action" value="0" variant="secondary" disabled={busy}>
              {t('responsible_cancel_change')}
            </Button>
          </Form>
        </div>
      )}
      {available && type !== 30 && (
        <Form method="post" className="rg-card__form">
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="limitType" value={type} />
          <label className="pf-field__label" htmlFor={`rg-value-${type}`}>
            {t('responsible_new_value')}
          </label>
          <div className="rg-card__row">
            {money ? (
              <input
                id={`rg-value-${type}`}
                className="wallet-input"
                name="limitValue"
                inputMode="numeric"
                pattern="[0-9 ]*"
                autoComplete="off"
                required
              />
            ) : (
              <select
                id={`rg-value-${type}`}
                className="wallet-input"
                name="limitValue"
                defaultValue={String(active?.limitValue ?? values[0])}
              >
                {values.map((v) => (
                  <option key={v} value={v}>
                    {show(v, measure)}
                  </option>
                ))}
              </select>
            )}
            <Button type="submit" variant="primary" disabled={busy}>
              {t('responsible_save')}
            </Button>
          </div>
          {money && available.minValue !== undefined && available.maxValue !== undefined && (
            <p className="wallet-hint">
              {t('responsible_range', {
                min: show(available.minValue, measure),
                max: show(available.maxValue, measure),
              })}
            </p>
          )}
        </Form>
      )}
      {active && available?.noLimitValue !== undefined && !pending && (
        <Form method="post">
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="limitType" value={type} />
          <input type="hidden" name="limitValue" value={available.noLimitValue} />
          <Button type="submit" variant="ghost" disabled={busy}>
            {t('responsible_remove')}
          </Button>
        </Form>
      )}
    </section>
  );
}
