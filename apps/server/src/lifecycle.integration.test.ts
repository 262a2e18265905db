import { spawn } from 'node:child_process';
import { request } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHttpServer, listen } from './http-server.ts';
import { REPO_ROOT } from './paths.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { createTestApp } from './test-app.ts';
import { createLogger } from './logger.ts';

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('start-up with a bad environment', () => {
  it('stops with exit code 1 and lists every bad value', async () => {
    const { code, stderr } = await runMain({
      PORT: 'eighty',
      ROLE: 'boss',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://nope',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Playfield cannot start: the environment is invalid.');
    for (const name of ['PORT', 'ROLE', 'LOG_LEVEL', 'DATABASE_URL']) {
      expect(stderr).toContain(`  - ${name}:`);
    }
  });
});

/** A GET on a fresh TCP connection (no keep-alive reuse), resolving with the status. */
function newConnectionGet(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

function closeQuietly(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, cleans up and exits 0', async () => {
    let draining = false;
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const t = await createTestApp({
      draining: () => draining,
      ssr: async () => {
        markStarted();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return new Response('slow page', { headers: { 'Content-Type': 'text/plain' } });
      },
    });
    const server = createHttpServer(t.app);
    const port = await listen(server, 0);
    const exits: number[] = [];
    let cleaned = false;
    const shutdown = installGracefulShutdown({
      logger: createLogger({ level: 'error', write: () => undefined }),
      servers: [server],
      onDrain: () => {
        draining = true;
      },
      cleanup: async () => {
        cleaned = true;
        await t.close();
      },
      exit: (code) => exits.push(code),
      signals: [],
      timeoutMs: 5000,
    });
    try {
      const inFlight = fetch(`http://127.0.0.1:${port}/en`);
      await started; // the request is in flight before the shutdown begins
      const stopping = shutdown('test');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.text()).toBe('slow page');
      await expect(newConnectionGet(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      await stopping;
      expect(server.listening).toBe(false);
      expect(cleaned).toBe(true);
      expect(exits).toEqual([0]);
    } finally {
      await closeQuietly(server);
    }
  });

  it('answers /readyz with 503 while draining', async () => {
    const t = await createTestApp({ draining: () => true });
    try {
      const res = await t.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 503, code: 'not_ready' });
    } finally {
      await t.close();
    }
  });

  it('answers /readyz with 503 once the database is closed', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string; status: number };
    expect(body.status).toBe(503);
    expect(body.message).toMatch(/^Not ready: database unreachable/);
  });
});

describe('worker role', () => {
  it('answers only the health endpoints', async () => {
    const t = await createTestApp({ healthOnly: true });
    try {
      expect((await t.app.request('/healthz')).status).toBe(200);
      expect((await t.app.request('/readyz')).status).toBe(200);
      const page = await t.app.request('/en');
      expect(page.status).toBe(404);
      expect(t.rendered).toHaveLength(0);
      expect((await t.app.request('/bff-api/config/all.json')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
