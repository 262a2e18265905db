import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_DEFS } from '../catalog/sports.ts';
import type { SportDef } from '../catalog/sports.ts';
import { createMatch } from '../engine/create-match.ts';
import { createSeededRandom } from '../random.ts';
import { typicalDurationSec } from '../runtime/records.ts';
import { createMarketBook } from '../runtime/market-book.ts';
import { SCORE_MARKETS, SETTLEMENT, settleOnScore } from '../settle.ts';
import type { MarketDraft } from './draft.ts';
import { MAX_COEF, MIN_COEF } from './margin.ts';
import { priceOutright } from './outright.ts';

/** Plays a match of `sport` for `share` of its typical length and prices it. */
function pricedAt(sport: SportDef, home: number, away: number, share: number, seed: number) {
  const random = createSeededRandom(seed);
  const match = createMatch(sport, home, away, random);
  const total = share * typicalDurationSec(sport, match.bestOf);
  for (let t = 0; t < total && !match.finished; t += 97) match.advance(97, random);
  return { match, drafts: match.finished ? [] : match.price() };
}

function impliedSum(coefs: readonly number[]): number {
  return coefs.reduce((sum, c) => sum + 1000 / c, 0);
}

/**
 * For one final score, the outcomes of a market must split it exactly: one wins and the rest
 * lose, or (Asian lines) one half-wins and the other half-loses, or all are returned.
 */
function partitionHolds(draft: MarketDraft, h: number, a: number): boolean {
  const statuses = draft.outcomes.map((o) =>
    settleOnScore(
      draft.type,
      draft.param,
      { key: o.key, param: o.param, score: o.score ?? null, competitorId: null },
      h,
      a,
    ),
  );
  const count = (s: number): number => statuses.filter((x) => x === s).length;
  const n = statuses.length;
  if (count(SETTLEMENT.win) === 1 && count(SETTLEMENT.lose) === n - 1) return true;
  if (n === 2 && count(SETTLEMENT.halfWin) === 1 && count(SETTLEMENT.halfLose) === 1) return true;
  return count(SETTLEMENT.push) === n;
}

const ratings = fc.double({ min: -3, max: 3, noNaN: true });
const shares = fc.double({ min: 0, max: 1.2, noNaN: true });
const margins = fc.double({ min: 0.02, max: 0.12, noNaN: true });

