// Prices and results for the betting context. The shapes mirror betting's `SportsbookPort`
// (packages/services/betting/src/ports.ts); the server hands this object to betting, and the
// type checker there proves they fit, without the sportsbook depending on betting.
import { isSiteLanguage } from '@playfield/domain/language';
import type { GameResult } from '@playfield/feed';
import type { Book } from './book.ts';
import { feedSuspended } from './book.ts';
import { gameName, localeOf } from './views.ts';

export interface SportsbookQuote {
  outcomeId: number;
  marketId: number;
  gameId: number;
  sportId: number;
  champId: number;
  /** Decimal coef × 1000. */
  coef: number;
  /** Outcome blocked, market suspended, or live markets held by feed silence. */
  blocked: boolean;
  gameStatus: 1 | 2 | 3 | 4;
  isLive: boolean;
  startsAt: number;
  market: { type: string; period: number; param: number | null };
  outcome: {
    key: string;
    param: number | null;
    score: [number, number] | null;
    competitorId: number | null;
  };
  gameName: string;
  marketName: string;
  outcomeName: string;
  /** The names in the language asked for, when one was. */
  localNames?: { gameName: string; marketName: string; outcomeName: string };
  /** The match's current score [home, away]; null for an outright (isDropOnScoreChange). */
  gameScore?: [number, number] | null;
}

export interface SportsbookGameOutcome {
  gameId: number;
  cancelled: boolean;
  result: GameResult | null;
}

/** What betting reads: quotes, results, finished-game notifications. */
export interface SportsbookBettingPort {
  quote(outcomeIds: readonly number[], lang?: string): Promise<Map<number, SportsbookQuote>>;
  results(gameIds: readonly number[]): Promise<Map<number, SportsbookGameOutcome>>;
  onGameFinished(listener: (gameId: number) => void): () => void;
}

/** Feed ids are lookup-free: outcome id = market id × 128 + slot, market id = game id × 2^19 + …. */
export function marketIdOfOutcome(outcomeId: number): number {
  return Math.floor(outcomeId / 128);
}
export function gameIdOfMarket(marketId: number): number {
  return Math.floor(marketId / 2 ** 19);
}

/**
 * Quotes of the open games' outcomes, with English names (history and print show them) and,
 * for a site language other than English, the names in `lang` too (refusals name legs so).
 */
export function quoteOutcomes(
  book: Book,
  outcomeIds: readonly number[],
  lang?: string,
): Map<number, SportsbookQuote> {
  const en = localeOf('en');
  const local = lang !== undefined && isSiteLanguage(lang) ? localeOf(lang) : undefined;
  const out = new Map<number, SportsbookQuote>();
  for (const outcomeId of outcomeIds) {
    if (!Number.isSafeInteger(outcomeId) || outcomeId <= 0) continue;
    const marketId = marketIdOfOutcome(outcomeId);
    const entry = book.games.get(gameIdOfMarket(marketId));
    const market = entry?.markets.get(marketId);
    const outcome = market?.outcomes.find((o) => o.id === outcomeId);
    if (!entry || !market || !outcome) continue;
    const game = entry.game;
    const naming =
      game.kind === 'match'
        ? { sportId: game.sportId, home: game.home, away: game.away }
        : {
            sportId: game.realSportId,
            competitorName: (id: number) => book.competitors.get(id)?.name ?? String(id),
          };
    out.set(outcomeId, {
      outcomeId,
      marketId,
      gameId: game.id,
      sportId: game.sportId,
      champId: game.champId,
      coef: outcome.coef,
      blocked: outcome.blocked || market.suspended || feedSuspended(book, game),
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
      gameScore: game.kind === 'match' ? [game.score.home, game.score.away] : null,
      gameName: gameName(book, game, en),
      marketName: en.market(market, naming),
      outcomeName: en.outcome(market, outcome, naming),
      ...(local
        ? {
            localNames: {
              gameName: gameName(book, game, local),
              marketName: local.market(market, naming),
              outcomeName: local.outcome(market, outcome, naming),
            },
          }
        : {}),
    });
  }
  return out;
}

/** Results of finished games the book still keeps (phase 2 reads them from the database). */
export function resultsOfGames(
  book: Book,
  gameIds: readonly number[],
): Map<number, SportsbookGameOutcome> {
  const out = new Map<number, SportsbookGameOutcome>();
  for (const gameId of gameIds) {
    const finished = book.results.get(gameId);
    if (finished) out.set(gameId, { gameId, cancelled: false, result: finished.result });
  }
  return out;
}
