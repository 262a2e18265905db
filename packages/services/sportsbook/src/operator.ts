// What the operator console reads and changes in the sportsbook (issue 15, decision 037): the
// open games and their markets as offered and as the feed priced them, the feed's status, and
// the overrides — stored in the caller's transaction (the console's audited write), then put in
// force on this instance (its topics hear at once) and on the others through the live bus.
import type { Db } from '@playfield/db';
import type { FeedHealth, Market } from '@playfield/feed';
import type {
  ConsoleFeedStatus,
  ConsoleGame,
  ConsoleGameMarkets,
  ConsoleGamesQuery,
} from '@playfield/protocol/endpoints/console-sportsbook';
import { CONSOLE_GAMES_PAGE_SIZE } from '@playfield/protocol/endpoints/console-sportsbook';
import type { Book, BookGame } from './book.ts';
import { feedSuspended, isLive } from './book.ts';
import { compareMarkets } from './markets.ts';
import {
  loadOverrides,
  operatorSuspended,
  overrideKey,
  readOverrideWithin,
  readResultWithin,
  writeOverrideWithin,
  writeResultWithin,
} from './overrides.ts';
import type { Override, OverrideScope, StoredResult } from './overrides.ts';
import type { TopicMessage } from './topics.ts';
import { gameTopic, holdMessages } from './topics.ts';
import { champName, gameName, localeOf } from './views.ts';

/** The live-bus key on which instances tell each other about overrides. */
export const OVERRIDES_KEY = 'sportsbook:overrides';

/** A bus message of an override put in force or cleared. */
export interface OverrideMessage {
  override: Override;
  cleared: boolean;
}

export interface SportsbookOperator {
  /** Puts the stored overrides in force (at open). */
  loadOverrides(db: Db): Promise<void>;
  /** The open games, filtered and paged (the book is the read model of open games). */
  games(query: ConsoleGamesQuery): { items: ConsoleGame[]; total: number; page: number };
  /** A game's markets, or null for a game not open. */
  markets(gameId: number): ConsoleGameMarkets | null;
  /** The game id of an open market, or null. */
  gameOfMarket(marketId: number): number | null;
  /** True when the game is open (in the book). */
  isOpen(gameId: number): boolean;
  feedStatus(): ConsoleFeedStatus;
  readOverrideWithin(tx: Db, scope: OverrideScope, targetId: number): Promise<Override | null>;
  writeOverrideWithin(tx: Db, override: Override, at: Date): Promise<void>;
  /** After the commit: in force here (topics published) and on every other instance. */
  overrideCommitted(override: Override): void;
  readResultWithin(tx: Db, gameId: number): Promise<StoredResult | null>;
  writeResultWithin(tx: Db, stored: StoredResult, at: Date): Promise<void>;
  /** After the commit of a corrected result: the results page shows it. */
  resultCommitted(stored: StoredResult): void;
}

const EN = localeOf('en');

function gameRow(book: Book, entry: BookGame): ConsoleGame {
  const game = entry.game;
  return {
    id: game.id,
    sportId: game.sportId,
    sportName: EN.sport(game.sportId),
    champId: game.champId,
    champName: champName(book, game.champId, EN),
    name: gameName(book, game, EN),
    status: game.status,
    live: isLive(game),
    startsAt: new Date(game.startAt).toISOString(),
    score: game.kind === 'match' && game.status !== 1 ? [game.score.home, game.score.away] : null,
    markets: entry.markets.size,
    operatorSuspended: operatorSuspended(book.overrides, game.id, null),
    feedSuspended: feedSuspended(book, game),
  };
}

const marginOf = (market: Market) =>
  Math.round(
    (market.outcomes.reduce((sum, o) => sum + (o.coef > 0 ? 1000 / o.coef : 0), 0) - 1) * 10_000,
  );

