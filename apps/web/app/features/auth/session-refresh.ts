// Session refresh of spec §4/§7: while signed in, `GET /web-api/session` every 60 s and when
// the page returns to the foreground. The call slides the session expiry on the server; when it
// says the session is gone (`user_id: null` or 401), the page learns it has lost its login.

/** Spec §7: session refresh every 60 s. */
export const SESSION_REFRESH_MS = 60_000;

export interface SessionRefreshDeps {
  /** True while the session lives, false when the server says it has ended, null on a fault. */
  check(): Promise<boolean | null>;
  /** Told once when a check finds the session ended. */
  onEnded(): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Subscribes to "the page is visible again"; returns the unsubscribe. */
  onForeground(handler: () => void): () => void;
}

/** Starts the refresh; returns the stop function. */
export function startSessionRefresh(deps: SessionRefreshDeps): () => void {
  let stopped = false;
  let running = false;
  async function refresh(): Promise<void> {
    // One check at a time: a foreground event during a slow check does not stack another.
    if (stopped || running) return;
    running = true;
    try {
      const alive = await deps.check();
      if (alive === false && !stopped) {
        stopped = true;
        stop();
        deps.onEnded();
      }
    } finally {
      running = false;
    }
  }
  const handle = deps.setInterval(() => void refresh(), SESSION_REFRESH_MS);
  const unsubscribe = deps.onForeground(() => void refresh());
  function stop(): void {
    deps.clearInterval(handle);
    unsubscribe();
  }
  return () => {
    stopped = true;
    stop();
  };
}

/**
 * `GET /web-api/session`: `{user_id}` set means alive, `user_id: null` or a 401 means ended,
 * anything else (network, 5xx, not JSON) unknown.
 */
export async function checkSession(fetcher: typeof fetch = fetch): Promise<boolean | null> {
  try {
    const res = await fetcher('/web-api/session', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (res.status === 401) return false;
    if (!res.ok) return null;
    const body = (await res.json()) as { user_id?: unknown };
    return body.user_id !== null && body.user_id !== undefined;
  } catch {
    return null;
  }
}
