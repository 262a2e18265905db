import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { chooseEncoding, isCompressible } from './compression.ts';
import type { Encoding } from './compression.ts';
import { requestUrl } from './request-url.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** One servable file, found by scanning the build at start-up. */
export interface StaticFile {
  absolutePath: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: string;
  /** Content-hashed (under /assets/): cacheable forever. */
  immutable: boolean;
}

/**
 * Every file under `root` by URL path (`/assets/app-x1y2.js`). Dotfiles and dot-folders
 * (`.vite/`) are left out. Requests are answered from this map only, so no URL, however
 * encoded, can reach a file outside it.
 */
export async function scanStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  async function walk(dir: string, urlPrefix: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // No build yet (dev, tests): nothing to serve.
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolutePath = path.join(dir, entry.name);
      const urlPath = `${urlPrefix}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(absolutePath, urlPath);
      } else if (entry.isFile()) {
        const info = await stat(absolutePath);
        const ext = path.extname(entry.name).toLowerCase();
        files.set(urlPath, {
          absolutePath,
          size: info.size,
          contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
          lastModified: info.mtime.toUTCString(),
          immutable: urlPath.startsWith('/assets/'),
        });
      }
    }
  }
  await walk(root, '');
  return files;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, must-revalidate';
const MAX_CACHED_FILE = 1024 * 1024;
const MAX_CACHED_TOTAL = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Keeps small files (and their compressed forms) in memory: the set is fixed per build. */
function createBodyCache() {
  const cache = new Map<string, Promise<Buffer>>();
  let total = 0;
  return function body(file: StaticFile, encoding: Encoding | null): Promise<Buffer> | null {
    if (file.size > MAX_CACHED_FILE) return null;
    const key = `${encoding ?? 'identity'}:${file.absolutePath}`;
    let cached = cache.get(key);
    if (!cached) {
      if (total + file.size > MAX_CACHED_TOTAL) return null;
      total += file.size;
      const raw = readFile(file.absolutePath);
      cached =
        encoding === 'br'
          ? raw.then((b) => brotli(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }))
          : encoding === 'gzip'
            ? raw.then((b) => gzip(b, { level: 9 }))
            : raw;
      cached.catch(() => cache.delete(key));
      cache.set(key, cached);
    }
    return cached;
  };
}

/** Decoded URL path, or null for invalid encoding (the file map holds decoded names). */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** If-None-Match against any encoding's validator of the same file version. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return value === '*' || value === base || value.replace(/-(br|gzip)$/, '') === base;
  });
}

/**
 * Serves the client build: `/assets/*` with immutable caching, everything else in the build
 * (favicon, robots.txt) with a short cache. A missing `/assets/*` file is a plain 404, never
 * a rendered page. Other misses fall through to the next handler.
 */
export function serveStatic(files: ReadonlyMap<string, StaticFile>): MiddlewareHandler<AppEnv> {
  const body = createBodyCache();
  return async function staticMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = requestUrl(c).pathname;
    const decoded = decodePath(pathname);
    const file = decoded === null ? undefined : files.get(decoded);
    if (!file) {
      if (pathname.startsWith('/assets/')) {
        return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
      }
      return next();
    }
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.immutable ? IMMUTABLE : SHORT,
      ETag: file.etag,
      'Last-Modified': file.lastModified,
    };
    const compressible = isCompressible(file.contentType) && file.size >= 1024;
    if (compressible) headers.Vary = 'Accept-Encoding';
    const encoding = compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    // Each encoding is its own representation, so it gets its own validator.
    if (encoding) headers.ETag = `${file.etag.slice(0, -1)}-${encoding}"`;
    if (matchesEtag(c.req.header('If-None-Match'), file.etag)) {
      return c.body(null, 304, headers);
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    const cached = body(file, encoding);
    if (cached) {
      const bytes = await cached;
      headers['Content-Length'] = String(bytes.length);
      if (c.req.method === 'HEAD') return c.body(null, 200, headers);
      return c.body(new Uint8Array(bytes), 200, headers);
    }
    // Too big for the memory cache: stream it as it is.
    delete headers['Content-Encoding'];
    headers.ETag = file.etag;
    headers['Content-Length'] = String(file.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(
      createReadStream(file.absolutePath),
    ) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  };
}
