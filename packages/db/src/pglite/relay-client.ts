import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { Results } from '@electric-sql/pglite';
import { readFrames, writeFrame } from './frames.ts';
import type { RelayError, RelayRequest, RelayResponse } from './frames.ts';

/** The part of the PGlite client that the drizzle PGlite driver uses. */
export interface RelayQueryable {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Results<T>>;
}

/** A PGlite borrowed from the process that owns its data directory (see relay-server.ts). */
export interface RelayClient extends RelayQueryable {
  transaction<T>(callback: (tx: RelayQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type RequestBody =
  | Omit<Extract<RelayRequest, { op: 'query' }>, 'id'>
  | Omit<Extract<RelayRequest, { op: 'begin' }>, 'id'>
  | Omit<Extract<RelayRequest, { op: 'end' }>, 'id'>;

function toError(error: RelayError): Error {
  return Object.assign(new Error(error.message), {
    code: error.code,
    detail: error.detail,
    constraint: error.constraint,
  });
}

/** Connects to the relay of the owning process; rejects when nobody listens on `socketPath`. */
export async function connectRelay(socketPath: string): Promise<RelayClient> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const s = connect(socketPath);
    s.once('connect', () => {
      s.off('error', reject);
      resolve(s);
    });
    s.once('error', reject);
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;

  readFrames(socket, (value) => {
    const response = value as RelayResponse;
    const waiter = pending.get(response.id);
    if (!waiter) return;
    pending.delete(response.id);
    if (response.ok) waiter.resolve(response.result);
    else waiter.reject(toError(response.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  socket.on('error', (error) => failAll(error));
  socket.on('close', () => failAll(new Error('the database owner closed the connection')));

  function call(body: RequestBody): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      writeFrame(socket, { ...body, id } as RelayRequest);
    });
  }

  function queryer(tx?: number): RelayQueryable {
    return {
      async query<T>(
        sql: string,
        params: unknown[] = [],
        options?: { rowMode?: 'array' | 'object' },
      ) {
        const request: RequestBody = {
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode ?? 'object',
        };
        if (tx !== undefined) request.tx = tx;
        return (await call(request)) as Results<T>;
      },
    };
  }

  return {
    ...queryer(),
    async transaction<T>(callback: (tx: RelayQueryable) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await callback(queryer(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await new Promise<void>((resolve) => {
        if (socket.destroyed) return resolve();
        socket.end(() => resolve());
      });
      socket.destroy();
    },
  };
}
