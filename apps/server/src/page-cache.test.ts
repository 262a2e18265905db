import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  isCacheable,
  pageCacheKey,
  responseFromCache,
  storeWhileStreaming,
} from './page-cache.ts';

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('isCacheable', () => {
  it('keeps plain 200 HTML only', () => {
    expect(isCacheable(html('<p>x</p>'))).toBe(true);
    expect(isCacheable(html('<p>x</p>', { 'Set-Cookie': 'a=1' }))).toBe(false);
    expect(isCacheable(html('<p>x</p>', { 'Cache-Control': 'private' }))).toBe(false);
    expect(isCacheable(html('<p>x</p>', { 'Cache-Control': 'max-age=0, no-store' }))).toBe(false);
    expect(
      isCacheable(new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
    ).toBe(false);
    expect(
      isCacheable(
        new Response('<p>x</p>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      ),
    ).toBe(false);
  });
});

describe('page cache', () => {
  it('keys on language, path with query, and cookies', () => {
    const url = new URL('http://x/en/casino?a=1');
    expect(pageCacheKey('en', url, 'appTheme=1')).not.toBe(pageCacheKey('en', url, 'appTheme=0'));
    expect(pageCacheKey('en', url, undefined)).not.toBe(
      pageCacheKey('en', new URL('http://x/en/casino?a=2'), undefined),
    );
  });

  it('keeps entries fresh for the TTL, stale for one more, then drops them', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    cache.set('k', { status: 200, headers: [], parts: [Buffer.from('a')], bytes: 1 });
    now = 999;
    expect(cache.get('k')?.stale).toBe(false);
    now = 1000;
    expect(cache.get('k')?.stale).toBe(true);
    now = 2000;
    expect(cache.get('k')).toBeNull();
  });

  it('marks renders in flight until they settle', async () => {
    const cache = createPageCache({ ttlMs: 1000 });
    expect(cache.inflight('k')).toBeUndefined();
    const done = cache.begin('k');
    const waiting = cache.inflight('k');
    expect(waiting).toBeDefined();
    done();
    await waiting;
    expect(cache.inflight('k')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bounds', () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    const page = { status: 200, headers: [], parts: [Buffer.from('x')], bytes: 1 };
    cache.set('a', page);
    cache.set('b', page);
    cache.get('a');
    cache.set('c', page);
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('b')).toBeNull();
    expect(cache.size).toBe(2);
  });

  it('stores while streaming and serves later hits with a new nonce', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const rendered = html('<script nonce="N1">a</script><script nonce="N1">b</script>', {
      'X-Custom': 'kept',
    });
    const first = storeWhileStreaming(cache, 'k', rendered, 'N1', (err) => {
      throw err;
    });
    expect(await first.text()).toContain('nonce="N1"');
    // The cache branch is read in the background: wait for it, not for a guessed time.
    for (let i = 0; i < 500 && cache.size === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const page = cache.get('k')?.page;
    expect(page).toBeDefined();
    if (!page) return;
    const hit = responseFromCache(page, 'N2', false);
    expect(await hit.text()).toBe('<script nonce="N2">a</script><script nonce="N2">b</script>');
    expect(hit.headers.get('x-custom')).toBe('kept');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
  });
});
