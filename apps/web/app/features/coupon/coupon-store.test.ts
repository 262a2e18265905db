import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponPick } from './coupon-store.ts';

function pick(outcomeId: number, marketId: number, coef = 2): CouponPick {
  return {
    outcomeId,
    gameId: 10,
    marketId,
    sportId: 1,
    champId: 5,
    coef,
    isLive: false,
    gameName: 'Home – Away',
    marketName: '1X2',
    outcomeName: '1',
    blocked: false,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

async function freshStore(initial: Record<string, string> = {}) {
  vi.resetModules();
  const storage = memoryStorage(initial);
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  const store = await import('./coupon-store.ts');
  return { store, storage };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('coupon selection store', () => {
  it('adds a pick, removes it on a second toggle and persists both steps', async () => {
    const { store, storage } = await freshStore();
    store.toggleCouponPick(pick(1, 100));
    expect(store.getCouponSelection().picks.map((p) => p.outcomeId)).toEqual([1]);
    expect(JSON.parse(storage.data.get(store.COUPON_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    store.toggleCouponPick(pick(1, 100));
    expect(store.getCouponSelection().picks).toEqual([]);
    expect(storage.data.get(store.COUPON_STORAGE_KEY)).toBe('[]');
  });

  it('replaces another outcome of the same market instead of adding it', async () => {
    const { store } = await freshStore();
    store.toggleCouponPick(pick(1, 100));
    store.toggleCouponPick(pick(2, 200));
    store.toggleCouponPick(pick(3, 100));
    expect(store.getCouponSelection().picks.map((p) => p.outcomeId)).toEqual([2, 3]);
  });

  it('restores valid picks from storage and drops malformed ones', async () => {
    const key = 'serverStorageRef:coupon:picks';
    const { store } = await freshStore({
      [key]: JSON.stringify([pick(7, 70), { outcomeId: 'x' }, null]),
    });
    expect(store.getCouponSelection().picks.map((p) => p.outcomeId)).toEqual([7]);
  });

  it('survives unreadable storage', async () => {
    const { store } = await freshStore({ 'serverStorageRef:coupon:picks': '{not json' });
    expect(store.getCouponSelection().picks).toEqual([]);
  });

  it('refuses a pick past the maximum and leaves the coupon as it was', async () => {
    const { store } = await freshStore();
    for (let i = 0; i < store.MAX_COUPON_PICKS; i += 1) store.toggleCouponPick(pick(i, i));
    expect(store.toggleCouponPick(pick(999, 999))).toBe(false);
    expect(store.getCouponSelection().picks).toHaveLength(store.MAX_COUPON_PICKS);
  });

  it('updates odds and blocked flags of a picked outcome only', async () => {
    const { store } = await freshStore();
    store.toggleCouponPick(pick(1, 100, 2));
    store.updateCouponPick(1, { coef: 2.2, blocked: true });
    store.updateCouponPick(99, { coef: 5 });
    expect(store.getCouponSelection().picks).toEqual([{ ...pick(1, 100, 2.2), blocked: true }]);
    store.removeCouponPick(1);
    store.setCouponPicks([pick(4, 40), pick(5, 50)]);
    expect(store.getCouponSelection().picks).toHaveLength(2);
    store.clearCouponPicks();
    expect(store.getCouponSelection().picks).toEqual([]);
  });
});
