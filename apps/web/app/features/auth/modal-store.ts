import { useSyncExternalStore } from 'react';

/** Which auth dialog is open; one at a time, shared by the header and the mobile menu. */
export type AuthModalKind = 'login' | 'registration' | 'forgot' | 'logout';

let current: AuthModalKind | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openAuthModal(kind: AuthModalKind): void {
  current = kind;
  emit();
}

export function closeAuthModal(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open auth dialog, or null (always null while rendering on the server). */
export function useAuthModal(): AuthModalKind | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
