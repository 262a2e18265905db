/**
 * The life of one limit (spec §4, issue 7): a stricter value applies at once; a looser value or
 * a removal waits {@link PENDING_APPROVAL_SECONDS} and then needs the player's confirmation
 * (confirm approves, cancel or dismiss rejects and the old value stays). Self-exclusion and
 * time-out run until their end and cannot be lifted or shortened early. Every function is pure
 * and takes the current instant (ms since the epoch) so tests drive the clock.
 */
import { PENDING_APPROVAL_SECONDS, isStricter, isTimedLimit } from './types.ts';
import type { LimitState, LimitType } from './types.ts';

/** A change waiting for its approval time and the player's confirmation. */
export interface PendingChange {
  /** The requested value; null asks to remove the limit. */
  value: number | null;
  /** When it was requested (ms). */
  since: number;
}

/** One limit of one player as stored. */
export interface LimitRecord {
  type: LimitType;
  /** The enforced value; null when none is enforced. */
  value: number | null;
  /** When the enforced value took effect (ms); null when none. */
  startedAt: number | null;
  /** When it ends by itself (ms): self-exclusion and time-out; null otherwise. */
  endsAt: number | null;
  pending: PendingChange | null;
}

/** Why a request was refused. */
export type LimitRefusal =
  /** Self-exclusion or time-out: cannot be removed or shortened before `until`. */
  | { code: 'cannot_lift'; until: number }
  /** The extra-limits lock (37) is on: limits may only be made stricter. */
  | { code: 'locked' }
  /** Confirming before the approval time `until`. */
  | { code: 'too_early'; until: number }
  /** Nothing waits for confirmation or rejection. */
  | { code: 'not_pending' };

/** The result of a request: the record to store, or a refusal (nothing changes). */
export type LimitOutcome =
  | { kind: 'applied'; record: LimitRecord }
  | { kind: 'pending'; record: LimitRecord }
  | { kind: 'unchanged'; record: LimitRecord }
  | { kind: 'refused'; refusal: LimitRefusal };

const DAY_MS = 86_400_000;
const APPROVAL_MS = PENDING_APPROVAL_SECONDS * 1000;

/** A record with nothing enforced and nothing pending. */
export function emptyLimit(type: LimitType): LimitRecord {
  return { type, value: null, startedAt: null, endsAt: null, pending: null };
}

/** Ends a timed limit whose end has passed; other records come back as they are. */
export function expireLimit(record: LimitRecord, now: number): LimitRecord {
  if (record.endsAt === null || record.endsAt > now) return record;
  return { ...record, value: null, startedAt: null, endsAt: null };
}

/** The instant from which a pending change may be confirmed. */
export function approvalTime(pending: PendingChange): number {
  return pending.since + APPROVAL_MS;
}

function requestTimed(record: LimitRecord, days: number | null, now: number): LimitOutcome {
  const current = expireLimit(record, now);
  const activeUntil = current.value === null ? null : current.endsAt;
  if (days === null) {
    return activeUntil === null
      ? { kind: 'unchanged', record: current }
      : { kind: 'refused', refusal: { code: 'cannot_lift', until: activeUntil } };
  }
  const endsAt = now + days * DAY_MS;
  if (activeUntil !== null && endsAt <= activeUntil) {
    // A shorter period than what is left would lift it early.
    return { kind: 'refused', refusal: { code: 'cannot_lift', until: activeUntil } };
  }
  return {
    kind: 'applied',
    record: {
      ...current,
      value: days,
      startedAt: activeUntil === null ? now : current.startedAt,
      endsAt,
      pending: null,
    },
  };
}

/**
 * A player asks for `value` (already checked; null = remove). `locked` says whether the
 * extra-limits lock (37) is on, which refuses loosening any other limit.
 */
export function requestLimitChange(
  record: LimitRecord,
  value: number | null,
  now: number,
  options: { locked?: boolean } = {},
): LimitOutcome {
  if (isTimedLimit(record.type)) return requestTimed(record, value, now);
  const current = record.value;
  if (value === current) {
    // Asking for what is enforced withdraws any pending loosening.
    return record.pending === null
      ? { kind: 'unchanged', record }
      : { kind: 'applied', record: { ...record, pending: null } };
  }
  if (isStricter(value, current)) {
    return {
      kind: 'applied',
      record: { ...record, value, startedAt: now, endsAt: null, pending: null },
    };
  }
  if (options.locked && record.type !== 37) return { kind: 'refused', refusal: { code: 'locked' } };
  // A new loosening request restarts the wait, so it cannot ride on an older request's clock.
  return { kind: 'pending', record: { ...record, pending: { value, since: now } } };
}

/**
 * The player confirms the pending change (spec §4 action 1): allowed from its approval time, and
 * not while the extra-limits lock (37) is on (it was switched on after the request).
 */
export function confirmLimitChange(
  record: LimitRecord,
  now: number,
  options: { locked?: boolean } = {},
): LimitOutcome {
  const { pending } = record;
  if (!pending) return { kind: 'refused', refusal: { code: 'not_pending' } };
  const until = approvalTime(pending);
  if (now < until) return { kind: 'refused', refusal: { code: 'too_early', until } };
  if (options.locked && record.type !== 37) return { kind: 'refused', refusal: { code: 'locked' } };
  return {
    kind: 'applied',
    record: {
      ...record,
      value: pending.value,
      startedAt: pending.value === null ? null : now,
      endsAt: null,
      pending: null,
    },
  };
}

/** The player cancels or dismisses the pending change (spec §4 action 0): the old value stays. */
export function rejectLimitChange(record: LimitRecord): LimitOutcome {
  if (!record.pending) return { kind: 'refused', refusal: { code: 'not_pending' } };
  return { kind: 'applied', record: { ...record, pending: null } };
}

/** The enforced value at `now` (null when none), after expiry. */
export function enforcedValue(record: LimitRecord, now: number): number | null {
  return expireLimit(record, now).value;
}

/** One entry of the limits list (spec §3 client limit), times in ms. */
export interface LimitEntry {
  type: LimitType;
  value: number;
  state: LimitState;
  needApprove: boolean;
  startedAt: number | null;
  endsAt: number | null;
}

/**
 * The list entries of a record: an ACTIVE entry for the enforced value and a PENDING entry for
 * a waiting change (its `endsAt` is the approval time, and `needApprove` turns true from then
 * on; `removedValue` is the value a removal shows, e.g. 999999999). A type with both shows both, so a client can drop the pending one
 * after a rejection and keep the active one.
 */
export function limitEntries(record: LimitRecord, now: number, removedValue: number): LimitEntry[] {
  const current = expireLimit(record, now);
  const entries: LimitEntry[] = [];
  if (current.value !== null) {
    entries.push({
      type: current.type,
      value: current.value,
      state: 'ACTIVE',
      needApprove: false,
      startedAt: current.startedAt,
      endsAt: current.endsAt,
    });
  }
  if (current.pending) {
    entries.push({
      type: current.type,
      value: current.pending.value ?? removedValue,
      state: 'PENDING',
      // Spec §4: only from the approval time does the change ask for the player's answer;
      // before it, it is a waiting change with a cancellable message (issue 13 item 5).
      needApprove: now >= approvalTime(current.pending),
      startedAt: current.pending.since,
      endsAt: approvalTime(current.pending),
    });
  }
  return entries;
}
