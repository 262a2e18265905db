// "Build if needed" for benchmarks. Whether the build is current is decided by
// scripts/build.mjs itself (a hash of every build input recorded in the build stamp), the same
// rule `npm start` uses; it is asked in a child `node` because it is plain JavaScript.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../e2e/production-server.ts';

const IS_CURRENT =
  "import { isBuildCurrent } from './scripts/build.mjs'; process.exit(isBuildCurrent() ? 0 : 3);";

/** True when apps/server/dist and apps/web/build match the current sources. */
export function isBuildCurrent(): boolean {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', IS_CURRENT], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 && result.status !== 3) {
    throw new Error(`could not ask scripts/build.mjs whether the build is current`);
  }
  return result.status === 0;
}

export function ensureBuild(log: (message: string) => void): void {
  if (isBuildCurrent()) return;
  log('the production build is missing or stale: npm run build');
  // Build output goes to stderr so stdout keeps only the figures.
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed (status ${result.status})`);
}
