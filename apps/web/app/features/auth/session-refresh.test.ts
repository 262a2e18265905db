import { describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_MS, checkSession, startSessionRefresh } from './session-refresh.ts';

function harness(answers: (boolean | null)[]) {
  let tick: (() => void) | null = null;
  let foreground: (() => void) | null = null;
  const deps = {
    check: vi.fn(async () => answers.shift() ?? true),
    onEnded: vi.fn(),
    setInterval: vi.fn((handler: () => void, ms: number) => {
      expect(ms).toBe(SESSION_REFRESH_MS);
      tick = handler;
      return 7;
    }),
    clearInterval: vi.fn(),
    onForeground: vi.fn((handler: () => void) => {
      foreground = handler;
      return () => {
        foreground = null;
      };
    }),
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deps,
    flush,
    tick: () => tick?.(),
    foreground: () => foreground?.(),
    listening: () => foreground !== null,
  };
}

describe('startSessionRefresh', () => {
  it('checks every 60 s and on return to the foreground', async () => {
    const h = harness([true, true]);
    const stop = startSessionRefresh(h.deps);
    h.tick();
    await h.flush();
    h.foreground();
    await h.flush();
    expect(h.deps.check).toHaveBeenCalledTimes(2);
    expect(h.deps.onEnded).not.toHaveBeenCalled();
    stop();
    expect(h.deps.clearInterval).toHaveBeenCalledWith(7);
    expect(h.listening()).toBe(false);
  });

  it('reports an ended session once and stops; a fault is not an ending', async () => {
    const h = harness([null, false]);
    startSessionRefresh(h.deps);
    h.tick();
    await h.flush();
    expect(h.deps.onEnded).not.toHaveBeenCalled();
    h.tick();
    await h.flush();
    expect(h.deps.onEnded).toHaveBeenCalledTimes(1);
    expect(h.deps.clearInterval).toHaveBeenCalledWith(7);
    h.foreground();
    await h.flush();
    expect(h.deps.check).toHaveBeenCalledTimes(2);
  });
});

describe('checkSession', () => {
  const respond = (status: number, body: string) =>
    vi.fn(async () => new Response(body, { status }));

  it('reads user_id: set is alive, null is ended; 401 ended; 5xx and faults unknown', async () => {
    expect(await checkSession(respond(200, '{"user_id":"5"}'))).toBe(true);
    expect(await checkSession(respond(200, '{"user_id":null}'))).toBe(false);
    expect(await checkSession(respond(401, '{}'))).toBe(false);
    expect(await checkSession(respond(503, 'down'))).toBeNull();
    expect(
      await checkSession(
        vi.fn(async () => {
          throw new TypeError('offline');
        }),
      ),
    ).toBeNull();
  });
});
