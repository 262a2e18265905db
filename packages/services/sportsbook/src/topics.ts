// Live topics of the sportsbook, derived from feed events (pure: an event, what the book
// changed, and the book after it → bus messages). Bodies are the protocol's language-free
// `sportsbookTopicUpdateSchema` members; one message serves every socket on every instance.
//
//   live          every live game: `game` ticks, `added` when a game goes live, `removed` when
//                 it finishes
//   sport:{id}    every open game of the sport (line and live): `game` ticks, `added`, `removed`
//   champ:{id}    the same for a championship
//   game:{id}     `game` ticks, `markets` (changed market ticks, removed and added ids),
//                 `finished`
import type { FeedEvent, Game, Market } from '@playfield/feed';
import type { GameTick, MarketTick, SportsbookTopicUpdate } from '@playfield/protocol/sportsbook';
import type { Book, BookChange, BookGame } from './book.ts';
import { feedSuspended, isLive } from './book.ts';
import { compareMarkets } from './markets.ts';
import { mainMarketOf } from './views.ts';

/** One bus message: the topic key and its update body. */
export interface TopicMessage {
  key: string;
  data: SportsbookTopicUpdate;
}

export const LIVE_TOPIC = 'live';
export const sportTopic = (sportId: number) => `sport:${sportId}`;
export const champTopic = (champId: number) => `champ:${champId}`;
export const gameTopic = (gameId: number) => `game:${gameId}`;

/** A market's numbers; `held` blocks every outcome. */
export function marketTick(market: Market, held: boolean): MarketTick {
  const suspended = market.suspended || held;
  return {
    marketId: market.id,
    suspended,
    outcomes: market.outcomes.map((o) => ({
      id: o.id,
      coef: o.coef / 1000,
      blocked: o.blocked || suspended,
    })),
  };
}

/** A game's numbers: status, score, clock, main market. */
export function gameTick(
  book: Pick<Book, 'liveHeld'>,
  game: Game,
  markets: Iterable<Market>,
): GameTick {
  const held = feedSuspended(book, game);
  const main = mainMarketOf(markets);
  const match = game.kind === 'match' && game.status !== 1 ? game : null;
  return {
    gameId: game.id,
    status: game.status,
    score: match
      ? {
          home: match.score.home,
          away: match.score.away,
          periods: match.score.periods.map(([h, a]) => [h, a] as [number, number]),
          current: match.score.current,
          server: match.score.server,
        }
      : null,
    time: match ? { ...match.clock } : null,
    main: main ? marketTick(main, held) : null,
    feedSuspended: held,
  };
}

export function entryTick(book: Pick<Book, 'liveHeld'>, entry: BookGame): GameTick {
  return gameTick(book, entry.game, entry.markets.values());
}

/** The list topics a game belongs to while open: its sport, its championship, and live. */
function listKeys(game: Game, live: boolean): string[] {
  const keys = [sportTopic(game.sportId), champTopic(game.champId)];
  if (live) keys.push(LIVE_TOPIC);
  return keys;
}

function wasLive(status: Game['status'] | null): boolean {
  return status === 2 || status === 3;
}

/** The bus messages of one applied event. */
export function topicMessages(
  event: FeedEvent,
  change: BookChange | null,
  book: Book,
): TopicMessage[] {
  if (!change) return [];
  const out: TopicMessage[] = [];
  const send = (keys: string[], data: SportsbookTopicUpdate) => {
    for (const key of keys) out.push({ key, data });
  };
  switch (event.type) {
    case 'game.created':
    case 'game.updated': {
      const entry = book.games.get(change.gameId);
      if (!entry) return out;
      const nowLive = isLive(entry.game);
      const tick: SportsbookTopicUpdate = { kind: 'game', game: entryTick(book, entry) };
      if (change.statusBefore === null) {
        send(listKeys(entry.game, nowLive), { kind: 'added', gameId: change.gameId });
      } else {
        send(listKeys(entry.game, false), tick);
        if (nowLive && !wasLive(change.statusBefore)) {
          send([LIVE_TOPIC], { kind: 'added', gameId: change.gameId });
        } else if (nowLive) {
          send([LIVE_TOPIC], tick);
        } else if (wasLive(change.statusBefore)) {
          // The final whistle (status 4) comes before the result: the game leaves live now.
          send([LIVE_TOPIC], { kind: 'removed', gameId: change.gameId });
        }
      }
      send([gameTopic(change.gameId)], tick);
      if (event.type === 'game.created' && change.statusBefore !== null) {
        // A game re-published whole: its markets may all be new.
        send([gameTopic(change.gameId)], marketsUpdate(book, entry, change, []));
      }
      return out;
    }
    case 'market.updated': {
      const entry = book.games.get(change.gameId);
      if (!entry) return out;
      send(
        [gameTopic(change.gameId)],
        marketsUpdate(book, entry, change, event.removed, event.markets),
      );
      // List rows show the main market: they hear about it when it changes or goes.
      if (change.mainChanged) {
        send(listKeys(entry.game, isLive(entry.game)), {
          kind: 'game',
          game: entryTick(book, entry),
        });
      }
      return out;
    }
    case 'game.finished': {
      if (change.statusBefore !== null) {
        send(listKeys(event.game, wasLive(change.statusBefore)), {
          kind: 'removed',
          gameId: change.gameId,
        });
      }
      send([gameTopic(change.gameId)], {
        kind: 'finished',
        gameId: change.gameId,
        score: [event.result.score[0], event.result.score[1]],
        winner: event.result.winner,
      });
      return out;
    }
    case 'heartbeat':
      return out;
  }
}

