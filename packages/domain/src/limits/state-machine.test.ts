import { describe, expect, it } from 'vitest';
import {
  confirmLimitChange,
  emptyLimit,
  enforcedValue,
  limitEntries,
  rejectLimitChange,
  requestLimitChange,
} from './state-machine.ts';
import type { LimitOutcome, LimitRecord } from './state-machine.ts';
import { NO_MONEY_LIMIT } from './types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A controllable clock: tests move it forward explicitly. */
function clock(start = Date.UTC(2026, 0, 10, 12)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function recordOf(outcome: LimitOutcome): LimitRecord {
  if (outcome.kind === 'refused') throw new Error(`refused: ${outcome.refusal.code}`);
  return outcome.record;
}

function depositLimit(value: number, at: number): LimitRecord {
  return recordOf(requestLimitChange(emptyLimit(20), value, at));
}

describe('limit state machine', () => {
  it('applies a first limit at once (ACTIVE)', () => {
    const t = clock();
    const outcome = requestLimitChange(emptyLimit(20), 1000, t.now());
    expect(outcome.kind).toBe('applied');
    const record = recordOf(outcome);
    expect(record.value).toBe(1000);
    expect(record.startedAt).toBe(t.now());
    expect(limitEntries(record, t.now(), NO_MONEY_LIMIT)).toEqual([
      {
        type: 20,
        value: 1000,
        state: 'ACTIVE',
        needApprove: false,
        startedAt: t.now(),
        endsAt: null,
      },
    ]);
  });

  it('applies a decrease at once and drops a waiting increase', () => {
    const t = clock();
    let record = depositLimit(1000, t.now());
    record = recordOf(requestLimitChange(record, 5000, t.now()));
    expect(record.pending?.value).toBe(5000);
    t.advance(HOUR);
    const outcome = requestLimitChange(record, 400, t.now());
    expect(outcome.kind).toBe('applied');
    record = recordOf(outcome);
    expect(enforcedValue(record, t.now())).toBe(400);
    expect(record.pending).toBeNull();
  });

  it('keeps an increase PENDING for 24 hours with the old value enforced', () => {
    const t = clock();
    const requestedAt = t.now();
    const outcome = requestLimitChange(depositLimit(1000, t.now()), 2000, requestedAt);
    expect(outcome.kind).toBe('pending');
    const record = recordOf(outcome);
    expect(enforcedValue(record, t.now())).toBe(1000);
    const entries = limitEntries(record, t.now(), NO_MONEY_LIMIT);
    expect(entries.map((e) => [e.state, e.value, e.needApprove])).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 2000, false],
    ]);
    expect(entries[1]?.startedAt).toBe(requestedAt);
    expect(entries[1]?.endsAt).toBe(requestedAt + DAY);
    // Only from its approval time does it ask for the player's answer (spec §4).
    expect(limitEntries(record, requestedAt + DAY - 1, NO_MONEY_LIMIT)[1]?.needApprove).toBe(false);
    expect(limitEntries(record, requestedAt + DAY, NO_MONEY_LIMIT)[1]?.needApprove).toBe(true);
  });

  it('cannot confirm before the 24 hours have passed', () => {
    const t = clock();
    const requestedAt = t.now();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, requestedAt));
    t.advance(DAY - 1);
    expect(confirmLimitChange(record, t.now())).toEqual({
      kind: 'refused',
      refusal: { code: 'too_early', until: requestedAt + DAY },
    });
  });

  it('confirms after 24 hours: the new value becomes ACTIVE', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    t.advance(DAY);
    const confirmed = recordOf(confirmLimitChange(record, t.now()));
    expect(enforcedValue(confirmed, t.now())).toBe(2000);
    expect(confirmed.startedAt).toBe(t.now());
    expect(confirmed.pending).toBeNull();
  });

  it('stays pending after 24 hours until the player answers (no silent approval)', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    t.advance(10 * DAY);
    expect(enforcedValue(record, t.now())).toBe(1000);
    expect(limitEntries(record, t.now(), NO_MONEY_LIMIT)[1]?.state).toBe('PENDING');
  });

  it('rejects (cancel or dismiss): the old value stays', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    t.advance(DAY + HOUR);
    const rejected = recordOf(rejectLimitChange(record));
    expect(enforcedValue(rejected, t.now())).toBe(1000);
    expect(rejected.pending).toBeNull();
    expect(rejectLimitChange(rejected)).toEqual({
      kind: 'refused',
      refusal: { code: 'not_pending' },
    });
  });

  it('treats a removal like an increase: pending, then confirmed to no limit', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), null, t.now()));
    expect(limitEntries(record, t.now(), NO_MONEY_LIMIT)[1]).toMatchObject({
      state: 'PENDING',
      value: NO_MONEY_LIMIT,
    });
    t.advance(DAY);
    const removed = recordOf(confirmLimitChange(record, t.now()));
    expect(enforcedValue(removed, t.now())).toBeNull();
    expect(limitEntries(removed, t.now(), NO_MONEY_LIMIT)).toEqual([]);
  });

  it('restarts the wait when another increase is asked for', () => {
    const t = clock();
    let record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    t.advance(20 * HOUR);
    record = recordOf(requestLimitChange(record, 3000, t.now()));
    t.advance(5 * HOUR);
    expect(confirmLimitChange(record, t.now()).kind).toBe('refused');
    t.advance(19 * HOUR);
    expect(enforcedValue(recordOf(confirmLimitChange(record, t.now())), t.now())).toBe(3000);
  });

  it('asking for the enforced value again withdraws a waiting increase', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    const outcome = requestLimitChange(record, 1000, t.now());
    expect(outcome.kind).toBe('applied');
    expect(recordOf(outcome).pending).toBeNull();
    expect(requestLimitChange(recordOf(outcome), 1000, t.now()).kind).toBe('unchanged');
  });

  it('refuses loosening while the extra-limits lock is on, but allows tightening', () => {
    const t = clock();
    const record = depositLimit(1000, t.now());
    expect(requestLimitChange(record, 2000, t.now(), { locked: true })).toEqual({
      kind: 'refused',
      refusal: { code: 'locked' },
    });
    expect(requestLimitChange(record, 500, t.now(), { locked: true }).kind).toBe('applied');
  });

  it('refuses confirming a loosening once the lock has been switched on', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(depositLimit(1000, t.now()), 2000, t.now()));
    t.advance(DAY);
    expect(confirmLimitChange(record, t.now(), { locked: true })).toEqual({
      kind: 'refused',
      refusal: { code: 'locked' },
    });
    expect(rejectLimitChange(record).kind).toBe('applied');
  });

  it('lets the lock itself be removed only through the 24-hour wait', () => {
    const t = clock();
    const lock = recordOf(requestLimitChange(emptyLimit(37), 1, t.now()));
    const outcome = requestLimitChange(lock, null, t.now(), { locked: true });
    expect(outcome.kind).toBe('pending');
  });
});

