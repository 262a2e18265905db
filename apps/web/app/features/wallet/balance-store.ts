import type { WalletAccount } from '@playfield/protocol/wallet';
import { useSyncExternalStore } from 'react';

// The signed-in player's accounts as the header and the wallet pages show them. One store for
// the tab: the header polls it, pages refresh it after a deposit return, a withdrawal or a
// cancel, so every place shows the same balance. Browser-only; the server renders "unknown".

export interface BalanceState {
  /** null until known; [] for a visitor. */
  accounts: readonly WalletAccount[] | null;
  signedIn: boolean | null;
  /** The player's user_hide_balance (spec §3 user config; true until the config says otherwise). */
  hideBalance: boolean;
}

const INITIAL: BalanceState = { accounts: null, signedIn: null, hideBalance: true };
let state: BalanceState = INITIAL;
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;
let configLoaded = false;

function set(next: Partial<BalanceState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function isAccount(value: unknown): value is WalletAccount {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'number' &&
    typeof a.iso === 'string' &&
    typeof a.money === 'string' &&
    typeof a.isActive === 'boolean'
  );
}

async function loadConfig(): Promise<void> {
  const response = await fetch('/web-api/user/config', { credentials: 'same-origin' });
  if (!response.ok) return;
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'user_hide_balance' in body) {
    configLoaded = true;
    set({ hideBalance: body.user_hide_balance === true });
  }
}

async function load(): Promise<void> {
  const response = await fetch('/web-api/wallet/accounts', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (response.status === 401) {
    configLoaded = false;
    set({ accounts: [], signedIn: false });
    return;
  }
  if (!response.ok) return;
  const body: unknown = await response.json();
  if (!Array.isArray(body)) return;
  set({ accounts: body.filter(isAccount), signedIn: true });
  if (!configLoaded) await loadConfig();
}

/**
 * A balance pushed over the live socket: the `balance` topic's snapshot is the accounts
 * listing, its update one account's new balance (protocol BalanceUpdate). Applied at once;
 * polling stays as the fallback while the socket is away.
 */
export function applyLiveBalance(data: unknown, kind: 'snapshot' | 'update'): void {
  if (kind === 'snapshot') {
    if (Array.isArray(data)) set({ accounts: data.filter(isAccount), signedIn: true });
    return;
  }
  if (typeof data !== 'object' || data === null || !state.accounts) return;
  const update = data as Record<string, unknown>;
  const { accountId, money } = update;
  if (typeof accountId !== 'number' || typeof money !== 'string') return;
  set({ accounts: state.accounts.map((a) => (a.id === accountId ? { ...a, money } : a)) });
}

/** Fetches the accounts again (joins a fetch already under way); network failures keep the last value. */
export function refreshBalance(): Promise<void> {
  inFlight ??= load()
    .catch(() => {})
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state right now (outside React). */
export function balanceSnapshot(): BalanceState {
  return state;
}

/** The current balance state; re-renders when it changes. */
export function useBalance(): BalanceState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}

/** The account the header shows: the active one, else the first. */
export function activeAccount(accounts: readonly WalletAccount[] | null): WalletAccount | null {
  if (!accounts || accounts.length === 0) return null;
  return accounts.find((a) => a.isActive) ?? accounts[0] ?? null;
}
