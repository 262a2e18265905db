import type { GameTimeView } from '@playfield/protocol/sportsbook';
import { describe, expect, it } from 'vitest';
import {
  clockRate,
  formatClock,
  gamePhase,
  matchClockSeconds,
  periodColumns,
  projectTime,
} from './scoreboard.ts';

const running: GameTimeView = {
  period: 2,
  periodSec: 1332,
  elapsedSec: 4932,
  periodLengthSec: 2700,
  running: true,
};

describe('scoreboard', () => {
  it('formats a clock in minutes and seconds, minutes past an hour included', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(90 * 60)).toBe('90:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('counts the match clock over the periods played (football 67:12 in the second half)', () => {
    expect(matchClockSeconds(running)).toBe(2700 + 1332);
    expect(formatClock(matchClockSeconds(running) ?? 0)).toBe('67:12');
  });

  it('has no clock for untimed play or before the start', () => {
    expect(matchClockSeconds({ ...running, periodLengthSec: null })).toBeNull();
    expect(matchClockSeconds({ ...running, period: 0 })).toBeNull();
    expect(matchClockSeconds(null)).toBeNull();
  });

  it('moves a running clock between ticks at the measured rate, and never a stopped one', () => {
    expect(projectTime(running, 2500, 1).periodSec).toBe(1334);
    expect(projectTime(running, 2000, 30).periodSec).toBe(1392);
    expect(projectTime({ ...running, running: false }, 5000, 30).periodSec).toBe(1332);
  });

  it('measures the feed clock rate from two ticks, 1 when it cannot', () => {
    const first = { time: running, atMs: 10_000 };
    const later = { time: { ...running, elapsedSec: running.elapsedSec + 60 }, atMs: 12_000 };
    expect(clockRate(first, later)).toBe(30);
    expect(clockRate(null, later)).toBe(1);
    expect(clockRate({ ...first, time: { ...running, running: false } }, later)).toBe(1);
    expect(clockRate(first, { ...later, atMs: 10_100 })).toBe(1);
    expect(
      clockRate(first, {
        time: { ...running, elapsedSec: running.elapsedSec + 100_000 },
        atMs: 11_000,
      }),
    ).toBe(600);
  });

  it('lists the periods played with the running one marked', () => {
    const columns = periodColumns(
      {
        home: 2,
        away: 1,
        periods: [
          [1, 0],
          [1, 1],
        ],
        current: null,
        server: null,
      },
      running,
    );
    expect(columns).toEqual([
      { period: 1, home: 1, away: 0, current: false },
      { period: 2, home: 1, away: 1, current: true },
    ]);
    expect(periodColumns(null, null)).toEqual([]);
  });

  it('names the phase of each status', () => {
    expect([1, 2, 3, 4].map((s) => gamePhase(s as 1))).toEqual([
      'upcoming',
      'live',
      'break',
      'finished',
    ]);
  });
});
