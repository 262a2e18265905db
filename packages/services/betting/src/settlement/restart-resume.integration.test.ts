// Issue 13 item 2 (decision 019): a restart must not touch a single bet. Coupons are placed
// through the betting API on the leader's live games (and one line game); the leader dies
// without its shutdown path (kill -9: no last write, its lock dropped as a broken connection
// drops it) in the middle of play. A new leader — a restarted one, or a second instance taking
// the lock over — resumes the stored games from their stored scores and clocks and plays them to
// the end, and every coupon settles as won or lost by the results the games actually reach;
// none is returned. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUS } from '@playfield/feed';
import { createManualClock } from '@playfield/feed/testing';
import type { MatchGame } from '@playfield/feed';
import {
  TEST_START,
  createClusterTestNode,
  storedGames as storedGamesOf,
} from '@playfield/sportsbook/testing';
import type { ClusterTestNode, StoredGames } from '@playfield/sportsbook/testing';
import type { SportsbookPort } from '../ports.ts';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';
import { legOf } from '../testing/book-legs.ts';
import type { Leg } from '../testing/book-legs.ts';

const clock = createManualClock(TEST_START);
let h: Harness;
/** The instance betting talks to: whichever leads now. */
let current: ClusterTestNode | null = null;
const nodes: ClusterTestNode[] = [];
const errors: unknown[] = [];

const port: SportsbookPort = {
  quote: (ids, lang) =>
    current ? current.sportsbook.port.quote(ids, lang) : Promise.resolve(new Map()),
  results: (ids) => (current ? current.sportsbook.port.results(ids) : Promise.resolve(new Map())),
  onGameFinished: () => () => undefined,
};

function node(options: { lockRetryMs?: number } = {}): ClusterTestNode {
  const created = createClusterTestNode({
    database: h.database,
    clock,
    speed: 240,
    minLive: 12,
    persistMs: 3_600_000, // writes happen when the test flushes (the timer would every 5 s)
    ...options,
    onError: (error) => errors.push(error),
  });
  nodes.push(created);
  return created;
}

beforeAll(async () => {
  h = await createHarness({ acceptDelayMs: 0, sportsbookPort: port });
}, 120_000);
afterEach(async () => {
  // Nothing more to write at the end of a test: stop without the last write.
  for (const n of nodes.splice(0)) {
    await n.crash();
    await n.sportsbook.shutdown();
  }
  current = null;
});
afterAll(async () => {
  await h?.close();
});

let couponKey = 0;

