import { isCoefChangeAction, isCouponTypeId } from '@playfield/domain/betting';
import { useSyncExternalStore } from 'react';
import { DEFAULT_SLIP_SETTINGS } from './coupon-slip.ts';
import type { CouponSlipSettings } from './coupon-slip.ts';

// The bet slip's settings (type, system value, stake, odds-change behaviour), beside the picks
// store and persisted the same way, so a reload keeps the coupon as the player left it.

export const COUPON_SETTINGS_KEY = 'serverStorageRef:coupon:settings';

let state: CouponSlipSettings = DEFAULT_SLIP_SETTINGS;
let hydrated = false;
const listeners = new Set<() => void>();

/** The entries of a stored object whose values pass `keep` (at most 30, one per leg). */
function record<T>(value: unknown, keep: (x: unknown) => boolean): Record<string, T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(([k, x]) => /^\d{1,12}$/.test(k) && keep(x));
  return Object.fromEntries(entries.slice(0, 30)) as Record<string, T>;
}

/** Reads stored settings, keeping only well-formed fields (storage is user-editable). */
export function parseStoredSettings(raw: string | null): CouponSlipSettings {
  const result = { ...DEFAULT_SLIP_SETTINGS };
  if (!raw) return result;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return result;
  }
  if (typeof value !== 'object' || value === null) return result;
  const v = value as Record<string, unknown>;
  if (isCouponTypeId(v.typeId)) result.typeId = v.typeId;
  if (typeof v.systemValue === 'number' && Number.isInteger(v.systemValue)) {
    result.systemValue = v.systemValue;
  }
  if (typeof v.amount === 'string' && v.amount.length <= 20) result.amount = v.amount;
  if (isCoefChangeAction(v.changeCoefAction)) result.changeCoefAction = v.changeCoefAction;
  result.amountByBet = record(v.amountByBet, (x) => typeof x === 'string' && x.length <= 20);
  result.amountByBlock = record(v.amountByBlock, (x) => typeof x === 'string' && x.length <= 20);
  result.blockByBet = record(
    v.blockByBet,
    (x) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 30,
  );
  return result;
}

function hydrate(): void {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  try {
    state = parseStoredSettings(window.localStorage.getItem(COUPON_SETTINGS_KEY));
  } catch {
    state = DEFAULT_SLIP_SETTINGS;
  }
}

function getSettings(): CouponSlipSettings {
  hydrate();
  return state;
}

/** Changes some settings and stores them. */
export function updateCouponSettings(change: Partial<CouponSlipSettings>): void {
  hydrate();
  state = { ...state, ...change };
  try {
    window.localStorage.setItem(COUPON_SETTINGS_KEY, JSON.stringify(state));
  } catch {
    // Storage disabled: the settings last for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slip's settings, re-rendering on change. */
export function useCouponSettings(): CouponSlipSettings {
  return useSyncExternalStore(subscribe, getSettings, () => DEFAULT_SLIP_SETTINGS);
}
