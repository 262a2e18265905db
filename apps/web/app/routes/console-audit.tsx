// The audit log (issue 15): every console action, newest first, 50 a page, with filters kept
// in the address so a filtered page can be shared and reloaded.
import { AUDIT_PAGE_SIZE, consoleAuditEndpoint } from '@playfield/protocol/endpoints/console';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import {
  AUDIT_FILTERS,
  auditQueryFromSearch,
  auditValue,
} from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import {
  Failure,
  Field,
  PageTitle,
  Paging,
  StatusLine,
  When,
} from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_audit_title');

const FILTER_LABELS = {
  operatorId: 'console_audit_operator',
  action: 'console_audit_action',
  objectType: 'console_audit_object_type',
  from: 'console_audit_from',
  to: 'console_audit_to',
} as const;

export default function ConsoleAudit() {
  const t = useT();
  const { call } = useConsole();
  const [search, setSearch] = useSearchParams();
  const query = auditQueryFromSearch(search);
  const key = JSON.stringify(query);
  const log = useConsoleData((signal) => call(consoleAuditEndpoint, { query }, { signal }), key);
  const page = Number(query.page ?? 1);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of AUDIT_FILTERS) {
      const value = data.get(name);
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setSearch(next);
  }

  return (
    <>
      <PageTitle>{t('console_audit_title')}</PageTitle>
      <form
        className="console-filters"
        onSubmit={applyFilters}
        aria-label={t('console_audit_filters')}
        key={key}
      >
        {AUDIT_FILTERS.map((name) => (
          <Field key={name} label={t(FILTER_LABELS[name])}>
            {(control) => (
              <input
                {...control}
                name={name}
                type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
                inputMode={name === 'operatorId' ? 'numeric' : undefined}
                defaultValue={search.get(name) ?? ''}
              />
            )}
          </Field>
        ))}
        <div className="console-filters__actions">
          <button type="submit" className="pf-button pf-button--primary">
            {t('console_apply')}
          </button>
          <button
            type="button"
            className="pf-button"
            onClick={() => setSearch(new URLSearchParams())}
          >
            {t('console_clear')}
          </button>
        </div>
      </form>
      {log.status === 'loading' && !log.data ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      <Failure error={log.error} />
      {log.data ? (
        <>
          <DataTable
            caption={t('console_audit_caption')}
            columns={[
              t('console_audit_at'),
              t('console_audit_operator'),
              t('console_audit_action'),
              t('console_audit_object'),
              t('console_audit_change'),
              t('console_audit_address'),
            ]}
          >
            {log.data.items.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <When at={entry.at} />
                </td>
                <td>{entry.operatorId ?? t('console_audit_system')}</td>
                <th scope="row">{entry.action}</th>
                <td>
                  {entry.object.type} {entry.object.id}
                </td>
                <td className="console-code">
                  {auditValue(entry.before)} → {auditValue(entry.after)}
                </td>
                <td>{entry.clientAddress ?? t('console_none')}</td>
              </tr>
            ))}
          </DataTable>
          {log.data.items.length === 0 ? <p>{t('console_audit_empty')}</p> : null}
          <Paging page={page} total={log.data.total} size={AUDIT_PAGE_SIZE} search={search} />
        </>
      ) : null}
    </>
  );
}
