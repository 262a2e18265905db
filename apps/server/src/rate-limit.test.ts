import { describe, expect, it } from 'vitest';
import { isWriteMethod } from '@playfield/domain/guards';
import { createMemoryRateLimitStore } from './rate-limit.ts';

describe('memory rate-limit store', () => {
  it('counts hits per key within a fixed window and resets after it', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('stays within its key bound under a flood of addresses', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now, maxKeys: 10 });
    for (let i = 0; i < 100; i += 1) await store.hit(`ip:${i}`, 60_000);
    now += 1;
    // The newest key is still counted correctly.
    expect((await store.hit('ip:99', 60_000)).count).toBe(2);
  });
});

describe('isWriteMethod', () => {
  it('treats POST, PUT, PATCH and DELETE as writes', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isWriteMethod)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isWriteMethod)).toBe(false);
  });
});
