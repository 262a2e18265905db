// Favourite championships and games (the stars of the betting lists), kept in this browser's
// localStorage and shown as a group on top of the sports menu. Each entry keeps its name and
// address so the group renders without asking the API. Browser-only; the server renders none.
import { useSyncExternalStore } from 'react';

export interface Favourite {
  kind: 'champ' | 'game';
  id: number;
  name: string;
  /** The page's address without the language prefix ("live/football/11-premier-league"). */
  path: string;
}

/** localStorage key (spec §9: storage keys carry the serverStorageRef prefix). */
export const FAVOURITES_STORAGE_KEY = 'serverStorageRef:sportsbook:favourites';
/** The most favourites kept; the oldest go first. */
export const MAX_FAVOURITES = 50;

const EMPTY: readonly Favourite[] = [];
let favourites: readonly Favourite[] = EMPTY;
let hydrated = false;
const listeners = new Set<() => void>();

function isFavourite(value: unknown): value is Favourite {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    (f.kind === 'champ' || f.kind === 'game') &&
    typeof f.id === 'number' &&
    typeof f.name === 'string' &&
    typeof f.path === 'string' &&
    !f.path.startsWith('/') &&
    !f.path.includes(':')
  );
}

function hydrate(): void {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    const kept = Array.isArray(stored) ? stored.filter(isFavourite).slice(-MAX_FAVOURITES) : [];
    // No favourites is the server's snapshot itself: every star on the page (two a row) would
    // otherwise render again, synchronously, right after hydration (issue 13).
    favourites = kept.length > 0 ? kept : EMPTY;
  } catch {
    favourites = EMPTY;
  }
}

function getFavourites(): readonly Favourite[] {
  hydrate();
  return favourites;
}

/** Stars or unstars a championship or game. */
export function toggleFavourite(entry: Favourite): void {
  hydrate();
  const has = favourites.some((f) => f.kind === entry.kind && f.id === entry.id);
  favourites = has
    ? favourites.filter((f) => !(f.kind === entry.kind && f.id === entry.id))
    : [...favourites, entry].slice(-MAX_FAVOURITES);
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
  } catch {
    // Storage disabled: the stars last for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== FAVOURITES_STORAGE_KEY) return;
    hydrated = false;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFavourites(): readonly Favourite[] {
  return useSyncExternalStore(subscribe, getFavourites, () => EMPTY);
}
