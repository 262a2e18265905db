// A SportsbookPort straight over a feed provider, for tests: prices and results as the feed
// publishes them, kept in memory. It lets settlement be tested on the real simulator's markets
// and results without the sportsbook context (which stores them and implements the port for the
// site).
import type { FeedProvider, Game, GameResult, Market } from '@playfield/feed';
import type { GameOutcome, OutcomeQuote, SportsbookPort } from '../ports.ts';

export interface FeedPort extends SportsbookPort {
  /** The games the feed offers now, with their markets. */
  games(): { game: Game; markets: readonly Market[] }[];
  stop(): void;
}

function gameName(game: Game): string {
  return game.kind === 'match' ? `${game.home} – ${game.away}` : `Outright ${game.id}`;
}

export function createFeedPort(feed: FeedProvider): FeedPort {
  const games = new Map<number, Game>();
  const markets = new Map<number, Map<number, Market>>();
  const results = new Map<number, GameResult>();
  const listeners = new Set<(gameId: number) => void>();

  const snapshot = feed.snapshot();
  for (const { game, markets: list } of snapshot.games) {
    games.set(game.id, game);
    markets.set(game.id, new Map(list.map((m) => [m.id, m])));
  }
  for (const { game, result } of snapshot.results) {
    games.set(game.id, game);
    results.set(game.id, result);
  }
  const unsubscribe = feed.subscribe((event) => {
    switch (event.type) {
      case 'game.created':
        games.set(event.game.id, event.game);
        markets.set(event.game.id, new Map(event.markets.map((m) => [m.id, m])));
        break;
      case 'game.updated':
        games.set(event.game.id, event.game);
        break;
      case 'market.updated': {
        const book = markets.get(event.gameId) ?? new Map<number, Market>();
        for (const m of event.markets) book.set(m.id, m);
        for (const id of event.removed) book.delete(id);
        markets.set(event.gameId, book);
        break;
      }
      case 'game.finished':
        games.set(event.game.id, event.game);
        results.set(event.game.id, event.result);
        markets.delete(event.game.id);
        for (const listener of listeners) listener(event.game.id);
        break;
      case 'heartbeat':
        break;
    }
  });

  return {
    games: () =>
      [...games.values()]
        .filter((game) => game.status !== 4)
        .map((game) => ({ game, markets: [...(markets.get(game.id)?.values() ?? [])] })),
    quote(outcomeIds) {
      const wanted = new Set(outcomeIds);
      const out = new Map<number, OutcomeQuote>();
      for (const [gameId, book] of markets) {
        const game = games.get(gameId);
        if (!game) continue;
        for (const market of book.values()) {
          for (const outcome of market.outcomes) {
            if (!wanted.has(outcome.id)) continue;
            out.set(outcome.id, {
              outcomeId: outcome.id,
              marketId: market.id,
              gameId,
              sportId: game.sportId,
              champId: game.champId,
              coef: outcome.coef,
              blocked: outcome.blocked || market.suspended,
              gameStatus: game.status,
              isLive: game.status === 2 || game.status === 3,
              startsAt: game.startAt,
              market: { type: market.type, period: market.period, param: market.param },
              outcome: {
                key: outcome.key,
                param: outcome.param,
                score: outcome.score ? [outcome.score[0], outcome.score[1]] : null,
                competitorId: outcome.competitorId,
              },
              gameName: gameName(game),
              marketName: market.type,
              outcomeName: outcome.param === null ? outcome.key : `${outcome.key} ${outcome.param}`,
            });
          }
        }
      }
      return Promise.resolve(out);
    },
    results(gameIds) {
      const out = new Map<number, GameOutcome>();
      for (const id of gameIds) {
        const result = results.get(id);
        if (result) out.set(id, { gameId: id, cancelled: false, result });
      }
      return Promise.resolve(out);
    },
    onGameFinished(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: unsubscribe,
  };
}
