import { describe, expect, it } from 'vitest';
import { liveClientFrameSchema, liveServerFrameSchema, liveTopicSchema } from './live.ts';

describe('live protocol', () => {
  it('accepts the known topic shapes and refuses anything else', () => {
    for (const topic of ['balance', 'live', 'sport:1', 'champ:abc_9', 'game:123-x']) {
      expect(liveTopicSchema.safeParse(topic).success, topic).toBe(true);
    }
    for (const topic of ['', 'Balance', 'sport:', 'game:a b', 'user:1', `game:${'1'.repeat(65)}`]) {
      expect(liveTopicSchema.safeParse(topic).success, topic).toBe(false);
    }
  });

  it('reads client frames by their type', () => {
    expect(liveClientFrameSchema.parse({ type: 'hello', v: 1 })).toEqual({ type: 'hello', v: 1 });
    expect(liveClientFrameSchema.parse({ type: 'subscribe', topic: 'balance' })).toEqual({
      type: 'subscribe',
      topic: 'balance',
    });
    expect(liveClientFrameSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(liveClientFrameSchema.safeParse({ type: 'subscribe' }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'resync', topic: 'nope' }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'welcome', v: 1 }).success).toBe(false);
    expect(liveClientFrameSchema.safeParse({ type: 'hello', v: '1' }).success).toBe(false);
  });

  it('reads server frames by their type', () => {
    expect(
      liveServerFrameSchema.parse({ type: 'update', topic: 'balance', seq: 2, data: { a: 1 } }),
    ).toEqual({ type: 'update', topic: 'balance', seq: 2, data: { a: 1 } });
    expect(
      liveServerFrameSchema.parse({ type: 'error', code: 'bad_frame', message: 'x' }).type,
    ).toBe('error');
    expect(
      liveServerFrameSchema.safeParse({ type: 'error', code: 'oops', message: 'x' }).success,
    ).toBe(false);
    expect(
      liveServerFrameSchema.safeParse({ type: 'snapshot', topic: 'balance', seq: -1, data: [] })
        .success,
    ).toBe(false);
    expect(liveServerFrameSchema.parse({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
  });
});
