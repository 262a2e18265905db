// The live-data WebSocket protocol (architecture §4): one endpoint, `/ws`; JSON text frames,
// each a discriminated union member keyed by `type`. A client says hello with the protocol
// version, subscribes to topics and receives a snapshot, then updates with a per-topic
// sequence number; a gap in the sequence is answered by asking for a snapshot again (`resync`).
import { z } from 'zod';

/** Version of the frames below; the server refuses a `hello` with another one. */
export const LIVE_PROTOCOL_VERSION = 1;

/** The path of the WebSocket endpoint on the site's own origin. */
export const LIVE_PATH = '/ws';

/** Largest frame the server reads from a client, in bytes. */
export const LIVE_MAX_CLIENT_FRAME_BYTES = 16 * 1024;

const ID = '[A-Za-z0-9_-]{1,64}';

/**
 * A topic name: `balance` (the signed-in player's own accounts; the server resolves it to the
 * user of the socket), `bets` (the signed-in player's own coupons), `live` (the live event list), `sport:{id}`, `champ:{id}`, `game:{id}`.
 */
export const liveTopicSchema = z
  .string()
  .regex(new RegExp(`^(?:balance|bets|live|(?:sport|champ|game):${ID})$`), 'unknown topic');
export type LiveTopic = z.infer<typeof liveTopicSchema>;

/** Per-topic sequence number: 1 for the first snapshot, +1 for every later frame of the topic. */
const seqSchema = z.number().int().nonnegative();

/** Frames a browser sends. */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), v: z.number().int() }),
  z.object({ type: z.literal('subscribe'), topic: liveTopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: liveTopicSchema }),
  z.object({ type: z.literal('resync'), topic: liveTopicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/** Machine-readable reasons of an `error` frame. */
export const LIVE_ERROR_CODES = [
  'bad_frame',
  'unsupported_version',
  'unauthorized',
  'unknown_topic',
  'not_subscribed',
  'unavailable',
  /** The player may not follow the topic now (a betting topic while self-excluded or timed out). */
  'forbidden',
] as const;
export const liveErrorCodeSchema = z.enum(LIVE_ERROR_CODES);
export type LiveErrorCode = z.infer<typeof liveErrorCodeSchema>;

/** Frames the server sends. `data` is the topic's own body (e.g. the balance topic's below). */
export const liveServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), v: z.number().int(), heartbeatMs: z.number().int() }),
  z.object({
    type: z.literal('snapshot'),
    topic: liveTopicSchema,
    seq: seqSchema,
    data: z.unknown(),
  }),
  z.object({
    type: z.literal('update'),
    topic: liveTopicSchema,
    seq: seqSchema,
    data: z.unknown(),
  }),
  z.object({
    type: z.literal('error'),
    code: liveErrorCodeSchema,
    message: z.string(),
    /** The topic the error is about, when there is one. */
    topic: liveTopicSchema.optional(),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('heartbeat') }),
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;
