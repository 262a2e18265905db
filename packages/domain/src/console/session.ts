// The operator console's session rules (issue 15, decision 035): its own cookie, its own API
// prefix, a short sliding idle timeout under an absolute cap.

/** The console's session cookie; only the console API reads it, never the player APIs. */
export const CONSOLE_SESSION_COOKIE = 'pf_console';

/** Where the console API lives. */
export const CONSOLE_API_PREFIX = '/console-api';

/** A console session ends after this long without a request… */
export const CONSOLE_IDLE_MS = 15 * 60_000;
/** …and this long after the sign-in, whatever the activity. */
export const CONSOLE_ABSOLUTE_MS = 8 * 60 * 60_000;

/** When a session seen at `now` expires: idle time from now, never past the absolute cap. */
export function consoleSessionExpiry(
  createdAt: number,
  now: number,
  limits: { idleMs: number; absoluteMs: number } = {
    idleMs: CONSOLE_IDLE_MS,
    absoluteMs: CONSOLE_ABSOLUTE_MS,
  },
): number {
  return Math.min(now + limits.idleMs, createdAt + limits.absoluteMs);
}