export function createSportsbookOperator(deps: {
  book: Book;
  clock: { now(): number };
  role(): 'leader' | 'follower' | 'none';
  health(): FeedHealth;
  /** Sends topic messages to this instance's listeners (the hub), whatever its role. */
  publishTopics(messages: TopicMessage[]): void;
  /** Tells the other instances (null before the bus is connected). */
  broadcast(message: OverrideMessage): void;
}): SportsbookOperator {
  const { book } = deps;

  function apply(override: Override): number | null {
    const cleared = !override.suspended && override.marginBp === null;
    return book.applyOverride(override, cleared);
  }

  return {
    async loadOverrides(db) {
      for (const override of await loadOverrides(db)) apply(override);
    },
    games(query) {
      const picked: BookGame[] = [];
      for (const entry of book.games.values()) {
        const { game } = entry;
        if (query.sport !== undefined && game.sportId !== query.sport) continue;
        if (query.section === 'live' && !isLive(game)) continue;
        if (query.section === 'line' && game.status !== 1) continue;
        if (query.status !== undefined && game.status !== query.status) continue;
        picked.push(entry);
      }
      picked.sort((a, b) => a.game.startAt - b.game.startAt || a.game.id - b.game.id);
      const start = (query.page - 1) * CONSOLE_GAMES_PAGE_SIZE;
      return {
        items: picked.slice(start, start + CONSOLE_GAMES_PAGE_SIZE).map((e) => gameRow(book, e)),
        total: picked.length,
        page: query.page,
      };
    },
    markets(gameId) {
      const entry = book.games.get(gameId);
      if (!entry) return null;
      const game = entry.game;
      const naming =
        game.kind === 'match'
          ? { sportId: game.sportId, home: game.home, away: game.away }
          : {
              sportId: game.realSportId,
              competitorName: (id: number) => book.competitors.get(id)?.name ?? String(id),
            };
      const held = feedSuspended(book, game);
      const markets = [...entry.markets.values()].sort(compareMarkets).map((market) => {
        const raw = entry.raw.get(market.id) ?? market;
        const feedCoefs = new Map(raw.outcomes.map((o) => [o.id, o.coef]));
        return {
          id: market.id,
          name: EN.market(market, naming),
          type: market.type,
          period: market.period,
          param: market.param,
          suspended: market.suspended || held,
          feedSuspended: raw.suspended || held,
          operatorSuspended: operatorSuspended(book.overrides, gameId, market.id),
          marginBp: book.overrides.get(overrideKey('market', market.id))?.marginBp ?? null,
          offeredMarginBp: marginOf(market),
          outcomes: market.outcomes.map((o) => ({
            id: o.id,
            name: EN.outcome(market, o, naming),
            coef: o.coef,
            feedCoef: feedCoefs.get(o.id) ?? o.coef,
            blocked: o.blocked || market.suspended || held,
          })),
        };
      });
      return { game: gameRow(book, entry), markets };
    },
    gameOfMarket(marketId) {
      const gameId = Math.floor(marketId / 2 ** 19);
      return book.games.get(gameId)?.markets.has(marketId) ? gameId : null;
    },
    isOpen: (gameId) => book.games.has(gameId),
    feedStatus() {
      const health = deps.health();
      let line = 0;
      let live = 0;
      for (const entry of book.games.values()) {
        if (entry.game.status === 1) line += 1;
        else if (isLive(entry.game)) live += 1;
      }
      return {
        role: deps.role(),
        phase: health.phase,
        lastSeenAt: health.lastSeenAt === null ? null : new Date(health.lastSeenAt).toISOString(),
        lagMs:
          health.lastSeenAt === null ? null : Math.max(0, deps.clock.now() - health.lastSeenAt),
        heartbeatMs: health.heartbeatMs,
        liveHeld: book.liveHeld,
        seq: book.seq,
        games: { line, live },
        overrides: book.overrides.size,
      };
    },
    readOverrideWithin,
    writeOverrideWithin,
    overrideCommitted(override) {
      const gameId = apply(override);
      if (gameId !== null) deps.publishTopics(holdMessages(book, [gameId]));
      deps.broadcast({ override, cleared: !override.suspended && override.marginBp === null });
    },
    readResultWithin,
    writeResultWithin,
    resultCommitted(stored) {
      if (stored.result) book.correctResult(stored.gameId, stored.result);
      if (book.results.has(stored.gameId)) {
        const finished = book.results.get(stored.gameId);
        if (finished) {
          deps.publishTopics([
            {
              key: gameTopic(stored.gameId),
              data: {
                kind: 'finished',
                gameId: stored.gameId,
                score: [finished.result.score[0], finished.result.score[1]],
                winner: finished.result.winner,
              },
            },
          ]);
        }
      }
    },
  };
}
