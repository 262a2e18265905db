import type { GameSummary } from '@playfield/protocol/sportsbook';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TopicListener } from '../live/live-client.ts';
import { applyListFrame } from './live-merge.ts';

/** Reloads caused by games joining or leaving a topic come at most this often. */
export const LIST_RELOAD_MS = 4000;

/**
 * The games of a list as they move: the loader's games, with every frame of the followed topic
 * merged in. A game joining or leaving the topic reloads the page's data over HTTP (at most
 * every {@link LIST_RELOAD_MS}, so a busy live list does not reload on every start); new
 * loader data replaces the merged state.
 */
export function useLiveList(
  loaded: readonly GameSummary[],
  topics: readonly string[],
  { reload = true }: { reload?: boolean } = {},
): GameSummary[] {
  const [games, setGames] = useState<GameSummary[]>(() => [...loaded]);
  const latest = useRef(games);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastReload = useRef(0);

  // New loader data replaces the merged state; the loader's first games are the state already
  // (rendering the whole list again right after hydration would be a long task for nothing).
  const shown = useRef(loaded);
  useEffect(() => {
    if (shown.current === loaded) return;
    shown.current = loaded;
    latest.current = [...loaded];
    setGames(latest.current);
  }, [loaded]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleReload = useCallback(() => {
    if (timer.current !== undefined) return;
    const wait = Math.max(0, lastReload.current + LIST_RELOAD_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastReload.current = Date.now();
      void revalidate.current();
    }, wait);
  }, []);

  // Frames are merged once per animation frame: a busy live topic sends many a second, and the
  // page renders once for all that came since the last paint (and not at all while hidden).
  const pending = useRef<{ data: unknown; kind: 'snapshot' | 'update' }[]>([]);
  const frame = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const flush = useCallback(() => {
    frame.current = undefined;
    const frames = pending.current;
    pending.current = [];
    let games = latest.current;
    let mustReload = false;
    for (const { data, kind } of frames) {
      const result = applyListFrame(games, data, kind);
      games = result.games;
      mustReload ||= result.reload;
    }
    if (games !== latest.current) {
      latest.current = games;
      // A transition: React renders the changed rows in slices of a few milliseconds and
      // yields to input between them, so a busy topic never blocks a tap (issue 13).
      startTransition(() => setGames(games));
    }
    if (mustReload && reload) scheduleReload();
  }, [scheduleReload, reload]);

  const onData = useCallback<TopicListener>(
    (data, kind) => {
      pending.current.push({ data, kind });
      // A hidden tab paints no frames: merge now and then rather than queue without end.
      if (pending.current.length >= 256) {
        if (frame.current !== undefined) cancelAnimationFrame(frame.current);
        flush();
      } else if (frame.current === undefined) {
        frame.current = requestAnimationFrame(flush);
      }
    },
    [flush],
  );

  const key = topics.join(' ');
  useEffect(() => {
    if (key === '') return;
    let stops: (() => void)[] = [];
    let cancelled = false;
    // The socket client loads on first use, so a page that follows nothing does not load it.
    void import('../live/live-client.ts').then(({ liveClient }) => {
      if (cancelled) return;
      stops = key.split(' ').map((topic) => liveClient().follow(topic, onData));
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [key, onData]);

  return games;
}
