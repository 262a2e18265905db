// The Redis rate-limit store against a real Redis: TEST_REDIS_URL when set (CI), else a
// redis-server started here on a free port when the binary is installed. Without either the
// suite is reported as skipped by name.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore, defaultRateLimitRules } from './rate-limit.ts';
import { createTestApp } from './test-app.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const configuredUrl = process.env.TEST_REDIS_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the URL's port (redis-server booting). */
async function waitForPort(url: URL): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(url.port || 6379), url.hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${url.host}`);
}

describe.runIf(configuredUrl !== undefined || hasRedisServer)('Redis rate-limit store', () => {
  let server: ChildProcess | null = null;
  let redis: Redis;

  beforeAll(async () => {
    let url = configuredUrl;
    if (!url) {
      const port = await freePort();
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      url = `redis://127.0.0.1:${port}`;
    }
    await waitForPort(new URL(url));
    redis = new Redis(url, { maxRetriesPerRequest: 1 });
    await redis.del('playfield:rl:test:a', 'playfield:rl:test:b');
  });

  afterAll(async () => {
    await redis?.quit();
    server?.kill('SIGTERM');
  });

  it('counts hits with an expiry and resets after the window', async () => {
    const store = createRedisRateLimitStore(redis);
    const first = await store.hit('test:a', 300);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(300);
    expect((await store.hit('test:a', 300)).count).toBe(2);
    expect(await redis.pttl('playfield:rl:test:a')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.hit('test:a', 300)).count).toBe(1);
  });

  it('shares one limit between two app instances', async () => {
    const rules = defaultRateLimitRules({ perIp: 2, perAccount: 10, windowMs: 60_000 });
    const store = createRedisRateLimitStore(redis, `playfield:rl:${Date.now()}:`);
    const a = await createTestApp({ rateLimitStore: store, rateLimitRules: rules });
    const b = await createTestApp({ rateLimitStore: store, rateLimitRules: rules });
    try {
      const post = (t: typeof a) =>
        t.app.request('/en/form', { method: 'POST' }, { remoteAddress: '203.0.113.99' });
      expect((await post(a)).status).toBe(200);
      expect((await post(b)).status).toBe(200);
      const limited = await post(a);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets writes through when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    // Expected while Redis is away; the store's failure is what this test is about.
    down.on('error', () => undefined);
    const t = await createTestApp({
      rateLimitStore: createRedisRateLimitStore(down),
      rateLimitRules: defaultRateLimitRules({ perIp: 1, perAccount: 1, windowMs: 60_000 }),
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await t.app.request('/en/form', { method: 'POST' })).status).toBe(200);
      }
      expect(t.logs().some((l) => l.msg === 'rate limit store failed; request allowed')).toBe(true);
    } finally {
      down.disconnect();
      await t.close();
    }
  });
});
