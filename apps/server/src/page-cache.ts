/**
 * A short-lived cache of rendered pages for anonymous visitors. Rendering React on every
 * request costs far more than serving bytes, and most anonymous traffic asks for the same few
 * pages; the benchmark budget allows such a cache "if it stays correct":
 *
 * - the key holds everything a page is rendered from: language, path and query, and the whole
 *   Cookie header (display preferences live in cookies); the site configuration is covered by
 *   the TTL, which matches the configuration's own cache window;
 * - only plain 200 HTML answers without `Set-Cookie` or a private/no-store Cache-Control are
 *   kept; signed-in requests never use it;
 * - the CSP nonce is per response: the cached HTML is split at the nonce it was rendered with
 *   and joined with the new request's nonce, so a cached page never reuses a nonce;
 * - once a page is older than the TTL, the next request triggers one background re-render
 *   and, while it runs, requests get the previous copy (at most another TTL), so a busy page
 *   never makes its visitors wait for React.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML's bytes split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  bytes: number;
  /** Until then the page is served as it is. */
  freshUntil: number;
  /** Until then it may be served while a re-render runs; afterwards it is gone. */
  staleUntil: number;
}

export interface CacheHit {
  page: CachedPage;
  /** Past its TTL: serve it, and refresh it in the background. */
  stale: boolean;
}

export interface PageCache {
  get(key: string): CacheHit | null;
  set(key: string, page: Omit<CachedPage, 'freshUntil' | 'staleUntil'>): void;
  /**
   * Marks a render of `key` as under way; returns the function that ends the mark. While it
   * is on, other misses for the key wait (`inflight`) instead of rendering the same page.
   */
  begin(key: string): () => void;
  /** The pending render of `key`, if one is under way. */
  inflight(key: string): Promise<void> | undefined;
  readonly size: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/** Entries bounded by count and total size, least recently used evicted first. */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<void>>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      if (entry.staleUntil <= at) {
        remove(key);
        return null;
      }
      // Map order is insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return { page: entry, stale: entry.freshUntil <= at };
    },
    set(key, page) {
      if (page.bytes > maxBytes / 4) return;
      remove(key);
      const at = now();
      entries.set(key, {
        ...page,
        freshUntil: at + options.ttlMs,
        staleUntil: at + 2 * options.ttlMs,
      });
      bytes += page.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    begin(key) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      pending.set(key, done);
      return () => {
        if (pending.get(key) === done) pending.delete(key);
        finish();
      };
    },
    inflight(key) {
      return pending.get(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The cache key of a page request. */
export function pageCacheKey(lang: string, url: URL, cookie: string | undefined): string {
  return `${lang}\n${url.pathname}${url.search}\n${cookie ?? ''}`;
}

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'date', 'content-encoding']);

/** True when a rendered answer may be shared with other anonymous requests for the same key. */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has('set-cookie')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  return !/(^|,)\s*(private|no-store)\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
}

async function readText(stream: ReadableStream<Uint8Array>, limit: number): Promise<string | null> {
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > limit) return null;
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * Answers the client from one branch of the body while the other is read into the cache, so
 * a miss still streams.
 */
export function storeWhileStreaming(
  cache: PageCache,
  key: string,
  response: Response,
  nonce: string,
  onError: (err: unknown) => void,
  onSettled: () => void = () => {},
): Response {
  if (!response.body) {
    onSettled();
    return response;
  }
  const [forClient, forCache] = response.body.tee();
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) headers.push([name, value]);
  });
  readText(forCache, MAX_PAGE_BYTES)
    .then((html) => {
      if (html === null) return;
      // Kept as bytes: a hit then costs one concatenation, not a string encoding.
      const parts = html.split(nonce).map((part) => Buffer.from(part, 'utf8'));
      const bytes = parts.reduce((sum, part) => sum + part.length, 0);
      cache.set(key, { status: response.status, headers, parts, bytes });
    })
    .catch(onError)
    .finally(onSettled);
  return new Response(forClient, { status: response.status, headers: response.headers });
}

/** A fresh response from a cached page, carrying this request's nonce. */
export function responseFromCache(page: CachedPage, nonce: string, head: boolean): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', 'hit');
  if (head) return new Response(null, { status: page.status, headers });
  const separator = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}
