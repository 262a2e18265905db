// A clock the end-to-end tests can move, for the limits context only (issue 13 item 5: a raised
// limit waits 24 hours before the player is asked to confirm it). Its routes exist only with
// DEV_TOOLS=1; without it the clock is the wall clock and nothing can move it.
import { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';

export interface DevClock {
  /** Now, moved by the offset the tests set (the wall clock while none is set). */
  now(): Date;
  /** Milliseconds the clock runs ahead of the wall clock. */
  offsetMs(): number;
  /** Moves the clock `ms` further ahead (never behind the wall clock). */
  advance(ms: number): void;
  /** Back to the wall clock. */
  reset(): void;
}

export function createDevClock(wall: () => number = Date.now): DevClock {
  let offset = 0;
  return {
    now: () => new Date(wall() + offset),
    offsetMs: () => offset,
    advance(ms) {
      offset = Math.max(0, offset + ms);
    },
    reset() {
      offset = 0;
    },
  };
}

/** The longest step one call may take: 400 days. */
const MAX_STEP_SECONDS = 400 * 86_400;

/**
 * `GET /dev/clock` → `{offsetSeconds}`; `POST /dev/clock {advanceSeconds}` moves the limits
 * clock ahead; `DELETE /dev/clock` puts it back on the wall clock. Mounted under `/web-api`
 * only when DEV_TOOLS=1.
 */
export function devClockRoutes(clock: DevClock): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  const answer = () => ({ offsetSeconds: Math.round(clock.offsetMs() / 1000) });
  app.get('/dev/clock', (c) => c.json(answer()));
  app.post('/dev/clock', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const step =
      body !== null && typeof body === 'object' && 'advanceSeconds' in body
        ? body.advanceSeconds
        : null;
    if (
      typeof step !== 'number' ||
      !Number.isInteger(step) ||
      step <= 0 ||
      step > MAX_STEP_SECONDS
    ) {
      return c.json({ status: 400, title: 'advanceSeconds: a whole number of seconds > 0' }, 400);
    }
    clock.advance(step * 1000);
    return c.json(answer());
  });
  app.delete('/dev/clock', (c) => {
    clock.reset();
    return c.json(answer());
  });
  return app;
}