function marketsUpdate(
  book: Book,
  entry: BookGame,
  change: BookChange,
  removed: readonly number[],
  changed?: readonly Market[],
): SportsbookTopicUpdate {
  const held = feedSuspended(book, entry.game);
  // As offered (the event carries the feed's markets; the book applies the overrides).
  const list = changed
    ? changed.map((m) => entry.markets.get(m.id) ?? m)
    : [...entry.markets.values()];
  return {
    kind: 'markets',
    gameId: entry.game.id,
    markets: list.map((m) => marketTick(m, held)),
    removed: [...removed],
    added: change.addedMarketIds,
  };
}

/**
 * Messages when the watchdog holds or releases live games: each touched game's tick on its
 * lists, and on its own topic the tick and every market (blocked while held).
 */
export function holdMessages(book: Book, gameIds: readonly number[]): TopicMessage[] {
  const out: TopicMessage[] = [];
  for (const id of gameIds) {
    const entry = book.games.get(id);
    if (!entry) continue;
    const tick: SportsbookTopicUpdate = { kind: 'game', game: entryTick(book, entry) };
    for (const key of [...listKeys(entry.game, isLive(entry.game)), gameTopic(id)])
      out.push({ key, data: tick });
    out.push({
      key: gameTopic(id),
      data: marketsUpdate(
        book,
        entry,
        { gameId: id, statusBefore: entry.game.status, addedMarketIds: [], mainChanged: false },
        [],
      ),
    });
  }
  return out;
}

/**
 * Messages after a snapshot reload: games that appeared are `added` to their lists, games that
 * went are `removed` (and `finished` on their topic when the book has their result), games that
 * went live are `added` to `live`; after a hold, every live game gets its tick and markets.
 */
export function reloadMessages(
  book: Book,
  before: ReadonlyMap<number, Game['status']>,
  wasHeld: boolean,
): TopicMessage[] {
  const out: TopicMessage[] = [];
  for (const entry of book.games.values()) {
    const id = entry.game.id;
    const status = before.get(id);
    const live = isLive(entry.game);
    if (status === undefined) {
      for (const key of listKeys(entry.game, live))
        out.push({ key, data: { kind: 'added', gameId: id } });
    } else if (live && !wasLive(status)) {
      out.push({ key: LIVE_TOPIC, data: { kind: 'added', gameId: id } });
    }
    if (status !== undefined && (wasHeld ? live : status !== entry.game.status)) {
      out.push(...holdMessages(book, [id]));
    }
  }
  for (const [id, status] of before) {
    if (book.games.has(id)) continue;
    const finished = book.results.get(id);
    const game = finished?.game;
    if (!game) continue;
    for (const key of listKeys(game, wasLive(status)))
      out.push({ key, data: { kind: 'removed', gameId: id } });
    out.push({
      key: gameTopic(id),
      data: {
        kind: 'finished',
        gameId: id,
        score: [finished.result.score[0], finished.result.score[1]],
        winner: finished.result.winner,
      },
    });
  }
  return out;
}

/** Snapshot of a list topic: its games' ticks in start order. */
export function listSnapshot(book: Book, gameIds: Iterable<number>): { games: GameTick[] } {
  const entries: BookGame[] = [];
  for (const id of gameIds) {
    const entry = book.games.get(id);
    if (entry) entries.push(entry);
  }
  entries.sort((a, b) => a.game.startAt - b.game.startAt || a.game.id - b.game.id);
  return { games: entries.map((entry) => entryTick(book, entry)) };
}

/** Snapshot of a game topic (an open or a finished game), or null for an unknown game. */
export function gameSnapshot(
  book: Book,
  gameId: number,
): { game: GameTick; markets: MarketTick[] } | null {
  const entry = book.games.get(gameId);
  if (entry) {
    const held = feedSuspended(book, entry.game);
    return {
      game: entryTick(book, entry),
      markets: [...entry.markets.values()].sort(compareMarkets).map((m) => marketTick(m, held)),
    };
  }
  const finished = book.results.get(gameId);
  return finished ? { game: gameTick(book, finished.game, []), markets: [] } : null;
}

/** The ids of the live games. */
export function liveGameIds(book: Book): number[] {
  const ids: number[] = [];
  for (const entry of book.games.values()) if (isLive(entry.game)) ids.push(entry.game.id);
  return ids;
}
