// The console's dashboard in the whole app (issue 15): on a fresh site, three registrations,
// two deposits, two bets and one sign-out give exactly these figures — players online,
// registrations and deposits today and per minute, bets and stakes per minute, GGR today by
// product, the game with the largest liability — and the feed's status; every minute of the
// last hour is present, zero when empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsole, signInOperator } from '@playfield/console/testing';
import type { SignedInOperator } from '@playfield/console/testing';
import type { ConsoleDashboard } from '@playfield/protocol/endpoints/console-dashboard';
import type { ConsoleGameMarkets } from '@playfield/protocol/endpoints/console-sportsbook';
import { openTestSite } from './test-site.ts';
import { registerTestPlayer, siteCaller } from './test-site-calls.ts';
import type { TestPlayer } from './test-site-calls.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let trader: SignedInOperator;
const request = siteCaller(() => site, 'console-dashboard');
type Player = TestPlayer;
const register = () => registerTestPlayer(site);

/** A deposit as the payments service credits it: provider clearing → player. */
async function deposit(player: Player, amount: bigint, key: string): Promise<void> {
  await site.contexts.wallet.wallet.post({
    kind: 'deposit',
    idempotencyKey: `deposit:${key}`,
    legs: [
      {
        account: { kind: 'player', accountId: player.accountId, userId: player.userId },
        currency: 'EUR',
        amount,
      },
      { account: { kind: 'system', code: 'cash_in' }, currency: 'EUR', amount: -amount },
    ],
  });
}

async function lineMarket(): Promise<{
  gameId: number;
  market: ConsoleGameMarkets['markets'][number];
}> {
  const games = (
    await request('GET', '/console-api/sportsbook/games?section=line&sport=1', trader.cookie)
  ).body as { items: { id: number }[] };
  for (const game of games.items) {
    const page = (await request('GET', `/console-api/sportsbook/games/${game.id}`, trader.cookie))
      .body as ConsoleGameMarkets;
    const market = page.markets.find(
      (m) => m.type === '1x2' && m.period === 0 && !m.suspended && m.outcomes.length === 3,
    );
    if (market) return { gameId: game.id, market };
  }
  throw new Error('no line game with a 1x2 market');
}

function placeSingle(player: Player, outcomeId: number, coef: number, amount: string) {
  return request('POST', '/web-api/betting/place', player.cookie, {
    typeId: 0,
    accountId: player.accountId,
    amount,
    systemValue: 2,
    changeCoefAction: 2,
    bets: [{ outcomeId, coef: coef / 1000 }],
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  site = await openTestSite({
    env: { BET_ACCEPT_DELAY_MS: '0', REGISTRATIONS_PER_IP_PER_HOUR: '1000' },
  });
  const consoleService = await createTestConsole(site.database);
  trader = await signInOperator(site.app, consoleService, 'trader');
});
afterAll(async () => {
  await site.close();
});

describe('the dashboard', () => {
  it('counts registrations, players online, deposits, bets, stakes, GGR and liability exactly', async () => {
    const empty = await request('GET', '/console-api/dashboard', trader.cookie);
    expect(empty.status).toBe(200);
    const before = empty.body as ConsoleDashboard;
    expect(before).toMatchObject({
      playersOnline: 0,
      registrationsToday: 0,
      depositsToday: [],
      ggrToday: [],
      topLiability: [],
    });
    expect(before.perMinute).toHaveLength(60);

    const [a, b, c] = [await register(), await register(), await register()];
    await deposit(a!, 5_000n, 'a-1');
    await deposit(b!, 2_500n, 'b-1');
    const { gameId, market } = await lineMarket();
    const [home, , away] = market.outcomes;
    expect((await placeSingle(a!, home!.id, home!.coef, '10.00')).status).toBe(201);
    expect((await placeSingle(b!, away!.id, away!.coef, '20.00')).status).toBe(201);
    const logout = await request('POST', '/web-api/auth/logout', c!.cookie, {});
    expect(logout.status).toBeLessThan(300);

    const response = await request('GET', '/console-api/dashboard', trader.cookie);
    expect(response.status).toBe(200);
    const dash = response.body as ConsoleDashboard;
    expect(dash.playersOnline).toBe(2);
    expect(dash.registrationsToday).toBe(3);
    expect(dash.depositsToday).toEqual([{ currency: 'EUR', count: 2, amount: 7_500 }]);
    expect(dash.ggrToday).toEqual([
      { product: 'sports', currency: 'EUR', stakes: 3_000, payouts: 0, ggr: 3_000 },
    ]);
    const potential =
      Math.floor((1_000 * home!.coef) / 1_000) + Math.floor((2_000 * away!.coef) / 1_000);
    expect(dash.topLiability).toEqual([
      {
        gameId,
        gameName: expect.any(String),
        currency: 'EUR',
        coupons: 2,
        stakes: 3_000,
        potentialPayout: potential,
      },
    ]);

    // Every minute of the last hour, oldest first, the current one last; the events in it.
    expect(dash.perMinute).toHaveLength(60);
    const starts = dash.perMinute.map((m) => Date.parse(m.at));
    expect(starts.every((t, i) => i === 0 || t - starts[i - 1]! === 60_000)).toBe(true);
    const last = starts.at(-1)!;
    expect(Date.parse(dash.at)).toBeGreaterThanOrEqual(last);
    expect(Date.parse(dash.at)).toBeLessThan(last + 60_000);
    expect(sum(dash.perMinute.map((m) => m.registrations))).toBe(3);
    expect(sum(dash.perMinute.map((m) => m.deposits))).toBe(2);
    expect(sum(dash.perMinute.map((m) => m.depositAmounts.EUR ?? 0))).toBe(7_500);
    expect(sum(dash.perMinute.map((m) => m.bets))).toBe(2);
    expect(sum(dash.perMinute.map((m) => m.stakes.EUR ?? 0))).toBe(3_000);
    const quiet = dash.perMinute.filter((m) => m.registrations + m.deposits + m.bets === 0);
    expect(quiet.length).toBeGreaterThanOrEqual(57);
    expect(quiet[0]).toEqual({
      at: quiet[0]!.at,
      registrations: 0,
      deposits: 0,
      depositAmounts: {},
      bets: 0,
      stakes: {},
    });

    expect(dash.feed).toMatchObject({ role: expect.any(String), heartbeatMs: expect.any(Number) });
  });

  it('is in the description the role × endpoint matrix walks, with dashboard.read', async () => {
    const description = (await request('GET', '/console-api/openapi.json', trader.cookie)).body as {
      paths: Record<string, Record<string, { 'x-permission': string }>>;
    };
    expect(description.paths['/console-api/dashboard']?.get?.['x-permission']).toBe(
      'dashboard.read',
    );
  });

  it('is refused to the content role and to anonymous callers', async () => {
    const consoleService = await createTestConsole(site.database);
    const content = await signInOperator(site.app, consoleService, 'content');
    expect((await request('GET', '/console-api/dashboard', content.cookie)).status).toBe(403);
    expect((await request('GET', '/console-api/dashboard', '')).status).toBe(401);
  });
});
