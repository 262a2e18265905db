import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedSimulator, createSeededRandom } from '@playfield/feed';
import { createManualClock } from '@playfield/feed/testing';
import type { FeedSimulator, GameResult, Market, MatchGame } from '@playfield/feed';
import { createFeedPort } from '../testing/feed-port.ts';
import type { FeedPort } from '../testing/feed-port.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// Place → the game finishes → settled → paid, on the real feed simulator's live games, markets
// and results (fast feed, manual clock). The expected leg results are worked out here from the
// final scores, independently of the feed's settlement code.

const START = Date.parse('2026-11-22T12:00:00Z');
const USER = 1;

let h: Harness;
let sim: FeedSimulator;
let port: FeedPort;
let stop: () => void;
const clock = createManualClock(START);

beforeAll(async () => {
  sim = createFeedSimulator({ clock, random: createSeededRandom(2026), speed: 120 });
  port = createFeedPort(sim);
  h = await createHarness({ acceptDelayMs: 0, sportsbookPort: port });
  stop = h.service.start({ sweepMs: 3_600_000 });
  await h.service.idle();
}, 120_000);
afterAll(async () => {
  stop?.();
  port?.stop();
  await h?.close();
});

interface Pick {
  gameId: number;
  outcomeId: number;
  coef: number;
  market: Market;
  key: string;
  param: number | null;
}

/** What a leg should settle to, from the final score alone. */
function expected(pick: Pick, result: GameResult): number {
  const [h, a] = result.score;
  if (pick.market.type === '1x2') {
    const won = pick.key === 'home' ? h > a : pick.key === 'away' ? a > h : h === a;
    return won ? 1 : 0;
  }
  // Total over/under on the whole game: margin against the line, quarter lines split.
  const margin = pick.key === 'over' ? h + a - (pick.param ?? 0) : (pick.param ?? 0) - (h + a);
  if (margin === 0) return 2;
  if (margin === 0.25) return 4;
  if (margin === -0.25) return 5;
  return margin > 0 ? 1 : 0;
}

describe('the real feed', () => {
  it('settles and pays singles and an express on live games when they finish', async () => {
    const account = h.account(USER);
    await h.fund(account, 10_000_00n);
    // Live games with a whole-game 1x2 and total market open, those furthest into play first.
    const candidates = port
      .games()
      .filter(({ game }) => game.kind === 'match' && game.status === 2)
      .map(({ game, markets }) => ({
        game: game as MatchGame,
        x12: markets.find((m) => m.type === '1x2' && m.period === 0 && !m.suspended),
        total: markets.find((m) => m.type === 'total' && m.period === 0 && !m.suspended),
      }))
      .filter((c) => c.x12 && c.total)
      .sort((a, b) => b.game.clock.elapsedSec - a.game.clock.elapsedSec)
      .slice(0, 4);
    expect(candidates.length).toBeGreaterThanOrEqual(3);

    const picks: Pick[] = [];
    for (const c of candidates) {
      for (const market of [c.x12, c.total]) {
        const outcome = market?.outcomes.find((o) => !o.blocked);
        if (!market || !outcome) continue;
        picks.push({
          gameId: c.game.id,
          outcomeId: outcome.id,
          coef: outcome.coef / 1000,
          market,
          key: outcome.key,
          param: outcome.param,
        });
      }
    }
    let keys = 0;
    const coupons: { couponId: string; picks: Pick[] }[] = [];
    for (const pick of picks) {
      const response = await h.request('/web-api/betting/place', {
        user: USER,
        key: `real-feed-${++keys}`,
        json: {
          typeId: 0,
          accountId: account.id,
          amount: '10.00',
          changeCoefAction: 1,
          bets: [{ outcomeId: pick.outcomeId, coef: pick.coef }],
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      coupons.push({ couponId: (response.body as { couponId: string }).couponId, picks: [pick] });
    }
    const expressLegs = picks.filter((p) => p.market.type === '1x2').slice(0, 3);
    const express = await h.request('/web-api/betting/place', {
      user: USER,
      key: `real-feed-${keys + 1}`,
      json: {
        typeId: 1,
        accountId: account.id,
        amount: '10.00',
        changeCoefAction: 1,
        bets: expressLegs.map((p) => ({ outcomeId: p.outcomeId, coef: p.coef })),
      },
    });
    expect(express.status, JSON.stringify(express.body)).toBe(201);
    coupons.push({ couponId: (express.body as { couponId: string }).couponId, picks: expressLegs });

    // Play on until every chosen game has a result (the feed tells the worker as each ends).
    const gameIds = new Set(picks.map((p) => p.gameId));
    for (let tick = 0; tick < 3000; tick++) {
      const done = await port.results([...gameIds]);
      if (done.size === gameIds.size) break;
      clock.advance(1000);
      sim.tick();
    }
    await h.service.idle();
    const results = await port.results([...gameIds]);
    expect(results.size).toBe(gameIds.size);

    let staked = 0n;
    let paid = 0n;
    for (const { couponId, picks: legs } of coupons) {
      const coupon = await h.service.coupon(USER, Number(couponId));
      expect(coupon?.status).not.toBe('pending');
      legs.forEach((pick, i) => {
        const result = results.get(pick.gameId)?.result;
        if (!result) throw new Error('no result');
        expect(coupon?.bets[i]?.statusId, `${pick.market.type} ${pick.key} ${pick.param}`).toBe(
          expected(pick, result),
        );
      });
      staked += 10_00n;
      paid += BigInt(Math.round(Number(coupon?.payout) * 100));
    }
    expect(await h.balance(account)).toBe(10_000_00n - staked + paid);
    expect(await h.wallet.checkInvariants()).toEqual([]);
    expect(h.errors).toEqual([]);
  }, 300_000);
});
