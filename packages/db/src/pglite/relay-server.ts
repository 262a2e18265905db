import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { chmod, rm } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readFrames, toRelayError, writeFrame } from './frames.ts';
import type { RelayRequest, RelayResponse } from './frames.ts';

// PGlite is one PostgreSQL backend inside one process: a second process that opened the same
// data directory would run a second backend on the same files and corrupt them. So the process
// that opens the directory first owns it, and serves the others (the `npm run config` and
// `npm run db:migrate` commands while the site runs) over a Unix socket that only the same user
// can reach. Queries are executed by the owner's PGlite, one at a time, like its own.

/** Parsers the drizzle PGlite driver asks for: date and time values stay text. */
const QUERY_PARSERS = Object.fromEntries(
  [1082, 1083, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/** A borrowed transaction left idle this long is rolled back so the owner is not blocked. */
const TRANSACTION_IDLE_MS = 30_000;

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): Promise<void>;
  timer: NodeJS.Timeout;
}

/** A running relay; `close()` stops it and rolls back any borrowed transaction. */
export interface RelayServer {
  close(): Promise<void>;
}

function serveConnection(client: PGlite, socket: Socket): () => Promise<void> {
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const reply = (response: RelayResponse) => {
    if (!socket.destroyed) writeFrame(socket, response);
  };

  async function begin(): Promise<number> {
    const id = nextTx++;
    let settle: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (settle = resolve));
    let started: (tx: Transaction) => void = () => undefined;
    const ready = new Promise<Transaction>((resolve) => (started = resolve));
    const finished = client.transaction(async (tx) => {
      started(tx);
      if (!(await decided)) await tx.rollback();
    });
    // An error before the transaction starts must still reach the caller of begin().
    const tx = await Promise.race([ready, finished.then(() => null)]);
    if (!tx) throw new Error('the transaction ended before it started');
    const entry: OpenTransaction = {
      tx,
      timer: setTimeout(() => void finish(false).catch(() => undefined), TRANSACTION_IDLE_MS),
      finish,
    };
    async function finish(commit: boolean): Promise<void> {
      clearTimeout(entry.timer);
      open.delete(id);
      settle(commit);
      await finished;
    }
    open.set(id, entry);
    return id;
  }

  async function handle(request: RelayRequest): Promise<unknown> {
    switch (request.op) {
      case 'begin':
        return begin();
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`transaction ${request.tx} is not open (idle too long?)`);
        await entry.finish(request.commit);
        return null;
      }
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: QUERY_PARSERS };
        if (request.tx === undefined) return client.query(request.sql, request.params, options);
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`transaction ${request.tx} is not open (idle too long?)`);
        entry.timer.refresh();
        return entry.tx.query(request.sql, request.params, options);
      }
    }
  }

  readFrames(socket, (value) => {
    const request = value as RelayRequest;
    handle(request).then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error: unknown) => reply({ id: request.id, ok: false, error: toRelayError(error) }),
    );
  });

  const rollbackAll = async () => {
    await Promise.allSettled([...open.values()].map((entry) => entry.finish(false)));
  };
  socket.on('close', () => void rollbackAll());
  socket.on('error', () => socket.destroy());
  return rollbackAll;
}

/** Serves `client` on the Unix socket `socketPath` (replacing a stale socket file). */
export async function startRelayServer(client: PGlite, socketPath: string): Promise<RelayServer> {
  await rm(socketPath, { force: true });
  const connections = new Map<Socket, () => Promise<void>>();
  const server: Server = createServer((socket) => {
    connections.set(socket, serveConnection(client, socket));
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  // The owner process must be free to exit when its work is done.
  server.unref();
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...connections.values()].map((rollback) => rollback()));
      for (const socket of connections.keys()) socket.destroy();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}
