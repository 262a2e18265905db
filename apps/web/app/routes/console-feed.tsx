// The feed's status (issue 15, decision 037), read again every 10 seconds.
import { consoleFeedStatusEndpoint } from '@playfield/protocol/endpoints/console-sportsbook';
import { useT } from '../i18n/i18n-context.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, PageTitle, StatusLine, When } from '../features/console/console-ui.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_feed_title');

export default function ConsoleFeed() {
  const t = useT();
  const { call } = useConsole();
  const feed = useConsoleData(
    (signal) => call(consoleFeedStatusEndpoint, {}, { signal }),
    'feed',
    10_000,
  );
  const data = feed.data;
  const ms = (value: number | null) =>
    value === null ? t('console_none') : t('console_ms', { value });
  return (
    <>
      <PageTitle>{t('console_feed_title')}</PageTitle>
      {!data && feed.status === 'loading' ? <StatusLine>{t('console_loading')}</StatusLine> : null}
      <Failure error={feed.error} />
      {data ? (
        <table className="console-table console-table--facts">
          <caption>{t('console_feed_caption')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('console_feed_role')}</th>
              <td>{data.role}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_phase')}</th>
              <td>{data.phase}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_last')}</th>
              <td>
                <When at={data.lastSeenAt} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_lag')}</th>
              <td>{ms(data.lagMs)}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_heartbeat')}</th>
              <td>{ms(data.heartbeatMs)}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_live_held')}</th>
              <td>{data.liveHeld ? t('console_yes') : t('console_no')}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_seq')}</th>
              <td>{data.seq}</td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_games')}</th>
              <td>
                {data.games.line} / {data.games.live}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('console_feed_overrides')}</th>
              <td>{data.overrides}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </>
  );
}
