// What the sportsbook's list topics (`live`, `sport:{id}`, `champ:{id}`) do to games loaded
// over HTTP. Ticks carry numbers only (one bus message serves every language), so they merge
// into the named games the page has: status, score, clock and the main market's prices. A tick
// naming a main market the page has never seen, and a game that joined or left the topic, mean
// names are missing or counts are stale: the caller reloads the list over HTTP.
//
// Frames are checked here, at the boundary, by hand rather than with the protocol's zod schemas:
// the home page follows the `live` topic and its first-load JavaScript has a budget.
import type {
  GameScoreView,
  GameSummary,
  GameTick,
  GameTimeView,
  MarketTick,
  MarketView,
  OutcomeTick,
} from '@playfield/protocol/sportsbook';

/** The games after a frame, and whether the list must be reloaded over HTTP. */
export interface ListLiveResult {
  games: GameSummary[];
  reload: boolean;
}

/** A market with a tick's prices and flags; outcomes the tick does not name keep theirs. */
export function mergeMarketTick(market: MarketView, tick: MarketTick): MarketView {
  const prices = new Map(tick.outcomes.map((outcome) => [outcome.id, outcome]));
  let changed = market.suspended !== tick.suspended;
  const outcomes = market.outcomes.map((outcome) => {
    const price = prices.get(outcome.id);
    if (!price || (price.coef === outcome.coef && price.blocked === outcome.blocked)) {
      return outcome;
    }
    changed = true;
    return { ...outcome, coef: price.coef, blocked: price.blocked };
  });
  return changed ? { ...market, suspended: tick.suspended, outcomes } : market;
}

/**
 * A game with a tick's live state. `reload` is true when the tick's main market is one the
 * page has no names for (the list row changed its main market).
 */
export function mergeGameTick(
  game: GameSummary,
  tick: GameTick,
): { game: GameSummary; reload: boolean } {
  let main = game.main;
  let reload = false;
  if (tick.main === null) main = null;
  else if (game.main && game.main.marketId === tick.main.marketId) {
    main = mergeMarketTick(game.main, tick.main);
  } else reload = true;
  // Nothing the row shows changed: the same object, so the row is not rendered again.
  if (
    main === game.main &&
    game.status === tick.status &&
    game.feedSuspended === tick.feedSuspended &&
    sameJson(game.score, tick.score) &&
    sameJson(game.time, tick.time)
  ) {
    return { game, reload };
  }
  return {
    game: {
      ...game,
      status: tick.status,
      score: tick.score,
      time: tick.time,
      feedSuspended: tick.feedSuspended,
      main,
    },
    reload,
  };
}

/** Equality of two small plain values (a score, a clock). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function mergeTicks(games: GameSummary[], ticks: readonly GameTick[]): ListLiveResult {
  const byId = new Map(ticks.map((tick) => [tick.gameId, tick]));
  let reload = false;
  let changed = false;
  const next = games.map((game) => {
    const tick = byId.get(game.gameId);
    if (!tick) return game;
    const merged = mergeGameTick(game, tick);
    reload ||= merged.reload;
    changed ||= merged.game !== game;
    return merged.game;
  });
  // No game changed: the same list, so nothing renders again.
  return { games: changed ? next : games, reload };
}

/**
 * Applies one frame of a list topic. A snapshot (on subscribe and after a gap) refreshes the
 * games it names; games of the page it does not name are left alone (a line page's topic may
 * carry only the live part of the list). `added` reloads; `removed` drops the game at once and
 * reloads for the counts; `finished` closes the game's prices; frames of another shape are
 * ignored, as is a tick for a game the page does not list (another time filter).
 */
