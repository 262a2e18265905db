// PostgreSQL error codes the contexts react to, and the retry of a transaction that lost a
// serialization race or a deadlock. Drizzle wraps driver errors (its `cause` holds the original),
// and PGlite and node-postgres both put the SQLSTATE in `code`.

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';

/** The SQLSTATE of a database error, looking through wrappers; undefined for other errors. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for failures that succeed when the whole transaction is run again. */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state === SERIALIZATION_FAILURE || state === DEADLOCK_DETECTED;
}

/**
 * Runs `attempt` again (up to `tries` times, with a short jittered pause) when it fails with a
 * serialization failure or a deadlock. Row locks taken in a stable order make both rare (betting
 * takes the player's limits row, the coupon, then the wallet's accounts); this is the safety net
 * for the orders a context does not control (other contexts' transactions).
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  tries = 5,
  random: () => number = Math.random,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 10 * i)));
    }
  }
}
