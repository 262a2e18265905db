#!/usr/bin/env node
// `npm run build`: the production build of the whole site.
//   1. `react-router build` in apps/web → apps/web/build/{server,client}
//   2. esbuild bundles apps/server/src/main.ts → apps/server/dist/main.js (workspace packages
//      compiled in from their TypeScript source, every npm package left external)
//   3. scripts/check-budget.mjs, when present, fails the build on a JavaScript budget overrun
//   4. apps/server/dist/build-stamp.json records a hash of the sources, so `npm start` can
//      tell whether the build is current (see sourceHash below).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIST = path.join(ROOT, 'apps', 'server', 'dist');
export const SERVER_BUNDLE = path.join(SERVER_DIST, 'main.js');
export const BUILD_STAMP = path.join(SERVER_DIST, 'build-stamp.json');
export const WEB_SERVER_BUILD = path.join(ROOT, 'apps', 'web', 'build', 'server', 'index.js');

/** Inputs of the build: a change in any of them makes the build stale. */
const SOURCE_DIRS = ['apps/server/src', 'apps/web', 'packages'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'scripts/build.mjs'];
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'data', '.vite']);
const TEST_FILE = /\.(test|integration\.test|spec)\.[cm]?[jt]sx?$/;

/** @param {string} dir @param {string[]} out */
function collect(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') && entry.name !== '.env') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) collect(full, out);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      out.push(full);
    }
  }
}

/**
 * A hash of every build input's path and content (not mtimes: a fresh clone or a checkout
 * touches every file without changing it). Tests are left out: they do not ship.
 */
export function sourceHash() {
  const files = [];
  for (const dir of SOURCE_DIRS) collect(path.join(ROOT, dir), files);
  for (const file of SOURCE_FILES) {
    const full = path.join(ROOT, file);
    if (existsSync(full) && statSync(full).isFile()) files.push(full);
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when the bundle, the web build and a stamp matching the sources all exist. */
export function isBuildCurrent() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(WEB_SERVER_BUILD) || !existsSync(BUILD_STAMP)) {
    return false;
  }
  try {
    const stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
    return stamp.sourceHash === sourceHash();
  } catch {
    return false;
  }
}

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

function bin(name) {
  const file = path.join(
    ROOT,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? `${name}.cmd` : name,
  );
  if (!existsSync(file)) throw new Error(`${name} is not installed: run npm install first`);
  return file;
}

async function buildWeb() {
  await run(bin('react-router'), ['build'], path.join(ROOT, 'apps', 'web'));
}

/**
 * esbuild plugin: bundle @playfield/* (TypeScript source) and keep every npm package external.
 * Node resolves an external from the bundle's folder, so a package that npm nested under a
 * workspace (e.g. packages/db/node_modules/drizzle-orm) is imported by its path relative to
 * the bundle; hoisted packages keep their bare name.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.probe || args.path.startsWith('@playfield/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const probe = (resolveDir) =>
        build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { probe: true } });
      const fromImporter = await probe(args.resolveDir);
      if (fromImporter.errors.length > 0) return undefined; // let esbuild report it
      const fromBundle = await probe(SERVER_DIST);
      if (fromBundle.errors.length === 0 && fromBundle.path === fromImporter.path) {
        return { path: args.path, external: true };
      }
      const relative = path.relative(SERVER_DIST, fromImporter.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

export async function bundleServer() {
  const esbuild = await import('esbuild');
  await rm(SERVER_DIST, { recursive: true, force: true });
  await mkdir(SERVER_DIST, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'apps', 'server', 'src', 'main.ts')],
    outdir: SERVER_DIST,
    // main.ts settles NODE_ENV before it imports the server: splitting keeps that dynamic
    // import a separate chunk, so React is first imported after NODE_ENV is set.
    splitting: true,
    // Chunks stay beside main.js: paths.ts finds the repository root three levels up.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalNpmPackages],
    // Bundled CommonJS-style code (if any) still finds `require` in the ESM output.
    banner: {
      js: "import { createRequire as __pfCreateRequire } from 'node:module'; const require = __pfCreateRequire(import.meta.url);",
    },
  });
}

async function checkBudget() {
  const script = path.join(ROOT, 'scripts', 'check-budget.mjs');
  if (existsSync(script)) await run(process.execPath, [script], ROOT);
}

async function writeStamp(hash, started) {
  const stamp = {
    sourceHash: hash,
    builtAt: new Date().toISOString(),
    node: process.version,
    ms: Math.round(performance.now() - started),
  };
  await writeFile(BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}

export async function build() {
  const started = performance.now();
  // Hash before building: an edit made while the build runs leaves the stamp stale.
  const hash = sourceHash();
  console.log('build: web app (react-router build)');
  await buildWeb();
  console.log('build: server bundle (esbuild)');
  await bundleServer();
  await checkBudget();
  await writeStamp(hash, started);
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  build().catch((err) => {
    console.error(`build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
