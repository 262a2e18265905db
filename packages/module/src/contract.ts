// The one shape of a bounded context (issue 14 item 1): a context exports a `ContextModule`
// descriptor; the server's composition root is an ordered list of them. Opening a module
// gives its service (the ports it provides to the modules after it), its HTTP endpoints, the
// live topics it answers and publishes, its background jobs and how it closes. The ports it
// needs are the type of its `open` argument: the composition checks them against what the
// modules before it provide, at compile time.
import type { Database } from '@playfield/db';
import type { Endpoint } from '@playfield/protocol/endpoint';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { LiveErrorCode } from '@playfield/protocol/live';
import type { Hono } from 'hono';

/** Structured logging, as the server's logger offers it. */
export interface ModuleLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** What every module may use: the process's database and logger. */
export interface ModuleBase {
  database: Database;
  logger: ModuleLogger;
}

/** A router mounted under a path prefix (behind identity, CSRF and the rate limits). */
export interface Mount {
  path: string;
  /** Typed `Hono<HttpEnv>` when it reads the request variables; a plain `Hono` otherwise. */
  routes: Hono<HttpEnv> | Hono;
  /** The typed endpoint definitions this router mounts (the OpenAPI description lists them). */
  endpoints?: readonly Endpoint[];
}

/** Background work of the worker role, started in list order and stopped in reverse. */
export interface ModuleJob {
  /** Shown in the worker's start-up log line. */
  name: string;
  /** Starts the work; returns its stop function. */
  start(): () => void;
}

/** One published update: the bus key (topic, with the user for per-user topics) and its body. */
export interface BusMessage {
  key: string;
  data: unknown;
}

/** The live bus (architecture §4): every instance's hub receives every message. */
export interface LiveBus {
  /** Sends a message to every subscriber (on every instance for the Redis bus). */
  publish(message: BusMessage): void;
  /** Receives every message; returns the unsubscribe function. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** The signed-in user of a socket. */
export interface LiveUser {
  userId: number;
}

/** What a topic is for one socket (its bus key and snapshot), or why it cannot be followed. */
export type TopicAnswer =
  { key: string; snapshot(): Promise<unknown> } | { error: LiveErrorCode; message: string };

/** What the hub asks before a player follows a betting topic. */
export interface PlayGate {
  topics: ReadonlySet<string>;
  /** True when the player may follow those topics now (read at every subscribe). */
  allowed(userId: number): Promise<boolean>;
}

/** A context's part of the live hub. */
export interface LiveContribution {
  /** Answers the topics this context owns; null for any other topic. */
  resolve?(topic: string, user: LiveUser | null): TopicAnswer | null;
  /** Starts publishing this context's updates on the bus; returns the stop function. */
  publish?(bus: LiveBus): () => void;
  /** Who may follow the betting topics (at most one module gives it). */
  gate?: PlayGate;
}

/** What opening a module gives. */
export interface OpenedModule<Provides> {
  /** The ports the modules after this one may need, under this module's names. */
  provides: Provides;
  routes?: readonly Mount[];
  live?: LiveContribution;
  jobs?: readonly ModuleJob[];
  /** Runs once the HTTP servers have stopped, before the database closes (reverse order). */
  close?(): Promise<void>;
}

/**
 * A bounded context as the composition sees it. `Needs` are ports of earlier modules (by
 * their names); `open` is a property, not a method, so the check of `Needs` is strict.
 */
export interface ContextModule<Needs, Provides> {
  name: string;
  open: (needs: Needs, base: ModuleBase) => Promise<OpenedModule<Provides>>;
}
