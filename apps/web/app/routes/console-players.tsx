// Player search (issue 15): by id, login, e-mail or phone.
import {
  PLAYER_PAGE_SIZE,
  consolePlayerSearchEndpoint,
} from '@playfield/protocol/endpoints/console-players';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
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

export const meta = consoleMeta('console_players_title');

export default function ConsolePlayers() {
  const t = useT();
  const { call } = useConsole();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const pageParam = search.get('page');
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? pageParam : '1';
  const found = useConsoleData(
    async (signal) =>
      q ? call(consolePlayerSearchEndpoint, { query: { q, page } }, { signal }) : null,
    `${q}|${page}`,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formValue(event.currentTarget, 'q').trim();
    setSearch(value ? new URLSearchParams({ q: value }) : new URLSearchParams());
  }

  return (
    <>
      <PageTitle>{t('console_players_title')}</PageTitle>
      <form
        className="console-filters"
        role="search"
        aria-label={t('console_players_search')}
        onSubmit={submit}
        key={q}
      >
        <Field label={t('console_players_query')}>
          {(control) => <input {...control} name="q" type="search" defaultValue={q} />}
        </Field>
        <div className="console-filters__actions">
          <button type="submit" className="pf-button pf-button--primary">
            {t('console_players_submit')}
          </button>
        </div>
      </form>
      {q && !found.data && found.status === 'loading' ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      <Failure error={found.error} />
      {found.data ? (
        found.data.items.length === 0 ? (
          <p role="status">{t('console_players_empty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('console_players_caption')}
              columns={[
                t('console_players_login'),
                t('console_players_id'),
                t('console_players_email'),
                t('console_players_phone'),
                t('console_players_registered'),
                t('console_players_state'),
              ]}
            >
              {found.data.items.map((player) => (
                <tr key={player.id}>
                  <th scope="row">
                    <Link to={`/console/players/${player.id}`}>{player.login}</Link>
                  </th>
                  <td>{player.id}</td>
                  <td>{player.email ?? t('console_none')}</td>
                  <td>{player.phone ?? t('console_none')}</td>
                  <td>
                    <When at={player.createdAt} />
                  </td>
                  <td>
                    {player.blocked ? t('console_players_blocked') : t('console_players_active')}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Paging
              page={Number(page)}
              total={found.data.total}
              size={PLAYER_PAGE_SIZE}
              search={search}
            />
          </>
        )
      ) : null}
    </>
  );
}