/** One single coupon per leg, 10.00 each, accepted. */
async function placeAll(userId: number, accountId: number, legs: Leg[]): Promise<number[]> {
  const ids: number[] = [];
  for (const leg of legs) {
    couponKey += 1;
    const response = await h.request('/web-api/betting/place', {
      user: userId,
      key: `resume-${couponKey}`,
      json: {
        typeId: 0,
        accountId,
        amount: '10.00',
        changeCoefAction: 1,
        bets: [{ outcomeId: leg.outcomeId, coef: leg.coef }],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids.push(Number((response.body as { couponId: string }).couponId));
  }
  return ids;
}

/** Live matches with an open price (several sports, so several engines resume), and a line game. */
function pickLegs(leader: ClusterTestNode): Leg[] {
  const games = [...leader.sportsbook.book.games.values()];
  const legs: Leg[] = [];
  const sports = new Set<number>();
  // The games least far into play: they are still going when the leader dies.
  const live = games
    .filter((e) => e.game.kind === 'match')
    .sort(
      (a, b) => (a.game as MatchGame).clock.elapsedSec - (b.game as MatchGame).clock.elapsedSec,
    );
  for (const entry of live) {
    if (entry.game.kind !== 'match' || entry.game.status !== GAME_STATUS.live) continue;
    if (sports.has(entry.game.sportId)) continue;
    const leg = legOf(entry);
    if (!leg) continue;
    sports.add(entry.game.sportId);
    legs.push(leg);
    if (legs.length === 5) break;
  }
  // A line game that kicks off after the restart (bet before its start), within minutes.
  const soon = games
    .filter((e) => e.game.kind === 'match' && e.game.status === GAME_STATUS.scheduled)
    .sort((a, b) => a.game.startAt - b.game.startAt)
    .find(
      (e) =>
        e.game.startAt > clock.now() + 120_000 &&
        e.game.startAt < clock.now() + 600_000 &&
        legOf(e),
    );
  if (soon) legs.push(legOf(soon) as Leg);
  expect(legs.length).toBeGreaterThanOrEqual(3);
  return legs;
}

/** Plays `ticks` seconds on the leader. */
function play(leader: ClusterTestNode, ticks: number): void {
  for (let i = 0; i < ticks; i++) {
    clock.advance(1000);
    leader.tick();
  }
}

type Stored = StoredGames;

const storedGames = (ids: number[]) => storedGamesOf(h.database, ids);

/**
 * The new leader's view of each game right after it opened equals what was stored (scores and
 * clocks go on from the stored values, not from zero and not from what the dead leader had
 * in memory but never wrote).
 */
async function expectResumedAsStored(
  leader: ClusterTestNode,
  stored: Stored,
  ids: number[],
): Promise<void> {
  // A game that finished before the death has its result already; it is not resumed.
  const finished = await leader.sportsbook.port.results(ids);
  expect(ids.filter((id) => !finished.has(id)).length).toBeGreaterThanOrEqual(3);
  for (const id of ids) {
    if (finished.has(id)) continue;
    const game = leader.sportsbook.book.games.get(id)?.game as MatchGame | undefined;
    const was = stored.get(id);
    expect(game, `game ${id} resumed`).toBeDefined();
    expect(game?.status).toBe(was?.status);
    expect(game?.score).toEqual(was?.score);
    expect(game?.clock).toEqual(was?.clock);
  }
}

/** Ticks the leader until every game has a stored result; returns them. */
async function playToTheEnd(leader: ClusterTestNode, ids: number[]) {
  let results = await leader.sportsbook.port.results(ids);
  for (let i = 0; i < 200 && results.size < ids.length; i++) {
    play(leader, 30);
    await new Promise((resolve) => setTimeout(resolve, 5));
    results = await leader.sportsbook.port.results(ids);
  }
  for (let i = 0; i < 100 && results.size < ids.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    results = await leader.sportsbook.port.results(ids);
  }
  return results;
}

/** Settles with a fresh betting worker; every coupon won or lost, no leg returned. */
async function expectSettledWonOrLost(userId: number, couponIds: number[]): Promise<void> {
  const service = h.restart();
  const stop = service.start({ sweepMs: 3_600_000 });
  await service.idle();
  stop();
  for (const id of couponIds) {
    const coupon = await service.coupon(userId, id);
    expect(coupon?.status, `coupon ${id}`).toMatch(/^(win|lose)$/);
    for (const bet of coupon?.bets ?? []) expect(bet.statusId).not.toBe(3);
  }
  expect(await h.wallet.checkInvariants()).toEqual([]);
}

describe('a restart does not touch a bet', () => {
  it('kill -9 of the leader mid-game: a restarted leader resumes the games and the coupons settle won or lost', async () => {
    const first = node();
    current = first;
    expect(await first.sportsbook.open()).toBe('leader');
    await first.sportsbook.firstWrite();
    const account = h.account(31);
    await h.fund(account, 1_000_00n);
    const legs = pickLegs(first);
    const coupons = await placeAll(31, account.id, legs);
    const ids = legs.map((l) => l.gameId);

    // Play on, a periodic write, a little more play that never reaches the tables, then death.
    play(first, 4);
    await first.sportsbook.flush();
    const stored = await storedGames(ids);
    play(first, 2);
    await first.crash();

    // Down for a minute, then `npm start` again.
    clock.advance(60_000);
    const second = node();
    current = second;
    expect(await second.sportsbook.open()).toBe('leader');
    await expectResumedAsStored(second, stored, ids);
    const results = await playToTheEnd(second, ids);
    for (const id of ids) expect(results.get(id)?.cancelled, `game ${id}`).toBe(false);
    await expectSettledWonOrLost(31, coupons);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the leader dies and a second instance takes the lock over: it resumes the games and the coupons settle won or lost', async () => {
    const leader = node();
    current = leader;
    expect(await leader.sportsbook.open()).toBe('leader');
    await leader.sportsbook.firstWrite();
    const standby = node({ lockRetryMs: 50 });
    expect(await standby.sportsbook.open()).toBe('follower');

    const account = h.account(32);
    await h.fund(account, 1_000_00n);
    const legs = pickLegs(leader);
    const coupons = await placeAll(32, account.id, legs);
    const ids = legs.map((l) => l.gameId);
    play(leader, 4);
    await leader.sportsbook.flush();
    const stored = await storedGames(ids);
    play(leader, 2);
    await leader.crash();

    for (let i = 0; i < 400 && standby.sportsbook.role() !== 'leader'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(standby.sportsbook.role()).toBe('leader');
    current = standby;
    for (let i = 0; i < 400 && !standby.feed(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await expectResumedAsStored(standby, stored, ids);
    const results = await playToTheEnd(standby, ids);
    for (const id of ids) expect(results.get(id)?.cancelled, `game ${id}`).toBe(false);
    await expectSettledWonOrLost(32, coupons);
    expect(errors).toEqual([]);
  }, 120_000);
});
