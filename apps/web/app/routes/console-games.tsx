// Sportsbook games (issue 15, decision 037): open games by section, 50 a page.
import {
  CONSOLE_GAMES_PAGE_SIZE,
  consoleGamesEndpoint,
} from '@playfield/protocol/endpoints/console-sportsbook';
import type { FormEvent } from 'react';
import type { EndpointInput } from '@playfield/protocol/endpoint';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
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

type ConsoleGamesQueryInput = NonNullable<EndpointInput<typeof consoleGamesEndpoint>['query']>;

export const meta = consoleMeta('console_games_title');

export default function ConsoleGames() {
  const t = useT();
  const { call } = useConsole();
  const [search, setSearch] = useSearchParams();
  const sectionParam = search.get('section');
  const section: 'live' | 'line' | null =
    sectionParam === 'live' || sectionParam === 'line' ? sectionParam : null;
  const sport = search.get('sport');
  const page = search.get('page');
  const query: ConsoleGamesQueryInput = {
    ...(section ? { section } : {}),
    ...(sport && /^[1-9]\d{0,15}$/.test(sport) ? { sport } : {}),
    ...(page && /^[1-9]\d{0,5}$/.test(page) ? { page } : {}),
  };
  const games = useConsoleData(
    (signal) => call(consoleGamesEndpoint, { query }, { signal }),
    JSON.stringify(query),
  );

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['section', 'sport']) {
      const value = data.get(name);
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setSearch(next);
  }

  return (
    <>
      <PageTitle>{t('console_games_title')}</PageTitle>
      <form className="console-filters" onSubmit={filter} key={search.toString()}>
        <Field label={t('console_games_section')}>
          {(control) => (
            <select {...control} name="section" defaultValue={section ?? ''}>
              <option value="">{t('console_games_all')}</option>
              <option value="live">{t('console_games_live')}</option>
              <option value="line">{t('console_games_line')}</option>
            </select>
          )}
        </Field>
        <Field label={t('console_games_sport_id')}>
          {(control) => (
            <input {...control} name="sport" inputMode="numeric" defaultValue={sport ?? ''} />
          )}
        </Field>
        <div className="console-filters__actions">
          <button type="submit" className="pf-button pf-button--primary">
            {t('console_apply')}
          </button>
        </div>
      </form>
      {games.status === 'loading' && !games.data ? (
        <StatusLine>{t('console_loading')}</StatusLine>
      ) : null}
      <Failure error={games.error} />
      {games.data ? (
        <>
          <DataTable
            caption={t('console_games_caption')}
            columns={[
              t('console_games_game'),
              t('console_games_sport'),
              t('console_games_starts'),
              t('console_games_score'),
              t('console_games_markets'),
              t('console_games_state'),
            ]}
          >
            {games.data.items.map((game) => (
              <tr key={game.id}>
                <th scope="row">
                  <Link to={`/console/sportsbook/games/${game.id}`}>{game.name}</Link>
                  {game.live ? ` · ${t('console_games_live')}` : ''}
                </th>
                <td>
                  {game.sportName} / {game.champName}
                </td>
                <td>
                  <When at={game.startsAt} />
                </td>
                <td>{game.score ? game.score.join(':') : t('console_none')}</td>
                <td>{game.markets}</td>
                <td>
                  {game.operatorSuspended
                    ? t('console_games_suspended')
                    : game.feedSuspended
                      ? t('console_games_feed_held')
                      : t('console_games_open')}
                </td>
              </tr>
            ))}
          </DataTable>
          {games.data.items.length === 0 ? <p>{t('console_games_empty')}</p> : null}
          <Paging
            page={games.data.page}
            total={games.data.total}
            size={CONSOLE_GAMES_PAGE_SIZE}
            search={search}
          />
        </>
      ) : null}
    </>
  );
}
