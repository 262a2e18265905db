import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './app-env.ts';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for an `Accept-Encoding` header: brotli when accepted, then gzip.
 * `q=0` refuses an encoding; anything malformed is ignored.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.slice(0, 1024).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (name && Number.isFinite(q)) accepted.set(name, q);
  }
  const wildcard = accepted.get('*');
  const allowed = (e: Encoding) => (accepted.get(e) ?? wildcard ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/** True when a response of this type is worth compressing (text, JSON, JS, SVG...). */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

function createCompressor(encoding: Encoding): zlib.Gzip | zlib.BrotliCompress {
  // Quality 4 brotli and level 6 gzip: good ratios at a cost that suits per-request work.
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ level: 6 });
}

/**
 * A compressing TransformStream that flushes after every chunk, so a streamed SSR response
 * (shell first, deferred data later) reaches the browser as it is produced instead of
 * waiting in the compressor's buffer.
 */
export function compressStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const compressor = createCompressor(encoding);
  let output: TransformStreamDefaultController<Uint8Array> | undefined;
  compressor.on('data', (chunk: Buffer) => {
    try {
      output?.enqueue(new Uint8Array(chunk));
    } catch {
      // The reader went away (client disconnected): stop compressing for nobody.
      output = undefined;
      compressor.destroy();
    }
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      output = controller;
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) => {
        compressor.write(chunk, (err) => {
          if (err) return reject(err);
          compressor.flush(() => resolve());
        });
      });
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        compressor.once('end', resolve);
        compressor.once('error', reject);
        compressor.end();
      });
    },
  });
}

const NO_BODY_STATUS = new Set([101, 204, 205, 206, 304]);
const THRESHOLD = 1024;

function appendVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Compresses a whole answer at once (off the event loop, in libuv's pool). */
function compressWhole(encoding: Encoding, input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, output: Buffer) => (error ? reject(error) : resolve(output));
    if (encoding === 'br') {
      zlib.brotliCompress(
        input,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(input, { level: 6 }, done);
    }
  });
}

/**
 * Encoded bytes of answers that carry a strong ETag, by URL, ETag and encoding: a strong ETag
 * names exact bytes, so while a handler answers the same ETag for the same URL (a cached list
 * until the book changes), the same compressed bytes fit, and are compressed only once.
 * Bounded by total size; the oldest entries go first.
 */
export interface EncodedCache {
  get(key: string): Promise<Buffer> | undefined;
  set(key: string, value: Promise<Buffer>, size: number): void;
  /** Drops a key (its compression failed). */
  delete(key: string): void;
  readonly bytes: number;
}

export function createEncodedCache(maxBytes = 64 * 1024 * 1024): EncodedCache {
  const entries = new Map<string, { value: Promise<Buffer>; size: number }>();
  let bytes = 0;
  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Recently used: to the end of the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, size) {
      drop(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Compresses compressible responses (HTML, JSON, JS, CSS, SVG) with brotli or gzip. Skips
 * responses that are already encoded, small, `no-transform`, event streams and WebSocket
 * upgrades, and HEAD requests. A 200 answer with a strong ETag is compressed whole once and
 * its encoded bytes reused for the next requests of the same URL and ETag (`encodedCache`).
 */
export function compression(
  options: { encodedCache?: EncodedCache } = {},
): MiddlewareHandler<AppEnv> {
  const encodedCache = options.encodedCache ?? createEncodedCache();
  return async function compressionMiddleware(c, next) {
    await next();
    const res = c.res;
    // `res.body` is read last: on Node's lightweight Response it turns a buffered answer into
    // a stream (the slow path), so it is touched only when compressing.
    if (c.req.method === 'HEAD' || NO_BODY_STATUS.has(res.status)) return;
    if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) {
      return;
    }
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < THRESHOLD) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    // Answers named by a strong ETag: compressed whole once, the bytes reused (see above).
    const strongTag = res.headers.get('ETag');
    if (encoding !== null && res.status === 200 && strongTag && !strongTag.startsWith('W/')) {
      const key = `${encoding} ${strongTag} ${c.req.url}`;
      let encoded = encodedCache.get(key);
      if (!encoded) {
        const input = Buffer.from(await res.arrayBuffer());
        encoded = compressWhole(encoding, input);
        // Sized by the input until the output is known (an upper bound), then exactly.
        encodedCache.set(key, encoded, input.length);
        encoded.then(
          (output) => encodedCache.set(key, Promise.resolve(output), output.length),
          () => encodedCache.delete(key),
        );
      }
      const output = await encoded;
      c.res = new Response(new Uint8Array(output), res);
      const headers = c.res.headers;
      appendVary(headers);
      headers.set('Content-Length', String(output.length));
      headers.set('Content-Encoding', encoding);
      headers.set('ETag', `W/${strongTag}`);
      return;
    }
    if (encoding === null || !res.body) {
      try {
        appendVary(res.headers);
      } catch {
        // Immutable headers (a fetched response): leave them; only caches lose a hint.
      }
      return;
    }
    // Hono's `res` setter copies the old response's headers onto the new one, so the
    // encoding headers are adjusted after the assignment.
    const body = res.body;
    if (!body) return;
    c.res = new Response(body.pipeThrough(compressStream(encoding)), res);
    const headers = c.res.headers;
    appendVary(headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