export function applyListFrame(
  games: GameSummary[],
  data: unknown,
  kind: 'snapshot' | 'update',
): ListLiveResult {
  if (kind === 'snapshot') {
    const ticks = readSnapshot(data);
    return ticks ? mergeTicks(games, ticks) : { games, reload: false };
  }
  if (!isRecord(data)) return { games, reload: false };
  switch (data.kind) {
    case 'game': {
      const tick = readGameTick(data.game);
      return tick ? mergeTicks(games, [tick]) : { games, reload: false };
    }
    case 'added':
      return isId(data.gameId) ? { games, reload: true } : { games, reload: false };
    case 'removed': {
      if (!isId(data.gameId)) return { games, reload: false };
      const id = data.gameId;
      return { games: games.filter((game) => game.gameId !== id), reload: true };
    }
    case 'finished': {
      if (!isId(data.gameId)) return { games, reload: false };
      const id = data.gameId;
      return {
        games: games.map((game) =>
          game.gameId === id ? { ...game, status: 4, main: null, time: null } : game,
        ),
        reload: false,
      };
    }
    case 'markets': {
      if (!isId(data.gameId) || !Array.isArray(data.markets)) return { games, reload: false };
      const id = data.gameId;
      const ticks = data.markets.map(readMarketTick);
      if (ticks.some((tick) => tick === null)) return { games, reload: false };
      let changed = false;
      const next = games.map((game) => {
        if (game.gameId !== id || !game.main) return game;
        const mainId = game.main.marketId;
        const tick = ticks.find((t) => t?.marketId === mainId);
        const main = tick ? mergeMarketTick(game.main, tick) : game.main;
        if (main === game.main) return game;
        changed = true;
        return { ...game, main };
      });
      return { games: changed ? next : games, reload: false };
    }
    default:
      return { games, reload: false };
  }
}

// ---------------------------------------------------------------- boundary checks

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readSnapshot(data: unknown): GameTick[] | null {
  if (!isRecord(data) || !Array.isArray(data.games)) return null;
  const ticks = data.games.map(readGameTick);
  return ticks.every((tick): tick is GameTick => tick !== null) ? ticks : null;
}

function readOutcomeTick(value: unknown): OutcomeTick | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.blocked !== 'boolean') return null;
  if (typeof value.coef !== 'number' || !(value.coef > 0)) return null;
  return { id: value.id, coef: value.coef, blocked: value.blocked };
}

function readMarketTick(value: unknown): MarketTick | null {
  if (!isRecord(value) || !isId(value.marketId) || typeof value.suspended !== 'boolean') {
    return null;
  }
  if (!Array.isArray(value.outcomes)) return null;
  const outcomes = value.outcomes.map(readOutcomeTick);
  if (!outcomes.every((o): o is OutcomeTick => o !== null)) return null;
  return { marketId: value.marketId, suspended: value.suspended, outcomes };
}

function readScore(value: unknown): GameScoreView | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isCount(value.home) || !isCount(value.away)) return undefined;
  if (!Array.isArray(value.periods)) return undefined;
  const periods: [number, number][] = [];
  for (const period of value.periods) {
    if (!Array.isArray(period) || period.length !== 2) return undefined;
    const [home, away] = period as unknown[];
    if (!Number.isInteger(home) || !Number.isInteger(away)) return undefined;
    periods.push([home as number, away as number]);
  }
  const current = typeof value.current === 'string' ? value.current : null;
  const server = value.server === 'home' || value.server === 'away' ? value.server : null;
  return { home: value.home, away: value.away, periods, current, server };
}

function readTime(value: unknown): GameTimeView | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isCount(value.period) || !isCount(value.periodSec)) return undefined;
  if (!isCount(value.elapsedSec) || typeof value.running !== 'boolean') return undefined;
  const length = value.periodLengthSec;
  if (length !== null && !isId(length)) return undefined;
  return {
    period: value.period,
    periodSec: value.periodSec,
    elapsedSec: value.elapsedSec,
    periodLengthSec: length,
    running: value.running,
  };
}

/** A game tick, or null when the value is not one. */
export function readGameTick(value: unknown): GameTick | null {
  if (!isRecord(value) || !isId(value.gameId)) return null;
  const status = value.status;
  if (status !== 1 && status !== 2 && status !== 3 && status !== 4) return null;
  const score = readScore(value.score);
  const time = readTime(value.time);
  const main = value.main === null ? null : readMarketTick(value.main);
  if (score === undefined || time === undefined || (value.main !== null && main === null)) {
    return null;
  }
  if (typeof value.feedSuspended !== 'boolean') return null;
  return { gameId: value.gameId, status, score, time, main, feedSuspended: value.feedSuspended };
}
