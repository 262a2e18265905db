import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, measureJavaScript, scriptUrlsOf, staticImportsOf } from './js-weight.mjs';

const PAGE = 'http://127.0.0.1:4000/en';

// The shape React Router 7 renders: module preloads, a context script, and an inline module
// script that imports the manifest and route modules and then the client entry.
const HTML = `<!DOCTYPE html><html lang="en"><head>
<link rel="modulepreload" href="/assets/entry.client-A1.js"/>
<link rel="modulepreload" href="/assets/chunk-B2.js">
<link rel="stylesheet" href="/assets/root-C3.css"/>
<link rel="preload" as="font" href="/assets/font.woff2">
<script>window.__reactRouterContext = {"url":"/en"};</script>
<script type="application/json" src="/data.json"></script>
<script type="module" async="" nonce="abc">import "/assets/manifest-D4.js";
import * as route0 from "/assets/root-E5.js";
import * as route1 from "/assets/_index-F6.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-A1.js");</script>
<script src="https://cdn.example.com/analytics.js" defer></script>
<script src='relative.js'></script>
</head><body></body></html>`;

describe('scriptUrlsOf', () => {
  it('finds module preloads, inline module imports and external scripts, resolved and deduplicated', () => {
    expect(scriptUrlsOf(HTML, PAGE).sort()).toEqual(
      [
        'http://127.0.0.1:4000/assets/entry.client-A1.js',
        'http://127.0.0.1:4000/assets/chunk-B2.js',
        'http://127.0.0.1:4000/assets/manifest-D4.js',
        'http://127.0.0.1:4000/assets/root-E5.js',
        'http://127.0.0.1:4000/assets/_index-F6.js',
        'https://cdn.example.com/analytics.js',
        'http://127.0.0.1:4000/relative.js',
      ].sort(),
    );
  });

  it('ignores stylesheets, non-JavaScript scripts and classic inline scripts', () => {
    const urls = scriptUrlsOf(HTML, PAGE);
    expect(urls.some((u) => u.endsWith('.css') || u.endsWith('.woff2'))).toBe(false);
    expect(urls.some((u) => u.endsWith('data.json'))).toBe(false);
  });

  it('decodes entities in attribute values', () => {
    expect(scriptUrlsOf('<script src="/a.js?x=1&amp;y=2"></script>', PAGE)).toEqual([
      'http://127.0.0.1:4000/a.js?x=1&y=2',
    ]);
  });
});

describe('staticImportsOf', () => {
  it('reads minified static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{a as b,c}from"./chunk-1.js";import"./side.js";import*as d from"./ns.js";' +
      'export{e}from"./re.js";export*from"./all.js";const f=()=>import("./lazy.js");obj.import("x")';
    expect(staticImportsOf(code)).toEqual([
      './chunk-1.js',
      './side.js',
      './ns.js',
      './re.js',
      './all.js',
    ]);
  });
});

describe('measureJavaScript', () => {
  it('follows static imports transitively, once each, and sums raw and gzip sizes', async () => {
    const files: Record<string, string> = {
      'http://x/assets/entry.js': 'import{a}from"./chunk.js";import"./chunk.js";a()',
      'http://x/assets/chunk.js': 'import"/assets/deep.js";export const a=1;import("./lazy.js")',
      'http://x/assets/deep.js': 'console.log(1)'.repeat(50),
      'http://x/assets/lazy.js': 'never loaded up front',
    };
    const loaded: string[] = [];
    const weight = await measureJavaScript(['http://x/assets/entry.js'], async (url) => {
      loaded.push(url);
      const text = files[url];
      if (text === undefined) throw new Error(`unexpected ${url}`);
      return new TextEncoder().encode(text);
    });
    expect(loaded.sort()).toEqual([
      'http://x/assets/chunk.js',
      'http://x/assets/deep.js',
      'http://x/assets/entry.js',
    ]);
    const expectedRaw = ['entry', 'chunk', 'deep']
      .map((n) => files[`http://x/assets/${n}.js`]?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(weight.totalBytes).toBe(expectedRaw);
    expect(weight.totalGzip).toBe(weight.files.reduce((sum, f) => sum + f.gzip, 0));
    const gzips = weight.files.map((f) => f.gzip);
    expect(gzips).toEqual([...gzips].sort((a, b) => b - a));
  });
});

describe('gzipSize', () => {
  it('is the size at the default level, as a CDN would serve it', () => {
    const bytes = new TextEncoder().encode('abc'.repeat(1000));
    expect(gzipSize(bytes)).toBe(gzipSync(bytes, { level: 6 }).length);
    expect(gzipSize(bytes)).toBeLessThan(bytes.length / 10);
  });
});
