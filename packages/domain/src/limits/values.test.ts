import { describe, expect, it } from 'vitest';
import { gradeSelfExclusionTest, SELF_EXCLUSION_QUESTIONS } from './self-exclusion.ts';
import { emptyLimit, requestLimitChange } from './state-machine.ts';
import type { LimitRecord } from './state-machine.ts';
import { playerStanding, SELF_EXCLUSION_BAN } from './status.ts';
import {
  LIMIT_TYPES,
  availableValues,
  checkLimitValue,
  isLimitType,
  limitMeasure,
  removalValue,
} from './types.ts';

describe('limit values (spec §9)', () => {
  it('knows every type of spec §3', () => {
    expect([...LIMIT_TYPES].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37,
    ]);
    expect(isLimitType(20)).toBe(true);
    expect(isLimitType(34)).toBe(false);
  });

  it('offers the spec values and measures', () => {
    expect(availableValues(30)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825]);
    expect(availableValues(31)).toHaveLength(24);
    expect(availableValues(32)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(availableValues(33)).toEqual([1, 7, 30]);
    expect(availableValues(20)).toEqual([]);
    expect([limitMeasure(20), limitMeasure(30), limitMeasure(31), limitMeasure(32)]).toEqual([
      'currency',
      'days',
      'hours',
      'minutes',
    ]);
  });

  it('reads the sentinels as removal and refuses unknown values', () => {
    expect(checkLimitValue(20, 999_999_999)).toEqual({ ok: true, value: null });
    expect(checkLimitValue(31, -1)).toEqual({ ok: true, value: null });
    expect(checkLimitValue(20, 1000)).toEqual({ ok: true, value: 1000 });
    expect(checkLimitValue(20, 0)).toEqual({ ok: false });
    expect(checkLimitValue(20, 1.5)).toEqual({ ok: false });
    expect(checkLimitValue(31, 25)).toEqual({ ok: false });
    expect(checkLimitValue(32, 20)).toEqual({ ok: false });
    expect(checkLimitValue(30, -1)).toEqual({ ok: false });
    expect(removalValue(33)).toBeNull();
  });

  it('accepts the older self-exclusion spellings (360/365, ...)', () => {
    expect(checkLimitValue(30, 360)).toEqual({ ok: true, value: 365 });
    expect(checkLimitValue(30, 1800)).toEqual({ ok: true, value: 1825 });
    expect(checkLimitValue(33, 360)).toEqual({ ok: false });
  });
});

describe('self-exclusion test', () => {
  it('succeeds only when every answer is right', () => {
    const right = SELF_EXCLUSION_QUESTIONS.map((q) => ({ questionId: q.id, answerId: q.correct }));
    expect(gradeSelfExclusionTest(right).success).toBe(true);
    const wrong = right.map((a, i) => (i === 0 ? { ...a, answerId: 99 } : a));
    const graded = gradeSelfExclusionTest(wrong);
    expect(graded.success).toBe(false);
    expect(graded.results[0]).toEqual({ questionId: 1, correct: false });
    expect(gradeSelfExclusionTest(right.slice(1)).success).toBe(false);
  });
});

describe('player standing', () => {
  const now = Date.UTC(2026, 5, 1);
  const set = (type: 30 | 33, days: number, at: number): LimitRecord => {
    const outcome = requestLimitChange(emptyLimit(type), days, at);
    if (outcome.kind === 'refused') throw new Error('refused');
    return outcome.record;
  };

  it('holds a self-excluded player in ban mode until the end', () => {
    const standing = playerStanding([set(30, 7, now)], now + 1000);
    expect(standing.restriction).toEqual({ kind: 'self_excluded', until: now + 7 * 86_400_000 });
    expect(standing.ban).toEqual(SELF_EXCLUSION_BAN);
    expect(playerStanding([set(30, 7, now)], now + 7 * 86_400_000).restriction).toBeNull();
  });

  it('reports a time-out without a ban, and the session limit until tomorrow', () => {
    const standing = playerStanding([set(33, 1, now)], now, now + 3_600_000);
    expect(standing.ban).toBeNull();
    expect(standing.restrictions.map((r) => r.kind)).toEqual(['timed_out', 'session_limit']);
    expect(playerStanding([], now, now - 1).restriction).toBeNull();
  });
});
