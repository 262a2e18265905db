// The production server, loaded by main.ts once NODE_ENV is settled.
//
// Roles (ROLE): `web` serves the site; `worker` runs background work and listens on PORT only
// for /healthz and /readyz (so orchestrators can probe it); `all` (default) does both in one
// process. Background jobs (the feed, bet and sandbox settlement, housekeeping) start in
// startWorker() through the contexts' startBackground().
import { createApp } from './app.ts';
import { loadEnv } from './env.ts';
import type { ServerEnv } from './env.ts';
import { createHttpServer, listen } from './http-server.ts';
import { openLive } from './live/open-live.ts';
import { createLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { createPageCache } from './page-cache.ts';
import { WEB_CLIENT_DIR, WEB_SERVER_BUILD } from './paths.ts';
import { openServices } from './services.ts';
import type { Services } from './services.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { createReactRouterSsr } from './ssr.ts';
import type { SsrHandler } from './ssr.ts';
import { scanStaticFiles } from './static-files.ts';
import type { StaticFile } from './static-files.ts';
import { importServerBuild } from './web-build.ts';

/** Background work of the worker role (and of `all`). */
function startWorker(logger: Logger, services: Services): { stop(): Promise<void> } {
  const stop = services.contexts.startBackground();
  logger.info('worker role started', { jobs: services.contexts.jobs.map((job) => job.name) });
  return {
    stop: () => {
      stop();
      return Promise.resolve();
    },
  };
}

interface WebBuild {
  ssr: SsrHandler;
  staticFiles: Map<string, StaticFile>;
}

/** The React Router build and its static files (checked before the database opens). */
async function loadWebBuild(logger: Logger): Promise<WebBuild> {
  const build = await importServerBuild(WEB_SERVER_BUILD);
  const staticFiles = await scanStaticFiles(WEB_CLIENT_DIR);
  logger.info('web build loaded', { staticFiles: staticFiles.size });
  return { ssr: createReactRouterSsr(() => Promise.resolve(build), 'production'), staticFiles };
}

function buildApp(
  env: ServerEnv,
  logger: Logger,
  services: Services,
  web: WebBuild | null,
  draining: () => boolean,
) {
  const common = {
    logger,
    publicUrl: env.publicUrl,
    trustProxy: env.trustProxy,
    readiness: services.database,
    siteConfig: services.siteConfig,
    draining,
  };
  if (!web) return createApp({ ...common, ssr: null, healthOnly: true });
  return createApp({
    ...common,
    authenticate: services.contexts.authenticate,
    apiRoutes: services.contexts.apiRoutes,
    ssr: web.ssr,
    staticFiles: web.staticFiles,
    rateLimitStore: services.rateLimitStore,
    readRateLimit: { perIp: env.readsPerIpPerMinute, windowMs: 60_000 },
    pageCache:
      env.pageCacheSeconds > 0 ? createPageCache({ ttlMs: env.pageCacheSeconds * 1000 }) : null,
  });
}

async function main(): Promise<void> {
  const env = loadEnv(process.env);
  const logger = createLogger({ level: env.logLevel });
  process.on('unhandledRejection', (err) => logger.error('unhandled rejection', { err }));
  logger.info('starting', {
    role: env.role,
    nodeEnv: env.nodeEnv,
    trustProxy: env.trustProxy.entries,
  });

  // A missing web build is reported before the (slower) database start.
  const web = env.role === 'worker' ? null : await loadWebBuild(logger);
  const services = await openServices(env, logger);
  let draining = false;
  const app = buildApp(env, logger, services, web, () => draining);
  const worker = env.role === 'web' ? null : startWorker(logger, services);
  // Every role publishes the balance changes it commits (the worker settles deposits); only
  // the web role serves sockets.
  const live = openLive({
    redisUrl: env.redisUrl,
    publicUrl: env.publicUrl,
    logger,
    identity: services.contexts.identity,
    live: services.contexts.live,
  });

  const server = createHttpServer(app);
  if (web) live.hub.attach(server, 'reject');
  const port = await listen(server, env.port);
  logger.info('listening', {
    port,
    url: env.role === 'worker' ? `http://localhost:${port}/healthz` : env.publicUrl,
  });

  let liveClosed: Promise<void> | null = null;
  installGracefulShutdown({
    logger,
    servers: [server],
    onDrain: () => {
      draining = true;
      // Open sockets would hold the server's close until the timeout.
      liveClosed = live.close();
    },
    cleanup: async () => {
      await liveClosed;
      await worker?.stop();
      await services.close();
    },
  });
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad environment is reported by loadEnv itself).
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'start-up failed', err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) })}\n`,
  );
  process.exit(1);
});
