// Serialization failures and deadlocks (40001, 40P01) succeed when the whole transaction runs
// again. Betting's transactions take their locks in one order (the player's limits row, the
// coupon, then the wallet's accounts), so this is a safety net, not the plan.

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `attempt` up to `tries` times while it fails with 40001 or 40P01. */
export async function withRetry<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      const state = sqlState(error);
      if (i >= tries || (state !== '40001' && state !== '40P01')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * i)));
    }
  }
}
