// Starts the production bundle (`apps/server/dist/main.js`) as a child process on a free port,
// the way `npm start` would run it, so end-to-end tests and benchmarks measure what ships.
// Shared by e2e/global-setup.ts and bench/: both need "the real site, on a port, ready".
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export interface ProductionServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:3456`. */
  baseUrl: string;
  port: number;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server; DATA_DIR defaults to an in-memory PGlite. */
  env?: Record<string, string>;
  /** How long to wait for `/readyz` to answer 200. */
  readyTimeoutMs?: number;
}

const OUTPUT_LINES = 200;

/** A TCP port that was free a moment ago (bound on port 0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

/** Throws a message that says how to get a build when the production bundle is missing. */
export function assertBuilt(): void {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(
      `The production build is missing (${SERVER_BUNDLE}). Run \`npm run build\` first ` +
        '(`npm run test:e2e` does it for you).',
    );
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts `node apps/server/dist/main.js` on a free port and resolves once `/readyz` is 200. */
export async function startProductionServer(options: StartOptions = {}): Promise<ProductionServer> {
  assertBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: 'memory://',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const collect = (chunk: Buffer): void => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = (): string => lines.join('\n');

  async function stop(graceMs = 10_000): Promise<void> {
    if (exited(child)) return;
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (!exited(child)) child.kill('SIGKILL');
    }, graceMs);
    await done;
    clearTimeout(timer);
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(
        `The production server exited (code ${child.exitCode}, signal ${child.signalCode}) ` +
          `before it was ready. Its output:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { baseUrl, port, output, stop };
      last = `/readyz answered ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  await stop(2_000);
  throw new Error(
    `The production server was not ready in time (${last}). Its output:\n${output()}`,
  );
}