describe('self-exclusion and time-out', () => {
  it('starts at once and ends by itself (expiry)', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(emptyLimit(30), 7, t.now()));
    expect(record.endsAt).toBe(t.now() + 7 * DAY);
    expect(limitEntries(record, t.now(), 0)[0]).toMatchObject({ state: 'ACTIVE', value: 7 });
    t.advance(7 * DAY - 1);
    expect(enforcedValue(record, t.now())).toBe(7);
    t.advance(1);
    expect(enforcedValue(record, t.now())).toBeNull();
    expect(limitEntries(record, t.now(), 0)).toEqual([]);
  });

  it('cannot be lifted early', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(emptyLimit(33), 30, t.now()));
    t.advance(DAY);
    expect(requestLimitChange(record, null, t.now())).toEqual({
      kind: 'refused',
      refusal: { code: 'cannot_lift', until: record.endsAt },
    });
    expect(confirmLimitChange(record, t.now()).kind).toBe('refused');
    expect(rejectLimitChange(record).kind).toBe('refused');
  });

  it('cannot be shortened, but can be extended', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(emptyLimit(30), 30, t.now()));
    t.advance(DAY);
    expect(requestLimitChange(record, 7, t.now()).kind).toBe('refused');
    const extended = recordOf(requestLimitChange(record, 90, t.now()));
    expect(extended.endsAt).toBe(t.now() + 90 * DAY);
    expect(extended.startedAt).toBe(record.startedAt);
  });

  it('can be set again after it ended', () => {
    const t = clock();
    const record = recordOf(requestLimitChange(emptyLimit(33), 1, t.now()));
    t.advance(2 * DAY);
    const again = recordOf(requestLimitChange(record, 1, t.now()));
    expect(again.startedAt).toBe(t.now());
    expect(again.endsAt).toBe(t.now() + DAY);
  });
});
