// Site configuration (issue 15): every key with its type, current value and source; a key's
// history; a new value (JSON) set through the same validation as `npm run config -- set`, its
// problems shown as the server words them.
import {
  consoleConfigHistoryEndpoint,
  consoleConfigListEndpoint,
  consoleConfigSetEndpoint,
} from '@playfield/protocol/endpoints/console-config';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import { auditValue, schemaType } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, Field, PageTitle, StatusLine, When } from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_config_title');

export default function ConsoleConfig() {
  const t = useT();
  const { call, may } = useConsole();
  const [search] = useSearchParams();
  const selected = search.get('key');
  const list = useConsoleData(
    (signal) => call(consoleConfigListEndpoint, {}, { signal }),
    'config',
  );
  const history = useConsoleData(
    async (signal) =>
      selected
        ? call(consoleConfigHistoryEndpoint, { params: { key: selected }, query: {} }, { signal })
        : null,
    selected ?? '',
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [jsonError, setJsonError] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entry = list.data?.items.find((item) => item.key === selected);

  async function save(event: FormEvent<HTMLFormElement>, key: string) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    let value: unknown;
    try {
      value = JSON.parse(formValue(event.currentTarget, 'value'));
    } catch {
      setJsonError(true);
      return;
    }
    setJsonError(false);
    setBusy(true);
    try {
      await call(consoleConfigSetEndpoint, { params: { key }, body: { value } });
      setDone(t('console_config_saved', { key }));
      list.reload();
      history.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>{t('console_config_title')}</PageTitle>
      {!list.data && list.status === 'loading' ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      <Failure error={list.error} />
      {entry ? (
        <section aria-labelledby="config-edit">
          <h2 id="config-edit">{t('console_config_edit', { key: entry.key })}</h2>
          {may('config.write') ? (
            <form
              className="console-form"
              onSubmit={(event) => void save(event, entry.key)}
              key={`${entry.key}|${JSON.stringify(entry.value)}`}
            >
              <Field
                label={t('console_config_new_value', { key: entry.key })}
                hint={`${t('console_config_type')}: ${schemaType(entry.schema)}`}
                error={jsonError ? t('console_config_invalid_json') : null}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="value"
                    className="console-code"
                    rows={6}
                    defaultValue={JSON.stringify(entry.value, null, 2)}
                  />
                )}
              </Field>
              <Failure error={failure} />
              {done ? <StatusLine>{done}</StatusLine> : null}
              <button type="submit" className="pf-button pf-button--primary" disabled={busy}>
                {t('console_save')}
              </button>
            </form>
          ) : null}
          {history.data ? (
            <DataTable
              caption={t('console_config_history_caption', { key: entry.key })}
              columns={[t('console_config_at'), t('console_config_by'), t('console_config_change')]}
            >
              {history.data.items.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    <When at={line.at} />
                  </th>
                  <td>{line.changedBy}</td>
                  <td className="console-code">
                    {auditValue(line.before)} → {auditValue(line.after)}
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : null}
          <Failure error={history.error} />
        </section>
      ) : null}
      {list.data ? (
        <DataTable
          caption={t('console_config_caption')}
          columns={[
            t('console_config_key'),
            t('console_config_type'),
            t('console_config_value'),
            t('console_config_source'),
            t('console_config_actions'),
          ]}
        >
          {list.data.items.map((item) => (
            <tr key={item.key}>
              <th scope="row" className="console-code">
                {item.key}
              </th>
              <td>{schemaType(item.schema)}</td>
              <td className="console-code">{auditValue(item.value)}</td>
              <td>{item.source}</td>
              <td>
                <Link
                  to={`?key=${encodeURIComponent(item.key)}`}
                  aria-label={`${t('console_config_open')} ${item.key}`}
                >
                  {t('console_config_open')}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
