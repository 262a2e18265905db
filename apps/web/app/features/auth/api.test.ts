import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api.ts';
import { isCaptchaDemand } from './use-auth-request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('callApi', () => {
  it('sends JSON with the captcha token header and the language', async () => {
    const fetch = answer(200, { success: true });
    vi.stubGlobal('fetch', fetch);
    const res = await callApi('/web-api/auth/login', {
      body: { login: 'a' },
      captchaToken: 'tok',
      lang: 'de',
    });
    expect(res).toEqual({ ok: true, data: { success: true } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/web-api/auth/login?lng=de');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Captcha-Token': 'tok' });
    expect(init.body).toBe('{"login":"a"}');
  });

  it('keeps the spec §8 error and the captcha demand', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: 'Bitte bestätigen',
        status: 400,
        code: 111,
        captcha: { type: 1, kinds: ['image'] },
      }),
    );
    const res = await callApi('/web-api/auth/login', { body: {} });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error).toEqual({
      message: 'Bitte bestätigen',
      status: 400,
      code: 111,
      captcha: { type: 1, kinds: ['image'] },
    });
    expect(isCaptchaDemand(res.error)).toBe(true);
  });

  it('turns a network fault into status 0 and an unauthorised answer into no captcha demand', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const res = await callApi('/web-api/user/config');
    expect(res).toEqual({ ok: false, error: { message: '', status: 0 } });
    expect(isCaptchaDemand({ message: 'x', status: 401, code: 111 })).toBe(false);
    expect(isCaptchaDemand({ message: 'x', status: 400, code: 'invalid_input' })).toBe(false);
  });
});
