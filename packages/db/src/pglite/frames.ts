import type { Socket } from 'node:net';
import { deserialize, serialize } from 'node:v8';

// Messages between a process that owns a PGlite data directory and the processes that borrow it
// (see relay-server.ts). Each frame is a 4-byte big-endian length and a V8-serialised value, so
// bigint, Date, Uint8Array and nested JSON survive exactly, without any tagging convention.

const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** A query as the drizzle PGlite driver issues it. */
export interface QueryRequest {
  id: number;
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /** Run inside this open transaction. */
  tx?: number;
}
export interface BeginRequest {
  id: number;
  op: 'begin';
}
export interface EndRequest {
  id: number;
  op: 'end';
  tx: number;
  commit: boolean;
}
export type RelayRequest = QueryRequest | BeginRequest | EndRequest;

/** A database error, with the fields drivers usually expose. */
export interface RelayError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}
export type RelayResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: RelayError };

/** Sends one value as a frame. */
export function writeFrame(socket: Socket, value: RelayRequest | RelayResponse): void {
  const body = serialize(value);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  socket.write(Buffer.concat([head, body]));
}

/** Calls `onFrame` with every complete frame that arrives on `socket`. */
export function readFrames(socket: Socket, onFrame: (value: unknown) => void): void {
  let pending: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 4) {
      const size = pending.readUInt32BE(0);
      if (size > MAX_FRAME_BYTES) {
        socket.destroy(new Error(`relay frame of ${size} bytes is over the limit`));
        return;
      }
      if (pending.length < 4 + size) break;
      const body = pending.subarray(4, 4 + size);
      pending = pending.subarray(4 + size);
      onFrame(deserialize(body));
    }
  });
}

/** The fields of a driver error worth carrying across the relay. */
export function toRelayError(error: unknown): RelayError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = error as Error & Partial<Record<'code' | 'detail' | 'constraint', unknown>>;
  const out: RelayError = { message: error.message };
  if (typeof fields.code === 'string') out.code = fields.code;
  if (typeof fields.detail === 'string') out.detail = fields.detail;
  if (typeof fields.constraint === 'string') out.constraint = fields.constraint;
  return out;
}
