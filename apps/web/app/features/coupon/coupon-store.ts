import { useSyncExternalStore } from 'react';

// The coupon's selections: one store for the tab, shared by every page that shows odds (line,
// live, game pages, multi) and by the bet slip. Sportsbook pages only add and remove picks and
// ask whether an outcome is picked; the bet slip owns everything else about the coupon (type,
// amounts, settings) and may extend this store. Persisted in localStorage so a reload keeps
// the coupon (spec §3: coupon settings persisted in app storage). Browser-only; the server
// renders an empty coupon.

/** What the coupon needs to know about one selected outcome. */
export interface CouponPick {
  outcomeId: number;
  gameId: number;
  marketId: number;
  sportId: number;
  champId: number;
  /** Decimal coef as the page showed it when the pick was made (e.g. 2.35). */
  coef: number;
  isLive: boolean;
  /** Display texts in the language the pick was made in. */
  gameName: string;
  marketName: string;
  outcomeName: string;
  /** The outcome was blocked (its market suspended) when last seen. */
  blocked: boolean;
}

export interface CouponSelectionState {
  picks: readonly CouponPick[];
}

/** localStorage key (spec §9: storage keys carry the serverStorageRef prefix). */
export const COUPON_STORAGE_KEY = 'serverStorageRef:coupon:picks';

/** The most selections one coupon holds. */
export const MAX_COUPON_PICKS = 30;

const EMPTY: CouponSelectionState = { picks: [] };
let state: CouponSelectionState = EMPTY;
let hydrated = false;
const listeners = new Set<() => void>();

function isPick(value: unknown): value is CouponPick {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.outcomeId === 'number' &&
    typeof p.gameId === 'number' &&
    typeof p.marketId === 'number' &&
    typeof p.sportId === 'number' &&
    typeof p.champId === 'number' &&
    typeof p.coef === 'number' &&
    typeof p.isLive === 'boolean' &&
    typeof p.gameName === 'string' &&
    typeof p.marketName === 'string' &&
    typeof p.outcomeName === 'string' &&
    typeof p.blocked === 'boolean'
  );
}

function hydrate(): void {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(COUPON_STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) state = { picks: stored.filter(isPick).slice(0, MAX_COUPON_PICKS) };
  } catch {
    state = EMPTY;
  }
}

function persist(): void {
  try {
    window.localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify(state.picks));
  } catch {
    // Storage full or disabled (private mode): the coupon still works for this page's life.
  }
}

function set(picks: readonly CouponPick[]): void {
  state = { picks };
  persist();
  for (const listener of listeners) listener();
}

/** The current selections (hydrated from storage on first use in the browser). */
export function getCouponSelection(): CouponSelectionState {
  hydrate();
  return state;
}

/** Replaces every selection (e.g. a coupon loaded by code). */
export function setCouponPicks(picks: readonly CouponPick[]): void {
  hydrate();
  set(picks.slice(0, MAX_COUPON_PICKS));
}

/**
 * Adds the pick, or removes it when that outcome is already in the coupon. Another outcome of
 * the same market replaces the earlier one (a market's outcomes exclude each other). Returns
 * false when the coupon is full and nothing changed.
 */
export function toggleCouponPick(pick: CouponPick): boolean {
  hydrate();
  if (state.picks.some((p) => p.outcomeId === pick.outcomeId)) {
    set(state.picks.filter((p) => p.outcomeId !== pick.outcomeId));
    return true;
  }
  const others = state.picks.filter((p) => p.marketId !== pick.marketId);
  if (others.length >= MAX_COUPON_PICKS) return false;
  set([...others, pick]);
  return true;
}

/** Removes one selection. */
export function removeCouponPick(outcomeId: number): void {
  hydrate();
  set(state.picks.filter((p) => p.outcomeId !== outcomeId));
}

/** Applies fresh odds or blocked flags seen on a page or pushed over the live socket. */
export function updateCouponPick(
  outcomeId: number,
  change: Partial<Pick<CouponPick, 'coef' | 'blocked' | 'isLive'>>,
): void {
  hydrate();
  const current = state.picks.find((p) => p.outcomeId === outcomeId);
  if (!current) return;
  const next = { ...current, ...change };
  if (
    next.coef === current.coef &&
    next.blocked === current.blocked &&
    next.isLive === current.isLive
  )
    return;
  set(state.picks.map((p) => (p.outcomeId === outcomeId ? next : p)));
}

/** Empties the coupon. */
export function clearCouponPicks(): void {
  hydrate();
  set([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the coupon: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COUPON_STORAGE_KEY) return;
    hydrated = false;
    hydrate();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function serverSnapshot(): CouponSelectionState {
  return EMPTY;
}

/** Every selection, re-rendering on change. */
export function useCouponPicks(): readonly CouponPick[] {
  return useSyncExternalStore(subscribe, getCouponSelection, serverSnapshot).picks;
}

/** Whether an outcome is in the coupon (odds buttons use it for their pressed state). */
export function useIsPicked(outcomeId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getCouponSelection().picks.some((p) => p.outcomeId === outcomeId),
    () => false,
  );
}
