// "Build if needed" for benchmarks: the production bundle must exist and be newer than every
// source file of the apps and packages it is made from; otherwise `npm run build` runs first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVER_BUNDLE } from '../../e2e/production-server.ts';

const SKIP = new Set(['node_modules', 'build', 'dist', '.react-router', 'data']);
const WEB_BUILD = join(ROOT, 'apps/web/build/client');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Why a rebuild is needed, or null when the production build is current. */
export function staleReason(): string | null {
  if (!existsSync(SERVER_BUNDLE)) return 'there is no apps/server/dist/main.js';
  if (!existsSync(WEB_BUILD)) return 'there is no apps/web/build/client';
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const sources = Math.max(newestSource(join(ROOT, 'apps')), newestSource(join(ROOT, 'packages')));
  return sources > built ? 'sources changed since the last build' : null;
}

export function ensureBuild(log: (message: string) => void): void {
  const reason = staleReason();
  if (reason === null) return;
  log(`building first (${reason}): npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed (status ${result.status})`);
}
