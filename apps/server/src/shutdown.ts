import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

export interface ShutdownOptions {
  logger: Logger;
  /** HTTP servers to stop (none for a worker without a listener). */
  servers: readonly Server[];
  /** Called first: /readyz starts answering 503. */
  onDrain: () => void;
  /** Releases resources after the servers closed: stop jobs, close the database, Redis. */
  cleanup: () => Promise<void>;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  /** Signals that start the shutdown (tests pass none and call the returned function). */
  signals?: readonly NodeJS.Signals[];
}

const DUPLICATE_SIGNAL_MS = 2000;

function closeServer(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // Idle keep-alive sockets would hold close() open; requests that finish during the
    // drain leave more of them, so they are swept until the server has closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections', { timeoutMs });
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Stops the process cleanly on SIGTERM/SIGINT: stop accepting connections, let in-flight
 * requests finish (up to `timeoutMs`), release resources, exit 0. Another signal more than
 * two seconds later exits at once with 1. Returns the shutdown function for callers that stop on their own.
 */
export function installGracefulShutdown(
  options: ShutdownOptions,
): (reason: string) => Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stoppingSince: number | null = null;

  async function shutdown(reason: string): Promise<void> {
    if (stoppingSince !== null) {
      // Ctrl-C reaches every process of the group, and `npm start` forwards it too: the same
      // signal arriving twice at once is one request. A later one means "stop now".
      if (Date.now() - stoppingSince < DUPLICATE_SIGNAL_MS) return;
      options.logger.warn('second shutdown request: exiting now', { reason });
      exit(1);
      return;
    }
    stoppingSince = Date.now();
    options.logger.info('shutting down', { reason });
    options.onDrain();
    let code = 0;
    try {
      await Promise.all(options.servers.map((s) => closeServer(s, timeoutMs, options.logger)));
      await options.cleanup();
    } catch (err) {
      code = 1;
      options.logger.error('shutdown failed', { err });
    }
    options.logger.info('stopped', { code });
    exit(code);
  }

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
}
