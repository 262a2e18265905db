// The dashboard (issue 15): one snapshot read again every 5 seconds — players online,
// registrations, deposits, bets and stakes per minute (charts with their figures), GGR today by
// product, the largest open liabilities, the feed.
import { consoleDashboardEndpoint } from '@playfield/protocol/endpoints/console-dashboard';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { BarChart } from '../features/console/bar-chart.tsx';
import { formatMinor, formatPerCurrency } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, PageTitle, StatusLine, When } from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_dashboard_title');

const POLL_MS = 5_000;

export default function ConsoleDashboard() {
  const t = useT();
  const { locale } = useLanguage();
  const { call } = useConsole();
  const board = useConsoleData(
    (signal) => call(consoleDashboardEndpoint, {}, { signal }),
    'dashboard',
    POLL_MS,
  );
  const data = board.data;
  const series = data
    ? ([
        ['console_dashboard_registrations', data.perMinute.map((m) => m.registrations)],
        ['console_dashboard_deposits', data.perMinute.map((m) => m.deposits)],
        ['console_dashboard_bets', data.perMinute.map((m) => m.bets)],
      ] as const)
    : [];
  return (
    <>
      <PageTitle>{t('console_dashboard_title')}</PageTitle>
      <p className="console-status">
        {t('console_dashboard_live')}
        {data ? (
          <>
            {' · '}
            {t('console_dashboard_updated', { time: new Date(data.at).toLocaleTimeString(locale) })}
          </>
        ) : null}
      </p>
      {!data && board.status === 'loading' ? <StatusLine>{t('console_loading')}</StatusLine> : null}
      <Failure error={board.error} />
      {data ? (
        <>
          <div className="console-cards">
            <section className="console-card" aria-labelledby="dash-online">
              <h2 id="dash-online">{t('console_dashboard_online')}</h2>
              <p className="console-figure">{data.playersOnline}</p>
            </section>
            <section className="console-card" aria-labelledby="dash-registrations">
              <h2 id="dash-registrations">{t('console_dashboard_registrations_today')}</h2>
              <p className="console-figure">{data.registrationsToday}</p>
            </section>
            <section className="console-card" aria-labelledby="dash-deposits">
              <h2 id="dash-deposits">{t('console_dashboard_deposits_today')}</h2>
              <p className="console-figure">
                {data.depositsToday.length === 0
                  ? '0'
                  : data.depositsToday
                      .map((d) => `${d.count} · ${formatMinor(d.amount, d.currency)}`)
                      .join(', ')}
              </p>
            </section>
            <section className="console-card" aria-labelledby="dash-feed">
              <h2 id="dash-feed">{t('console_nav_feed')}</h2>
              <p>
                {data.feed.role} · {data.feed.phase}
                {data.feed.lagMs === null
                  ? ''
                  : ` · ${t('console_ms', { value: data.feed.lagMs })}`}
              </p>
            </section>
          </div>
          <h2>{t('console_dashboard_per_minute')}</h2>
          <div className="console-cards">
            {series.map(([key, values]) => (
              <section className="console-card" key={key} aria-labelledby={`dash-${key}`}>
                <h3 id={`dash-${key}`}>{t(key)}</h3>
                <BarChart
                  values={values}
                  label={t('console_dashboard_chart', {
                    name: t(key),
                    count: values.length,
                    value: values.at(-1) ?? 0,
                  })}
                />
              </section>
            ))}
          </div>
          <details className="console-details">
            <summary>{t('console_dashboard_figures')}</summary>
            <DataTable
              caption={t('console_dashboard_per_minute')}
              columns={[
                t('console_player_time'),
                t('console_dashboard_registrations'),
                t('console_dashboard_deposits'),
                t('console_dashboard_bets'),
                t('console_liability_stakes'),
              ]}
            >
              {data.perMinute.map((minute) => (
                <tr key={minute.at}>
                  <th scope="row">
                    <When at={minute.at} />
                  </th>
                  <td>{minute.registrations}</td>
                  <td>{minute.deposits}</td>
                  <td>{minute.bets}</td>
                  <td>{formatPerCurrency(minute.stakes)}</td>
                </tr>
              ))}
            </DataTable>
          </details>
          <DataTable
            caption={t('console_dashboard_ggr')}
            columns={[
              t('console_dashboard_product'),
              t('console_liability_stakes'),
              t('console_player_payout'),
              'GGR',
            ]}
          >
            {data.ggrToday.map((row) => (
              <tr key={`${row.product}-${row.currency}`}>
                <th scope="row">
                  {row.product} ({row.currency})
                </th>
                <td>{formatMinor(row.stakes, row.currency)}</td>
                <td>{formatMinor(row.payouts, row.currency)}</td>
                <td>{formatMinor(row.ggr, row.currency)}</td>
              </tr>
            ))}
          </DataTable>
          {data.ggrToday.length === 0 ? <p>{t('console_player_empty')}</p> : null}
          <DataTable
            caption={t('console_dashboard_liability')}
            columns={[
              t('console_games_game'),
              t('console_liability_coupons'),
              t('console_liability_stakes'),
              t('console_liability_payout'),
            ]}
          >
            {data.topLiability.map((row) => (
              <tr key={`${row.gameId}-${row.currency}`}>
                <th scope="row">
                  <Link to={`/console/sportsbook/games/${row.gameId}`}>{row.gameName}</Link>
                </th>
                <td>{row.coupons}</td>
                <td>{formatMinor(row.stakes, row.currency)}</td>
                <td>{formatMinor(row.potentialPayout, row.currency)}</td>
              </tr>
            ))}
          </DataTable>
          {data.topLiability.length === 0 ? <p>{t('console_liability_empty')}</p> : null}
        </>
      ) : null}
    </>
  );
}
