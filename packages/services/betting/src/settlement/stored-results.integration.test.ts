// Settlement across a restart with the sportsbook's stored results (decisions 018, 019):
// coupons are placed on the leader's live games, one game finishes while no betting worker
// listens, the sportsbook instance goes away, and a new one starts on the same database. The new
// worker's sweep pays the finished game from the stored result and returns the stake of the one
// game the new leader could not resume (its stored state was lost: abandoned, a cancelled
// result); every other game is resumed (see restart-resume.integration.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createManualClock } from '@playfield/feed/testing';
import type { MatchGame } from '@playfield/feed';
import { TEST_START, createClusterTestNode } from '@playfield/sportsbook/testing';
import type { ClusterTestNode } from '@playfield/sportsbook/testing';
import type { SportsbookPort } from '../ports.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

const USER = 7;
const clock = createManualClock(TEST_START);
let h: Harness;
let current: ClusterTestNode | null = null;
const errors: unknown[] = [];

/** Betting reads whichever sportsbook instance is running now. */
const port: SportsbookPort = {
  quote: (ids) => (current ? current.sportsbook.port.quote(ids) : Promise.resolve(new Map())),
  results: (ids) => (current ? current.sportsbook.port.results(ids) : Promise.resolve(new Map())),
  onGameFinished: () => () => undefined,
};

function node(): ClusterTestNode {
  return createClusterTestNode({
    database: h.database,
    clock,
    speed: 240,
    onError: (error) => errors.push(error),
  });
}

beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0, sportsbookPort: port });
}, 120_000);
afterAll(async () => {
  await current?.sportsbook.shutdown();
  await h?.close();
});

describe('stored results', () => {
  it('a new sportsbook instance settles from the database; a game it cannot resume returns the stake', async () => {
    current = node();
    expect(await current.sportsbook.open()).toBe('leader');
    await current.sportsbook.firstWrite();
    const account = h.account(USER);
    await h.fund(account, 1_000_00n);

    // The live match furthest into play, and a line game that will not start before the restart.
    const matches = [...current.sportsbook.book.games.values()].filter(
      (e) => e.game.kind === 'match',
    );
    const live = matches
      .filter((e) => e.game.status === 2)
      .sort(
        (x, y) => (y.game as MatchGame).clock.elapsedSec - (x.game as MatchGame).clock.elapsedSec,
      );
    const line = matches
      .filter((e) => e.game.status === 1)
      .sort((x, y) => y.game.startAt - x.game.startAt);
    const pick = (entry: (typeof matches)[number] | undefined) => {
      const market = entry && [...entry.markets.values()].find((m) => !m.suspended);
      const outcome = market?.outcomes.find((o) => !o.blocked);
      if (!entry || !outcome) throw new Error('nothing to bet on');
      return { gameId: entry.game.id, outcomeId: outcome.id, coef: outcome.coef / 1000 };
    };
    const finishing = pick(live[0]);
    const abandoned = pick(line[0]);
    const coupons: string[] = [];
    for (const [i, leg] of [finishing, abandoned].entries()) {
      const response = await h.request('/web-api/betting/place', {
        user: USER,
        key: `stored-${i}`,
        json: {
          typeId: 0,
          accountId: account.id,
          amount: '10.00',
          changeCoefAction: 1,
          bets: [{ outcomeId: leg.outcomeId, coef: leg.coef }],
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      coupons.push((response.body as { couponId: string }).couponId);
    }

    // Play until the live game has a stored result (no betting worker is listening).
    for (let i = 0; i < 20_000; i++) {
      if ((await current.sportsbook.port.results([finishing.gameId])).size > 0) break;
      clock.advance(1000);
      current.tick();
    }
    const stored = await current.sportsbook.port.results([finishing.gameId]);
    expect(stored.get(finishing.gameId)?.cancelled).toBe(false);
    await current.sportsbook.shutdown();
    // The line game's stored record loses the state it would resume from.
    await h.database.db.execute(
      sql`update sportsbook_games set resume_state = null where id = ${abandoned.gameId}`,
    );

    // The restart: a new sportsbook (it leads again), a new betting worker.
    current = node();
    expect(await current.sportsbook.open()).toBe('leader');
    const service = h.restart();
    const stop = service.start({ sweepMs: 3_600_000 });
    await service.idle();
    stop();

    const won = await service.coupon(USER, Number(coupons[0]));
    expect(won?.status).not.toBe('pending');
    const returned = await service.coupon(USER, Number(coupons[1]));
    expect(returned?.status).toBe('return');
    expect(returned?.bets[0]?.statusId).toBe(3);
    const payout = (c: typeof won) => BigInt(Math.round(Number(c?.payout ?? 0) * 100));
    expect(await h.balance(account)).toBe(1_000_00n - 20_00n + payout(won) + payout(returned));
    expect(payout(returned)).toBe(10_00n);
    expect(await h.wallet.checkInvariants()).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
