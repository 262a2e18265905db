import '../features/wallet/wallet.css';
import '../features/responsible/responsible.css';
import { translate } from '@playfield/i18n';
import { useEffect } from 'react';
import { data, useNavigation, useRevalidator } from 'react-router';
import type { ClientLimit } from '@playfield/protocol/limits';
import type { Route } from './+types/office-responsible';
import { PageHeader } from '../components/page-header.tsx';
import { TicketIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { useFormat } from '../i18n/use-format.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { readForm } from '../features/wallet/office.server.ts';
import { ConfirmQuestion } from '../features/responsible/confirm-question.tsx';
import { LimitCard, useLimitName, useLimitValue } from '../features/responsible/limit-card.tsx';
import {
  loadResponsible,
  runResponsibleAction,
} from '../features/responsible/responsible.server.ts';
import { SelfExclusionForm, SelfExclusionTest } from '../features/responsible/self-exclusion.tsx';

export const handle: RouteHandle = { dictionaries: ['office', 'responsible'] };

const GROUPS: readonly (readonly number[])[] = [
  [20, 21, 22],
  [1, 2, 3],
  [10, 11, 12],
  [31, 32, 33, 37],
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = await loadResponsible(context.shell);
  return {
    ...loaded,
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const invalid = translate(
    loadMessages(params.lang, ['responsible']),
    'responsible_invalid_input',
  );
  const { status, result } = await runResponsibleAction(context.shell, form, invalid);
  return data(result, { status });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'responsible_title', robots: 'noindex, nofollow' });
}

/** setTimeout's longest delay (about 24.8 days); a longer wait is re-armed after a reload. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Spec §4: a pending change is "scheduled by timer" until its approval time. The server says
 * when the question is due (`needApprove`, from `endsAt`); this re-reads the limits when the
 * earliest waiting change reaches its time, counted on the server's clock (`serverNow`) so a
 * browser clock that runs ahead or behind neither asks early nor late.
 */
function useApprovalTimer(limits: readonly ClientLimit[], serverNow: number): void {
  const { revalidate } = useRevalidator();
  const waiting = limits
    .filter((l) => l.limitState === 'PENDING' && !l.needApprove && l.endsAt !== null)
    .map((l) => (l.endsAt ?? 0) * 1000);
  const next = waiting.length > 0 ? Math.min(...waiting) : null;
  useEffect(() => {
    if (next === null) return;
    // At least a second, so a server that still disagrees is asked again, not in a loop.
    const delay = Math.min(MAX_TIMER_MS, Math.max(1000, next - serverNow));
    const id = window.setTimeout(() => void revalidate(), delay);
    return () => window.clearTimeout(id);
  }, [next, serverNow, revalidate]);
}

/** Office › Responsible gaming (spec §4): every limit, pending changes, self-exclusion, history. */
export default function ResponsiblePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  const name = useLimitName();
  const show = useLimitValue();
  const busy = useNavigation().state !== 'idle';
  const { limits, available, reasons, history, help, serverNow } = loaderData;
  const availableOf = (type: number) => available.find((a) => a.type === type);
  const entriesOf = (type: number) => limits.filter((l) => l.limitType === type);
  // The permanent question only once the server says the approval time has come (spec §4);
  // before that the card shows the waiting change, its countdown and a cancel button.
  const toApprove = limits.find((l) => l.limitState === 'PENDING' && l.needApprove);
  useApprovalTimer(limits, serverNow);
  const selfExclusion = limits.find((l) => l.limitType === 30 && l.limitState === 'ACTIVE');
  const measureOf = (type: number) => availableOf(type)?.measure ?? '';

  return (
    <div className="page page--narrow rg-page">
      <PageHeader
        icon={<TicketIcon />}
        title={t('responsible_title')}
        subtitle={t('responsible_subtitle')}
      />
      {actionData && (
        <p
          className={`rg-message ${actionData.ok ? 'rg-message--ok' : 'rg-message--error'}`}
          role={actionData.ok ? 'status' : 'alert'}
        >
          {actionData.message}
        </p>
      )}
      {toApprove && !busy && <ConfirmQuestion pending={toApprove} busy={busy} />}
      {actionData?.questions && actionData.tokenGuid && (
        <SelfExclusionTest
          questions={actionData.questions}
          tokenGuid={actionData.tokenGuid}
          busy={busy}
        />
      )}
      {GROUPS.map((types) => (
        <div key={types[0]} className="rg-grid">
          {types.map((type) => (
            <LimitCard
              key={type}
              type={type}
              entries={entriesOf(type)}
              available={availableOf(type)}
              serverNow={serverNow}
              busy={busy}
            />
          ))}
        </div>
      ))}
      {selfExclusion ? (
        <LimitCard
          type={30}
          entries={entriesOf(30)}
          available={availableOf(30)}
          serverNow={serverNow}
          busy={busy}
        />
      ) : (
        <SelfExclusionForm
          values={availableOf(30)?.availableValues ?? []}
          reasons={reasons}
          busy={busy}
        />
      )}
      <section className="panel rg-history" aria-labelledby="rg-history-title">
        <h2 id="rg-history-title">{t('responsible_history_title')}</h2>
        {history.length === 0 ? (
          <p>{t('responsible_history_empty')}</p>
        ) : (
          <div className="rg-history__scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('responsible_history_date')}</th>
                  <th scope="col">{t('responsible_history_limit')}</th>
                  <th scope="col">{t('responsible_history_change')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h, i) => (
                  <tr key={`${h.at}-${h.limitType}-${i}`}>
                    <td>{f.dateTime(h.at * 1000)}</td>
                    <td>{name(h.limitType)}</td>
                    <td>
                      {show(h.previousValue, measureOf(h.limitType))} →{' '}
                      {show(h.value, measureOf(h.limitType))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="panel" aria-labelledby="rg-help-title">
        <h2 id="rg-help-title">{t('responsible_help_title')}</h2>
        <p>{t('responsible_help_text')}</p>
        <ul className="rg-help">
          {help.map((org) => (
            <li key={org.href}>
              <a href={org.href} target="_blank" rel="noopener noreferrer">
                {org.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
