import { useCallback, useEffect, useRef, useState } from 'react';

export type DataState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * Loads a console page's data in the browser when `key` changes (and on `reload`), keeping the
 * last data while a new load runs. `pollMs` loads it again on a timer (the dashboard).
 */
export function useConsoleData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  pollMs?: number,
): DataState<T> & { reload(): void } {
  const [state, setState] = useState<DataState<T>>({ status: 'loading', data: null, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState((previous) => ({ status: 'error', data: previous.data, error }));
        }
      },
    );
    return () => controller.abort();
  }, [key, round]);
  useEffect(() => {
    if (!pollMs) return undefined;
    const timer = setInterval(() => setRound((n) => n + 1), pollMs);
    return () => clearInterval(timer);
  }, [pollMs]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
