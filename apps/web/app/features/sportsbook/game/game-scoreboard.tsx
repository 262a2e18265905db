import type { GameSummary } from '@playfield/protocol/sportsbook';
import { VisuallyHidden } from '@playfield/ui';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { formatClock, gamePhase, matchClockSeconds, periodColumns } from './scoreboard.ts';
import { useTickingTime } from './use-game-live.ts';

/** The status line of a game: live with the period and clock, a break, the end, or the start. */
function GameStatusLine({ game }: { game: GameSummary }) {
  const t = useT();
  const format = useFormat();
  const time = useTickingTime(game.time);
  const phase = gamePhase(game.status);
  if (phase === 'upcoming') {
    return (
      <p className="game-board__status">
        {t('sportsbook_game_starts', { time: format.dateTime(game.startsAt) })}
      </p>
    );
  }
  if (phase === 'finished') {
    return (
      <p className="game-board__status game-board__status--over">{t('sportsbook_game_finished')}</p>
    );
  }
  const clock = matchClockSeconds(time);
  return (
    <p className="game-board__status">
      <span className="live-badge">{t('sportsbook_game_live')}</span>{' '}
      {phase === 'break' ? (
        <span>{t('sportsbook_game_break')}</span>
      ) : (
        <>
          {time && time.period > 0 ? (
            <span>{t('sportsbook_game_period', { period: time.period })}</span>
          ) : null}
          {clock !== null ? (
            <>
              {' '}
              <time className="game-board__clock" data-testid="game-clock">
                {formatClock(clock)}
              </time>
            </>
          ) : null}
        </>
      )}
    </p>
  );
}

/** A competitor's name, with the serve marker in tennis-like sports. */
function Side({ name, serving }: { name: string; serving: boolean }) {
  const t = useT();
  return (
    <span className="game-board__side">
      {serving ? (
        <span className="game-board__serve" title={t('sportsbook_game_serving')}>
          <span aria-hidden="true">●</span>
          <VisuallyHidden>{t('sportsbook_game_serving')}</VisuallyHidden>
        </span>
      ) : null}
      <span className="game-board__name">{name}</span>
    </span>
  );
}

/**
 * The head of a game: the competitors, and before the start the start time, from the start the
 * score, the period scores, the running points and who serves, with a clock that ticks between
 * live updates. `compact` drops the period table (multi-live columns).
 */
export function GameScoreboard({
  game,
  compact = false,
}: {
  game: GameSummary;
  compact?: boolean;
}) {
  const t = useT();
  const started = game.status !== 1 && game.score !== null;
  const score = game.score;
  const columns = compact ? [] : periodColumns(score, game.time);
  return (
    <div
      className={compact ? 'game-board game-board--compact' : 'game-board'}
      data-testid="scoreboard"
    >
      <GameStatusLine game={game} />
      {game.home && game.away ? (
        <div className="game-board__line">
          <Side name={game.home.name} serving={started && score?.server === 'home'} />
          {started && score ? (
            <span
              className="game-board__score"
              data-testid="game-score"
              aria-live="polite"
              aria-label={t('sportsbook_game_score', { home: score.home, away: score.away })}
            >
              {score.home} : {score.away}
            </span>
          ) : (
            <span className="game-board__vs" aria-hidden="true">
              —
            </span>
          )}
          <Side name={game.away.name} serving={started && score?.server === 'away'} />
        </div>
      ) : null}
      {started && score?.current ? (
        <p className="game-board__current">
          {t('sportsbook_game_current', { points: score.current })}
        </p>
      ) : null}
      {game.feedSuspended && game.status !== 4 ? (
        <p className="game-board__paused" role="status">
          {t('sportsbook_game_paused')}
        </p>
      ) : null}
      {columns.length > 0 && game.home && game.away ? (
        <div className="game-board__periods">
          <table className="game-periods">
            <caption className="pf-visually-hidden">{t('sportsbook_game_periods')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <VisuallyHidden>{t('sportsbook_game_competitor')}</VisuallyHidden>
                </th>
                {columns.map((column) => (
                  <th
                    key={column.period}
                    scope="col"
                    className={column.current ? 'game-periods__current' : undefined}
                  >
                    <span aria-hidden="true">{column.period}</span>
                    <VisuallyHidden>
                      {t('sportsbook_game_period', { period: column.period })}
                    </VisuallyHidden>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['home', 'away'] as const).map((side) => (
                <tr key={side}>
                  <th scope="row">{side === 'home' ? game.home?.name : game.away?.name}</th>
                  {columns.map((column) => (
                    <td
                      key={column.period}
                      className={column.current ? 'game-periods__current' : undefined}
                    >
                      {column[side]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
