import { describe, expect, it } from 'vitest';
import { createTopicSequence, reconnectDelay } from './topic-sequence.ts';

describe('topic sequence', () => {
  it('applies a snapshot and each next update, drops repeats and early updates', () => {
    const seq = createTopicSequence();
    expect(seq.accept('balance', 'update', 1)).toBe('stale');
    expect(seq.accept('balance', 'snapshot', 1)).toBe('apply');
    expect(seq.accept('balance', 'update', 2)).toBe('apply');
    expect(seq.accept('balance', 'update', 2)).toBe('stale');
    expect(seq.accept('balance', 'update', 3)).toBe('apply');
    expect(seq.accept('game:1', 'update', 4)).toBe('stale');
  });

  it('reports a gap once and ignores updates until the next snapshot', () => {
    const seq = createTopicSequence();
    seq.accept('balance', 'snapshot', 1);
    expect(seq.accept('balance', 'update', 3)).toBe('gap');
    expect(seq.accept('balance', 'update', 4)).toBe('stale');
    expect(seq.accept('balance', 'snapshot', 5)).toBe('apply');
    expect(seq.accept('balance', 'update', 6)).toBe('apply');
  });

  it('starts a topic over after reset', () => {
    const seq = createTopicSequence();
    seq.accept('balance', 'snapshot', 7);
    seq.reset();
    expect(seq.accept('balance', 'update', 8)).toBe('stale');
    expect(seq.accept('balance', 'snapshot', 1)).toBe('apply');
    expect(seq.accept('balance', 'update', 2)).toBe('apply');
  });
});

describe('reconnect delay', () => {
  it('doubles from 1 s up to 30 s with jitter of at most 20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, () => 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(4, () => 0)).toBe(12_800);
  });
});
