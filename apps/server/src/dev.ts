// `npm run dev`: the same app as production, with Vite in middleware mode in front of it.
// Vite serves the web app's modules and hot-reloads them; pages are rendered from the current
// Vite build of `virtual:react-router/server-build`. `tsx watch` restarts this process when
// server code changes (Vite-loaded web code is not part of tsx's module graph, so editing a
// route only hot-reloads the page).
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import type { ViteDevServer } from 'vite';
import { createApp } from './app.ts';
import { loadEnv } from './env.ts';
import { createHttpServer, listen } from './http-server.ts';
import type { NodeMiddleware } from './http-server.ts';
import { openLive } from './live/open-live.ts';
import { createLogger } from './logger.ts';
import { WEB_ROOT } from './paths.ts';
import { openServices } from './services.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { createReactRouterSsr } from './ssr.ts';

const SERVER_BUILD_ID = 'virtual:react-router/server-build';

/** The current server build from Vite (environment API runner when available). */
async function loadDevBuild(vite: ViteDevServer): Promise<ServerBuild> {
  const ssr = vite.environments.ssr;
  if (ssr && isRunnableDevEnvironment(ssr)) {
    return (await ssr.runner.import(SERVER_BUILD_ID)) as ServerBuild;
  }
  return (await vite.ssrLoadModule(SERVER_BUILD_ID)) as ServerBuild;
}

async function main(): Promise<void> {
  const env = loadEnv({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger({ level: env.logLevel });
  process.on('unhandledRejection', (err) => logger.error('unhandled rejection', { err }));
  const services = await openServices(env, logger);
  let draining = false;

  // The HTTP server exists before Vite so HMR can share its port (no second WebSocket port).
  let vite: ViteDevServer | null = null;
  const viteMiddleware: NodeMiddleware = (req, res, next) => {
    if (!vite) return next();
    vite.middlewares(req, res, next);
  };
  const app = createApp({
    logger,
    publicUrl: env.publicUrl,
    trustProxy: env.trustProxy,
    readiness: services.database,
    siteConfig: services.siteConfig,
    authenticate: services.contexts.authenticate,
    apiRoutes: services.contexts.apiRoutes,
    rateLimitStore: services.rateLimitStore,
    draining: () => draining,
    dev: true,
    ssr: createReactRouterSsr(() => {
      if (!vite) throw new Error('Vite is not ready yet');
      return loadDevBuild(vite);
    }, 'development'),
  });
  const server = createHttpServer(app, viteMiddleware);
  // The same background work as production's worker role (the feed, settlement, the sandbox
  // provider), so odds move and bets settle in development too.
  const stopBackground = env.role === 'web' ? null : services.contexts.startBackground();
  const live = openLive({
    redisUrl: env.redisUrl,
    publicUrl: env.publicUrl,
    logger,
    identity: services.contexts.identity,
    live: services.contexts.live,
  });
  // Vite's HMR socket shares the server: upgrades for other paths are left to it.
  live.hub.attach(server, 'leave');
  const ownListeners = new Set(process.listeners('SIGTERM'));
  vite = await createViteServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
  // React Router's plugin starts a helper Vite server that exits the process on SIGTERM (and
  // when stdin ends) as soon as it has closed itself, cutting our shutdown short before the
  // database is closed. Our shutdown closes Vite, so its listeners are removed.
  for (const listener of process.listeners('SIGTERM')) {
    if (ownListeners.has(listener)) continue;
    process.off('SIGTERM', listener);
    process.stdin.off('end', listener);
  }
  const port = await listen(server, env.port);
  logger.info('dev server listening', { port, url: env.publicUrl });

  let liveClosed: Promise<void> | null = null;
  installGracefulShutdown({
    logger,
    servers: [server],
    onDrain: () => {
      draining = true;
      liveClosed = live.close();
    },
    timeoutMs: 3_000,
    cleanup: async () => {
      await liveClosed;
      stopBackground?.();
      await vite?.close();
      await services.close();
    },
  });
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'dev server start-up failed',
      err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
    })}\n`,
  );
  process.exit(1);
});
