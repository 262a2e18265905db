#!/usr/bin/env node
// Build-time performance budget (issue 2): the JavaScript the home page (`/en`) loads before
// interaction must stay within 160 KiB gzip. Runs at the end of `npm run build`, without a
// server: it reads the React Router build's assets manifest, matches the home URL against the
// route tree, and weighs the entry, the matched routes' modules and their static imports from
// apps/web/build/client — the same files the browser preloads (bench/ssr.ts measures the
// same thing over HTTP from the rendered HTML).
// Usage: node scripts/check-budget.mjs [path=/en]          exit 1 when over budget
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { matchRoutes } from 'react-router';
import { HOME_JS_BUDGET_BYTES, kib, measureJavaScript } from '../bench/lib/js-weight.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_BUILD = join(ROOT, 'apps/web/build');
const CLIENT_DIR = join(WEB_BUILD, 'client');
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js');
// Only a base for URL arithmetic: asset URLs are site-absolute paths like /assets/root-abc.js.
const ORIGIN = 'http://build.invalid';

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean,
 *   caseSensitive?: boolean, module: string, imports?: string[],
 *   clientLoaderModule?: string, clientMiddlewareModule?: string }} ManifestRoute
 * @typedef {{ entry: { module: string, imports: string[] }, url: string,
 *   routes: Record<string, ManifestRoute> }} AssetsManifest
 * @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean,
 *   children?: RouteNode[] }} RouteNode
 */

/**
 * The manifest's flat routes as the nested tree `matchRoutes` expects.
 * @param {Record<string, ManifestRoute>} routes
 * @param {string | undefined} parentId
 * @returns {RouteNode[]}
 */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      /** @type {RouteNode} */
      const node = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      if (route.index) node.index = true;
      else node.children = routeTree(routes, route.id);
      return node;
    });
}

/**
 * URLs of the modules the browser loads up front for `pathname`. With lazy route discovery
 * (React Router's default) the page inlines the part of the manifest it needs, so the manifest
 * file is not loaded; with `routeDiscovery: { mode: 'initial' }` the page imports it.
 * @param {AssetsManifest} assets
 * @param {string} pathname
 * @param {{ mode?: string }} [routeDiscovery]
 */
export function upfrontModules(assets, pathname, routeDiscovery) {
  const matches = matchRoutes(routeTree(assets.routes, undefined), pathname);
  if (!matches) throw new Error(`no route of the build matches ${pathname}`);
  const manifest = routeDiscovery?.mode === 'lazy' ? [] : [assets.url];
  const urls = [...manifest, assets.entry.module, ...assets.entry.imports];
  for (const { route } of matches) {
    const entry = assets.routes[route.id];
    if (!entry) continue;
    urls.push(entry.module, ...(entry.imports ?? []));
    if (entry.clientLoaderModule) urls.push(entry.clientLoaderModule);
    if (entry.clientMiddlewareModule) urls.push(entry.clientMiddlewareModule);
  }
  return {
    routeIds: matches.map((m) => m.route.id),
    urls: [...new Set(urls.filter(Boolean).map((u) => new URL(u, ORIGIN).href))],
  };
}

/** @param {string} url */
async function readAsset(url) {
  const file = resolve(CLIENT_DIR, `.${new URL(url).pathname}`);
  if (!file.startsWith(CLIENT_DIR + sep)) throw new Error(`${url} points outside the build`);
  if (!existsSync(file)) throw new Error(`${url} is not in apps/web/build/client`);
  return new Uint8Array(readFileSync(file));
}

async function main() {
  const pathname = process.argv[2] ?? '/en';
  if (!existsSync(SERVER_BUILD)) {
    console.error(`check-budget: ${SERVER_BUILD} is missing; build the web app first.`);
    return 1;
  }
  const build = /** @type {{ assets?: AssetsManifest, routeDiscovery?: { mode?: string } }} */ (
    await import(pathToFileURL(SERVER_BUILD).href)
  );
  if (!build.assets) {
    console.error('check-budget: the server build exports no assets manifest.');
    return 1;
  }
  const { routeIds, urls } = upfrontModules(build.assets, pathname, build.routeDiscovery);
  const weight = await measureJavaScript(urls, readAsset);
  const summary =
    `${pathname} loads ${weight.files.length} JavaScript files before interaction: ` +
    `${kib(weight.totalGzip)} gzip (${kib(weight.totalBytes)} raw), ` +
    `budget ${kib(HOME_JS_BUDGET_BYTES)} gzip; routes ${routeIds.join(' > ')}`;
  if (weight.totalGzip > HOME_JS_BUDGET_BYTES) {
    console.error(`check-budget: FAIL — ${summary}`);
    console.error('largest files (gzip):');
    for (const file of weight.files.slice(0, 10)) {
      console.error(`  ${kib(file.gzip).padStart(10)}  ${new URL(file.url).pathname}`);
    }
    return 1;
  }
  console.log(`check-budget: PASS — ${summary}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`check-budget: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
