import { gameDetailResponseSchema } from '@playfield/protocol/sportsbook';
import type { GameDetailResponse, GameTimeView } from '@playfield/protocol/sportsbook';
import { useEffect, useRef, useState } from 'react';
import { useLiveTopic } from '../../live/use-live-topic.ts';
import type { GameLiveState } from './game-live.ts';
import {
  applyGameSnapshot,
  applyGameUpdate,
  initialGameState,
  reloadedGameState,
} from './game-live.ts';
import { clockRate, projectTime } from './scoreboard.ts';

/**
 * A game kept live over its `game:{id}` topic: ticks merged, markets the page has no names for
 * fetched again over HTTP (in the page's language), a finished game closed. Starts from the
 * server's answer, so the first render matches the server's HTML.
 */
export function useGameLive(detail: GameDetailResponse, lang: string): GameLiveState {
  const [state, setState] = useState(() => initialGameState(detail));
  const current = useRef(state);
  current.current = state;
  const reloading = useRef(false);

  // A new answer from the loader (navigation, revalidation) replaces the state.
  const [seen, setSeen] = useState(detail);
  if (seen !== detail) {
    setSeen(detail);
    setState(initialGameState(detail));
  }

  const gameId = detail.game.gameId;
  function reload(): void {
    if (reloading.current) return;
    reloading.current = true;
    void fetch(`/web-api/line/game/${gameId}?lng=${encodeURIComponent(lang)}`)
      .then(async (response) => {
        if (!response.ok) return;
        const parsed = gameDetailResponseSchema.safeParse(await response.json());
        if (parsed.success) setState((prev) => reloadedGameState(prev, parsed.data));
      })
      .catch(() => {
        // Offline for a moment: the next `added` or snapshot asks again.
      })
      .finally(() => {
        reloading.current = false;
      });
  }

  useLiveTopic(`game:${gameId}`, (data, kind) => {
    const result =
      kind === 'snapshot'
        ? applyGameSnapshot(current.current, data)
        : applyGameUpdate(current.current, data);
    current.current = result.state;
    setState(result.state);
    if (result.reload) reload();
  });
  return state;
}

/**
 * The game clock between ticks: re-rendered every second while the clock runs, at the rate the
 * feed's clock was seen to run. The server's value until the page is hydrated.
 */
export function useTickingTime(time: GameTimeView | null): GameTimeView | null {
  const [now, setNow] = useState<number | null>(null);
  const last = useRef<{ time: GameTimeView; atMs: number } | null>(null);
  const rate = useRef(1);
  const [tickAt, setTickAt] = useState(0);

  useEffect(() => {
    if (!time) return;
    const atMs = Date.now();
    rate.current = clockRate(last.current, { time, atMs });
    last.current = { time, atMs };
    setTickAt(atMs);
    setNow(atMs);
  }, [time]);

  useEffect(() => {
    if (!time?.running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [time]);

  if (!time || now === null || tickAt === 0) return time;
  return projectTime(time, now - tickAt, rate.current);
}