describe('every market of every sport', () => {
  for (const sport of SPORT_DEFS) {
    it(`${sport.slug}: implied probabilities sum to 1 + margin (±0.5%), coefs in range`, () => {
      fc.assert(
        fc.property(
          ratings,
          ratings,
          shares,
          margins,
          fc.integer(),
          (home, away, share, margin, seed) => {
            const { drafts } = pricedAt(sport, home, away, share, seed);
            const book = createMarketBook(1);
            book.apply(drafts, margin, false);
            for (const market of book.markets.values()) {
              const coefs = market.outcomes.map((o) => o.coef);
              expect(coefs.length).toBeGreaterThanOrEqual(2);
              for (const c of coefs) {
                expect(Number.isInteger(c)).toBe(true);
                expect(c).toBeGreaterThanOrEqual(MIN_COEF);
                expect(c).toBeLessThanOrEqual(MAX_COEF);
              }
              expect(Math.abs(impliedSum(coefs) - (1 + margin))).toBeLessThanOrEqual(0.005);
              expect(new Set(market.outcomes.map((o) => o.id)).size).toBe(market.outcomes.length);
            }
          },
        ),
        { numRuns: 40 },
      );
    });

    it(`${sport.slug}: outcomes are mutually exclusive and exhaustive on every reachable score`, () => {
      fc.assert(
        fc.property(ratings, ratings, shares, fc.integer(), (home, away, share, seed) => {
          const { match, drafts } = pricedAt(sport, home, away, share, seed);
          const now = match.view().score;
          const need =
            match.bestOf !== null && sport.family !== 'combat' ? (match.bestOf + 1) / 2 : null;
          // Best-of sports can only end with one side on `need` units; others on any score.
          const finals: [number, number][] = [];
          for (let h = now.home; h <= now.home + 12; h += 1) {
            for (let a = now.away; a <= now.away + 12; a += 1) {
              if (need === null || (Math.max(h, a) === need && Math.min(h, a) < need))
                finals.push([h, a]);
            }
          }
          for (const draft of drafts) {
            if (!SCORE_MARKETS.has(draft.type) || draft.type === 'total_games' || draft.period > 0)
              continue;
            for (const [h, a] of finals) {
              if (!partitionHolds(draft, h, a))
                throw new Error(`${draft.type} ${draft.param} fails at ${h}:${a}`);
            }
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('outrights: one winner market over all competitors, priced with the margin', () => {
    fc.assert(
      fc.property(fc.array(ratings, { minLength: 2, maxLength: 32 }), margins, (rs, margin) => {
        const drafts = priceOutright(rs.map((rating, i) => ({ id: i + 1, rating })));
        const book = createMarketBook(1);
        book.apply(drafts, margin, false);
        for (const market of book.markets.values()) {
          expect(market.outcomes.length).toBe(rs.length);
          expect(
            Math.abs(impliedSum(market.outcomes.map((o) => o.coef)) - (1 + margin)),
          ).toBeLessThanOrEqual(0.005);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('the market ladders', () => {
  it('football offers quarter, half and whole totals and Asian lines, both halves of double chance, and half-time markets', () => {
    const football = SPORT_DEFS.find((s) => s.slug === 'football') as SportDef;
    const { drafts } = pricedAt(football, 0.2, 0, 0, 1);
    const lines = (type: string, period = 0): number[] =>
      drafts.filter((d) => d.type === type && d.period === period).map((d) => d.param ?? NaN);
    const fractions = (xs: number[]): Set<number> => new Set(xs.map((x) => Math.abs(x % 1)));
    expect(fractions(lines('total'))).toEqual(new Set([0, 0.25, 0.5, 0.75]));
    expect(fractions(lines('asian_handicap'))).toEqual(new Set([0, 0.25, 0.5, 0.75]));
    expect(lines('european_handicap').length).toBeGreaterThanOrEqual(2);
    for (const type of [
      '1x2',
      'dc_1x',
      'dc_12',
      'dc_x2',
      'btts',
      'correct_score',
      'team_total_home',
      'team_total_away',
    ]) {
      expect(drafts.some((d) => d.type === type)).toBe(true);
    }
    expect(lines('1x2', 1)).toHaveLength(1);
    expect(lines('total', 1).length).toBeGreaterThanOrEqual(2);
  });
});

describe('prices match the simulation', () => {
  function frequency(slug: string, runs: number): { priced: number; observed: number } {
    const sport = SPORT_DEFS.find((s) => s.slug === slug) as SportDef;
    const random = createSeededRandom(99);
    let wins = 0;
    let priced = 0;
    for (let i = 0; i < runs; i += 1) {
      const match = createMatch(sport, 0.4, -0.1, random);
      const winner = match.price().find((d) => d.type === 'match_winner' || d.type === '1x2');
      priced += winner?.outcomes.find((o) => o.key === 'home')?.prob ?? 0;
      while (!match.finished) match.advance(1e7, random);
      const r = match.result(1, 0);
      if (r.winner === 'home') wins += 1;
    }
    return { priced: priced / runs, observed: wins / runs };
  }

  for (const slug of ['football', 'tennis', 'basketball', 'volleyball', 'dota-2', 'mma']) {
    it(`${slug}: the home win chance the price assumes is what the engine produces`, () => {
      const { priced, observed } = frequency(slug, 2500);
      expect(Math.abs(priced - observed)).toBeLessThan(0.035);
    });
  }
});
