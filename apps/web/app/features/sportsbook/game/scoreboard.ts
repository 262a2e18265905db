// The scoreboard's numbers, as pure functions: the match clock shown between live ticks, the
// rate the feed's game clock runs at (FEED_SPEED makes game seconds faster than real ones), and
// the period columns. The page renders; these decide what it says.
import type { GameScoreView, GameTimeView } from '@playfield/protocol/sportsbook';

/** "mm:ss" of a second count (minutes may pass 59: football shows 90:00, not 1:30:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The match clock of a timed sport: the whole periods already played plus the running one
 * (football's 67:12 in the second half); null where play is not timed (tennis, darts) or
 * before the start.
 */
export function matchClockSeconds(time: GameTimeView | null): number | null {
  if (!time || time.periodLengthSec === null || time.period === 0) return null;
  return (time.period - 1) * time.periodLengthSec + time.periodSec;
}

/**
 * The clock `wallMs` after the tick that carried `time`, running at `rate` game seconds per
 * real second while the game clock runs; the next tick replaces the projection.
 */
export function projectTime(time: GameTimeView, wallMs: number, rate: number): GameTimeView {
  if (!time.running || wallMs <= 0) return time;
  const add = Math.floor((wallMs / 1000) * rate);
  return { ...time, periodSec: time.periodSec + add, elapsedSec: time.elapsedSec + add };
}

/**
 * Game seconds per real second, measured between two ticks: 1 when it cannot be measured (the
 * first tick, a stopped clock, a new period), never more than 600 (a football match in nine
 * seconds is a test setting; a faster one would only be noise).
 */
export function clockRate(
  previous: { time: GameTimeView; atMs: number } | null,
  next: { time: GameTimeView; atMs: number },
): number {
  if (!previous || !previous.time.running || !next.time.running) return 1;
  const wall = (next.atMs - previous.atMs) / 1000;
  const game = next.time.elapsedSec - previous.time.elapsedSec;
  if (wall < 0.2 || game <= 0) return 1;
  return Math.min(600, Math.max(0.1, game / wall));
}

/** One column of the period table: its number and each side's points. */
export interface PeriodColumn {
  period: number;
  home: number;
  away: number;
  current: boolean;
}

/** The periods played so far, the running one marked. */
export function periodColumns(
  score: GameScoreView | null,
  time: GameTimeView | null,
): PeriodColumn[] {
  if (!score) return [];
  const running = time?.period ?? score.periods.length;
  return score.periods.map(([home, away], index) => ({
    period: index + 1,
    home,
    away,
    current: index + 1 === running,
  }));
}

/** What the head of a game shows instead of a clock: before the start, live, break or the end. */
export type GamePhase = 'upcoming' | 'live' | 'break' | 'finished';

export function gamePhase(status: 1 | 2 | 3 | 4): GamePhase {
  return status === 1 ? 'upcoming' : status === 2 ? 'live' : status === 3 ? 'break' : 'finished';
}
