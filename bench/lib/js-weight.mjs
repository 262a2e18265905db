// How much JavaScript a page makes the browser load before the visitor can interact: the
// scripts and module preloads in its HTML, the modules its inline module scripts import, and,
// transitively, the static imports of those modules (dynamic `import()` inside a chunk is lazy
// code splitting and is not counted). Sizes are gzip at the default level 6, as a CDN serves them.
//
// Plain JavaScript on purpose: scripts/check-budget.mjs runs under bare `node` at the end of
// `npm run build`, and bench/ssr.ts uses the same rules over HTTP. Types: js-weight.d.mts.
import { gzipSync } from 'node:zlib';

/** The budget of issue 2: home-page JavaScript loaded before interaction, gzip. */
export const HOME_JS_BUDGET_BYTES = 160 * 1024;

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK_TAG = /<link\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// `import x from "m"`, `import {a} from "m"`, `import "m"`, `export {a} from "m"`, `export * from "m"`.
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*["']([^"'\n]+)["']\s*\)/g;

/** @param {string} source */
function attributesOf(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name === undefined) continue;
    attributes.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** @param {string} value */
function decodeEntities(value) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * Specifiers of the static imports (and re-exports) in a JavaScript module.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImportsOf(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '').filter(Boolean);
}

/**
 * Every JavaScript URL an HTML document loads up front, resolved against `pageUrl`: external
 * `<script src>`, `<link rel="modulepreload">`, and the static and dynamic imports of inline
 * module scripts (the framework's hydration bootstrap imports the entry that way).
 * @param {string} html
 * @param {string} pageUrl
 * @returns {string[]}
 */
export function scriptUrlsOf(html, pageUrl) {
  /** @type {Set<string>} */
  const urls = new Set();
  const add = (/** @type {string} */ specifier) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !/^https?:/i.test(specifier)) return;
    urls.add(new URL(specifier, pageUrl).href);
  };
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(match[1] ?? '');
    const type = (attributes.get('type') ?? '').toLowerCase();
    const src = attributes.get('src');
    if (src) {
      if (type === '' || type === 'module' || type.includes('javascript')) add(src);
      continue;
    }
    if (type !== 'module') continue;
    const body = match[2] ?? '';
    for (const specifier of staticImportsOf(body)) add(specifier);
    for (const m of body.matchAll(DYNAMIC_IMPORT)) if (m[1]) add(m[1]);
  }
  for (const match of html.matchAll(LINK_TAG)) {
    const attributes = attributesOf(match[1] ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (href && rel.includes('modulepreload')) add(href);
  }
  return [...urls];
}

/**
 * Gzip size at zlib's default level (6).
 * @param {Uint8Array} bytes
 */
export function gzipSize(bytes) {
  return gzipSync(bytes).length;
}

/**
 * Loads every URL in `start` and, transitively, the static imports of each module; sums the raw
 * and gzip sizes. `load` answers a module's bytes (over HTTP or from the build folder).
 * @param {string[]} start
 * @param {(url: string) => Promise<Uint8Array>} load
 */
export async function measureJavaScript(start, load) {
  /** @type {{ url: string, bytes: number, gzip: number }[]} */
  const files = [];
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    const bytes = await load(url);
    files.push({ url, bytes: bytes.length, gzip: gzipSize(bytes) });
    for (const specifier of staticImportsOf(new TextDecoder().decode(bytes))) {
      // Bare specifiers cannot appear in built browser code; skip anything that is not a path.
      if (!/^(?:\.{0,2}\/|https?:)/.test(specifier)) continue;
      const next = new URL(specifier, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * `123.4 KiB`.
 * @param {number} bytes
 */
export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
