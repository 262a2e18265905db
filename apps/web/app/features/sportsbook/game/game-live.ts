// The game page's live state: what the `game:{id}` topic does to a game loaded over HTTP.
// Ticks carry numbers only (protocol: one bus message serves every language), so they merge
// into the named markets the page has; a market id the page has never seen means its names
// are missing and the page reloads over HTTP; a removed market is dropped; a finished game
// shows its final score and closes its markets. Frames are validated here, at the boundary.
import {
  gameTopicSnapshotSchema,
  sportsbookTopicUpdateSchema,
} from '@playfield/protocol/sportsbook';
import { mergeGameTick, mergeMarketTick } from '../live-merge.ts';
import type {
  GameDetailResponse,
  GameSummary,
  GameTick,
  MarketTick,
  MarketView,
} from '@playfield/protocol/sportsbook';

export interface GameLiveState {
  game: GameSummary;
  markets: MarketView[];
  /** The game finished while the page was open (or was loaded finished): no prices are taken. */
  closed: boolean;
}

/** What applying a frame produced: the new state, and whether names must be reloaded. */
export interface GameLiveResult {
  state: GameLiveState;
  reload: boolean;
}

export function initialGameState(detail: GameDetailResponse): GameLiveState {
  return { game: detail.game, markets: detail.markets, closed: detail.game.status === 4 };
}

// The game page has every market by id; the list row's main market in a tick is beside the
// point here, so its reload hint is not.
function mergeGame(game: GameSummary, tick: GameTick): GameSummary {
  return mergeGameTick(game, tick).game;
}

function applyTicks(markets: readonly MarketView[], ticks: readonly MarketTick[]): MarketView[] {
  const byId = new Map(ticks.map((tick) => [tick.marketId, tick]));
  return markets.map((market) => {
    const tick = byId.get(market.marketId);
    return tick ? mergeMarketTick(market, tick) : market;
  });
}

function finish(state: GameLiveState, game: GameSummary): GameLiveState {
  return {
    game: { ...game, time: game.time ? { ...game.time, running: false } : null },
    markets: state.markets.map((market) => ({ ...market, suspended: true })),
    closed: true,
  };
}

/**
 * Applies a snapshot of the game topic: the whole truth about prices, so markets it does not
 * list are gone and markets the page lacks are reloaded.
 */
export function applyGameSnapshot(state: GameLiveState, data: unknown): GameLiveResult {
  const parsed = gameTopicSnapshotSchema.safeParse(data);
  if (!parsed.success) return { state, reload: false };
  const { game, markets } = parsed.data;
  const listed = new Set(markets.map((market) => market.marketId));
  const known = new Set(state.markets.map((market) => market.marketId));
  const merged = applyTicks(
    state.markets.filter((market) => listed.has(market.marketId)),
    markets,
  );
  const next: GameLiveState = { ...state, game: mergeGame(state.game, game), markets: merged };
  if (game.status === 4) return { state: finish(next, next.game), reload: false };
  return { state: next, reload: markets.some((market) => !known.has(market.marketId)) };
}

/** Applies one update of the game topic. */
export function applyGameUpdate(state: GameLiveState, data: unknown): GameLiveResult {
  const parsed = sportsbookTopicUpdateSchema.safeParse(data);
  if (!parsed.success) return { state, reload: false };
  const update = parsed.data;
  switch (update.kind) {
    case 'game': {
      if (update.game.gameId !== state.game.gameId) return { state, reload: false };
      const game = mergeGame(state.game, update.game);
      if (update.game.status === 4) return { state: finish(state, game), reload: false };
      return { state: { ...state, game }, reload: false };
    }
    case 'markets': {
      if (update.gameId !== state.game.gameId) return { state, reload: false };
      const removed = new Set(update.removed);
      const markets = applyTicks(
        state.markets.filter((market) => !removed.has(market.marketId)),
        update.markets,
      );
      const known = new Set(markets.map((market) => market.marketId));
      const reload =
        update.added.some((id) => !known.has(id)) ||
        update.markets.some((tick) => !known.has(tick.marketId) && !removed.has(tick.marketId));
      return { state: { ...state, markets }, reload };
    }
    case 'finished': {
      if (update.gameId !== state.game.gameId) return { state, reload: false };
      const [home, away] = update.score;
      const score = state.game.score
        ? { ...state.game.score, home, away, current: null, server: null }
        : { home, away, periods: [], current: null, server: null };
      return { state: finish(state, { ...state.game, status: 4, score }), reload: false };
    }
    default:
      return { state, reload: false };
  }
}

/** The live state after a reload over HTTP, keeping the page closed once the game finished. */
export function reloadedGameState(state: GameLiveState, detail: GameDetailResponse): GameLiveState {
  const next = initialGameState(detail);
  return state.closed ? finish(next, { ...next.game, status: 4 }) : next;
}
