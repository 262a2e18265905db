// An in-memory SportsbookPort for tests and benchmarks: outcomes with prices the test moves,
// games it finishes or cancels, and the finished-game notifications the real sportsbook sends.
import type { GameResult } from '@playfield/feed';
import type { GameOutcome, OutcomeQuote, SportsbookPort } from '../ports.ts';

export interface FakeOutcome {
  outcomeId: number;
  gameId: number;
  coef: number;
  isLive?: boolean;
  /** Default: the 1x2 market; `key` home, draw or away. */
  market?: OutcomeQuote['market'];
  key?: string;
  param?: number | null;
  blocked?: boolean;
  /** Default 1; 2999 for an outright. */
  sportId?: number;
}

export interface FakeSportsbook extends SportsbookPort {
  /** Adds (or replaces) an outcome; its game is created on first use (status 1, prematch). */
  addOutcome(outcome: FakeOutcome): OutcomeQuote;
  setCoef(outcomeId: number, coef: number): void;
  setBlocked(outcomeId: number, blocked: boolean): void;
  /** 1 prematch, 2/3 live, 4 finished. */
  setGameStatus(gameId: number, status: 1 | 2 | 3 | 4): void;
  /** The game's current score (quotes carry it as `gameScore`). */
  setScore(gameId: number, score: [number, number]): void;
  /** Stores the result (final score, two halves) and tells the listeners. */
  finish(gameId: number, score: [number, number], options?: { notify?: boolean }): void;
  /** Stores a cancellation and tells the listeners. */
  cancel(gameId: number): void;
  /** Tells the listeners again (a duplicate event). */
  notify(gameId: number): void;
  /** Every call of `quote` fails while set (the sportsbook is down). */
  failing: boolean;
  /** How many times `quote` was called. */
  quoteCalls: number;
}

export function createFakeSportsbook(): FakeSportsbook {
  const quotes = new Map<number, OutcomeQuote>();
  const games = new Map<number, 1 | 2 | 3 | 4>();
  const results = new Map<number, GameOutcome>();
  const listeners = new Set<(gameId: number) => void>();
  const scores = new Map<number, [number, number]>();

  function statusOf(gameId: number) {
    return games.get(gameId) ?? 1;
  }

  const fake: FakeSportsbook = {
    failing: false,
    quoteCalls: 0,
    addOutcome(o) {
      if (!games.has(o.gameId)) games.set(o.gameId, o.isLive ? 2 : 1);
      const key = o.key ?? 'home';
      const quote: OutcomeQuote = {
        outcomeId: o.outcomeId,
        marketId: o.gameId * 100 + 1,
        gameId: o.gameId,
        sportId: o.sportId ?? 1,
        champId: 1,
        coef: o.coef,
        blocked: o.blocked ?? false,
        gameStatus: statusOf(o.gameId),
        isLive: o.isLive ?? false,
        startsAt: Date.parse('2026-11-22T12:00:00Z'),
        market: o.market ?? { type: '1x2', period: 0, param: null },
        outcome: { key, param: o.param ?? null, score: null, competitorId: null },
        gameName: `Home ${o.gameId} – Away ${o.gameId}`,
        marketName: o.market?.type ?? '1x2',
        outcomeName: o.param === undefined || o.param === null ? key : `${key} ${o.param}`,
      };
      quotes.set(o.outcomeId, quote);
      return quote;
    },
    setCoef(outcomeId, coef) {
      const q = quotes.get(outcomeId);
      if (q) quotes.set(outcomeId, { ...q, coef });
    },
    setBlocked(outcomeId, blocked) {
      const q = quotes.get(outcomeId);
      if (q) quotes.set(outcomeId, { ...q, blocked });
    },
    setGameStatus(gameId, status) {
      games.set(gameId, status);
    },
    setScore(gameId, score) {
      scores.set(gameId, score);
    },
    finish(gameId, score, { notify = true } = {}) {
      games.set(gameId, 4);
      const result: GameResult = {
        gameId,
        score,
        periods: [
          [Math.floor(score[0] / 2), Math.floor(score[1] / 2)],
          [score[0] - Math.floor(score[0] / 2), score[1] - Math.floor(score[1] / 2)],
        ],
        winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : 'draw',
        detail: { kind: 'none' },
        finishedAt: Date.parse('2026-11-22T14:00:00Z'),
      };
      results.set(gameId, { gameId, cancelled: false, result });
      if (notify) fake.notify(gameId);
    },
    cancel(gameId) {
      games.set(gameId, 4);
      results.set(gameId, { gameId, cancelled: true, result: null });
      fake.notify(gameId);
    },
    notify(gameId) {
      for (const listener of listeners) listener(gameId);
    },
    quote(outcomeIds) {
      fake.quoteCalls += 1;
      if (fake.failing) return Promise.reject(new Error('sportsbook unavailable'));
      const out = new Map<number, OutcomeQuote>();
      for (const id of outcomeIds) {
        const q = quotes.get(id);
        if (!q) continue;
        const status = statusOf(q.gameId);
        out.set(id, {
          ...q,
          gameStatus: status,
          isLive: status === 2 || status === 3,
          gameScore: scores.get(q.gameId) ?? null,
        });
      }
      return Promise.resolve(out);
    },
    results(gameIds) {
      const out = new Map<number, GameOutcome>();
      for (const id of gameIds) {
        const r = results.get(id);
        if (r) out.set(id, r);
      }
      return Promise.resolve(out);
    },
    onGameFinished(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return fake;
}
