import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Connect-style middleware run before the app (the Vite dev server in `npm run dev`). */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** Node HTTP server around the Hono app; the socket address is the only binding it needs. */
export function createHttpServer(app: Hono<AppEnv>, before?: NodeMiddleware): Server {
  const listener = getRequestListener((request, bindings) =>
    app.fetch(request, { remoteAddress: bindings.incoming.socket.remoteAddress }),
  );
  const server = createServer((req, res) => {
    if (!before) return void listener(req, res);
    before(req, res, (err) => {
      if (err) {
        res.statusCode = 500;
        res.end('Internal server error');
        return;
      }
      void listener(req, res);
    });
  });
  // Slow or stalled clients must not hold sockets forever ("never hang").
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  return server;
}

/** Starts listening; resolves with the bound port (PORT=0 picks a free one). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
