/**
 * What a player's limits mean for the rest of the site right now: self-excluded (held in the
 * ban mode of spec §2, withdrawals allowed), timed out, or out of session time for today. Login,
 * deposits, bets, casino play and the ban guard all read this one derivation.
 */
import { enforcedValue, expireLimit } from './state-machine.ts';
import type { LimitRecord } from './state-machine.ts';

/**
 * Spec §2: ban level 53 with ban version 1 (or 45) permits the withdrawal page (deduce). A
 * self-excluded player is shown as this ban so the ban guard keeps only permitted pages open.
 */
export const SELF_EXCLUSION_BAN = { level: 53, version: 1 } as const;

/** A restriction on play; `until` is when it ends by itself (ms). */
export type PlayRestriction =
  | { kind: 'self_excluded'; until: number }
  | { kind: 'timed_out'; until: number }
  | { kind: 'session_limit'; until: number };

/** A player's standing under their limits. */
export interface PlayerStanding {
  /** The restriction that ends last (the one to show), or null when play is open. */
  restriction: PlayRestriction | null;
  /** Every restriction in force. */
  restrictions: PlayRestriction[];
  /** The ban to show (spec §2 ban mode) while self-excluded; null otherwise. */
  ban: { level: number; version: number } | null;
}

/**
 * Derives the standing from the player's records and, when the daily session time is used up,
 * the start of the next day (`sessionOverUntil`, ms).
 */
export function playerStanding(
  records: readonly LimitRecord[],
  now: number,
  sessionOverUntil: number | null = null,
): PlayerStanding {
  const restrictions: PlayRestriction[] = [];
  for (const record of records) {
    if (record.type !== 30 && record.type !== 33) continue;
    const current = expireLimit(record, now);
    if (enforcedValue(current, now) === null || current.endsAt === null) continue;
    restrictions.push({
      kind: record.type === 30 ? 'self_excluded' : 'timed_out',
      until: current.endsAt,
    });
  }
  if (sessionOverUntil !== null && sessionOverUntil > now) {
    restrictions.push({ kind: 'session_limit', until: sessionOverUntil });
  }
  // Self-exclusion first (it carries the ban), then whichever ends last.
  restrictions.sort(
    (a, b) =>
      Number(b.kind === 'self_excluded') - Number(a.kind === 'self_excluded') || b.until - a.until,
  );
  const restriction = restrictions[0] ?? null;
  const selfExcluded = restrictions.some((r) => r.kind === 'self_excluded');
  return {
    restriction,
    restrictions,
    ban: selfExcluded ? { ...SELF_EXCLUSION_BAN } : null,
  };
}
