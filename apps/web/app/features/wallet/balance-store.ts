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

/** `fetch` that never answers from the HTTP cache (a balance is always asked afresh). */
const noStore = (url: string, init: RequestInit) =>
  fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });

async function load(): Promise<void> {
  // The typed client and the wallet's schemas (zod) load with the first call, after the page:
  // only a signed-in player's header polls (decision 031; no zod on a page's first load).
  const [{ callEndpoint, EndpointError }, { walletAccountsEndpoint }] = await Promise.all([
    import('@playfield/protocol/api-client'),
    import('@playfield/protocol/endpoints/wallet'),
  ]);
  let accounts: WalletAccount[];
  try {
    accounts = await callEndpoint(noStore, walletAccountsEndpoint, {});
  } catch (error) {
    if (!(error instanceof EndpointError) || error.status !== 401) throw error;
    configLoaded = false;
    set({ accounts: [], signedIn: false });
    return;
  }
  set({ accounts, signedIn: true });
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

/**
 * Fetches the accounts again (joins a fetch already under way); network failures and answers
 * that are not an accounts listing keep the last value.
 */
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
