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

/**
 * Compresses compressible responses (HTML, JSON, JS, CSS, SVG) with brotli or gzip. Skips
 * responses that are already encoded, small, `no-transform`, event streams and WebSocket
 * upgrades, and HEAD requests.
 */
export function compression(): MiddlewareHandler<AppEnv> {
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
