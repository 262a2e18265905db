import { Hono } from 'hono';
import { apiError } from '@playfield/protocol/errors';
import type { AppEnv } from './app-env.ts';

/** What /readyz asks: is the database reachable and fully migrated? */
export interface ReadinessProbe {
  ping(): Promise<unknown>;
  isMigrated(): Promise<boolean>;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Checks readiness; never throws, never waits longer than the probe timeout. */
export async function checkReadiness(
  probe: ReadinessProbe,
  draining: () => boolean,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  if (draining()) return { ready: false, reason: 'shutting down' };
  try {
    await withTimeout(probe.ping(), timeoutMs);
  } catch (err) {
    return { ready: false, reason: `database unreachable: ${(err as Error).message}` };
  }
  try {
    const migrated = await withTimeout(probe.isMigrated(), timeoutMs);
    return migrated ? { ready: true } : { ready: false, reason: 'migrations not applied' };
  } catch (err) {
    return { ready: false, reason: `migration check failed: ${(err as Error).message}` };
  }
}

/**
 * `/healthz`: 200 while the process serves requests (liveness). `/readyz`: 200 when the
 * database answers and its migrations are applied, else 503 (the load balancer stops
 * sending traffic, e.g. while draining on shutdown).
 */
export function healthRoutes(options: {
  probe: ReadinessProbe;
  draining: () => boolean;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.on(['GET', 'HEAD'], '/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(options.probe, options.draining);
    if (readiness.ready) return c.json({ status: 'ready' });
    c.get('log').warn('not ready', { reason: readiness.reason });
    return c.json(apiError(503, `Not ready: ${readiness.reason}`, 'not_ready'), 503);
  });
  return app;
}
