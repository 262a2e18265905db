import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REUSE_MS, callWithToken, createTokenSource } from './token.ts';
import type { TokenSource } from './token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createTokenSource', () => {
  it('shares one gettoken request for 60 s, then asks again', async () => {
    let now = 0;
    let issued = 0;
    const fetchToken = vi.fn(async () => `t${++issued}`);
    const source = createTokenSource({ fetchToken, now: () => now });
    const [a, b] = await Promise.all([source.get(), source.get()]);
    now = TOKEN_REUSE_MS - 1;
    expect([a, b, await source.get()]).toEqual(['t1', 't1', 't1']);
    now = TOKEN_REUSE_MS;
    expect(await source.get()).toBe('t2');
    expect(await source.get(true)).toBe('t3');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('does not remember a refusal or a fault', async () => {
    const answers: (string | null | Error)[] = [null, new Error('offline'), 'tok'];
    const source = createTokenSource({
      fetchToken: async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? null;
      },
      now: () => 0,
    });
    expect(await source.get()).toBeNull();
    expect(await source.get()).toBeNull();
    expect(await source.get()).toBe('tok');
  });
});

function staticSource(tokens: (string | null)[]): TokenSource & { forced: number } {
  const source = {
    forced: 0,
    async get(force = false) {
      if (force) source.forced += 1;
      return tokens[Math.min(source.forced, tokens.length - 1)] ?? null;
    },
  };
  return source;
}

describe('callWithToken', () => {
  it('sends the bearer token and, on a 401, refreshes it and retries once', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer fresh'
        ? new Response('{"ok":1}', { status: 200 })
        : new Response('{"message":"no","status":401}', { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    const source = staticSource(['stale', 'fresh']);
    const res = await callWithToken('/web-api/x', {}, source);
    expect(res).toEqual({ ok: true, data: { ok: 1 } });
    expect(source.forced).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a second 401 is returned', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"no","status":401}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const res = await callWithToken('/web-api/x', {}, staticSource(['a', 'b']));
    expect(res.ok).toBe(false);
    expect(res.ok ? 0 : res.error.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
