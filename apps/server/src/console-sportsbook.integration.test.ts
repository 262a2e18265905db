// The console's sportsbook and results in the whole app (issue 15, decision 037): an operator's
// suspension locks a market (placement refused, the live frame published) until reopened; a
// margin re-prices within bounds; a result entered settles, a corrected one resettles moving
// exactly the difference through the ledger (wallet:check holds), again moves nothing, and
// concurrent corrections end consistent; a voided market returns the stakes; the audit has it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsole, signInOperator } from '@playfield/console/testing';
import type { SignedInOperator } from '@playfield/console/testing';
import { runWalletCheck } from '@playfield/wallet';
import type { ConsoleGameMarkets } from '@playfield/protocol/endpoints/console-sportsbook';
import { openTestSite } from './test-site.ts';
import { registerTestPlayer, siteCaller } from './test-site-calls.ts';
import type { TestPlayer } from './test-site-calls.ts';
import type { TestSite } from './test-site.ts';

let site: TestSite;
let trader: SignedInOperator;
let admin: SignedInOperator;
const request = siteCaller(() => site, 'console-sportsbook');
const op = (method: string, path: string, body?: unknown) =>
  request(method, path, trader.cookie, body);

type Player = TestPlayer;
const fundedPlayer = (amount = 100_000n) => registerTestPlayer(site, { fund: amount });

function placeSingle(player: Player, outcomeId: number, coef: number, amount = '10.00') {
  return request('POST', '/web-api/betting/place', player.cookie, {
    typeId: 0,
    accountId: player.accountId,
    amount,
    systemValue: 2,
    changeCoefAction: 2,
    bets: [{ outcomeId, coef: coef / 1000 }],
  });
}

/** A line football game and its 1x2 market. */
async function lineGame(
  skip = 0,
): Promise<{ gameId: number; market: ConsoleGameMarkets['markets'][number] }> {
  const games = (await op('GET', '/console-api/sportsbook/games?section=line&sport=1')).body as {
    items: { id: number; sportId: number }[];
    total: number;
  };
  let seen = 0;
  for (const game of games.items) {
    const page = (await op('GET', `/console-api/sportsbook/games/${game.id}`))
      .body as ConsoleGameMarkets;
    const market = page.markets.find(
      (m) => m.type === '1x2' && m.period === 0 && !m.suspended && m.outcomes.length === 3,
    );
    if (market && seen++ === skip) return { gameId: game.id, market };
  }
  throw new Error(`no line game with a 1x2 market: ${JSON.stringify(games).slice(0, 300)}`);
}

const balance = (player: Player) => site.contexts.wallet.wallet.balance(player.accountId);

beforeAll(async () => {
  site = await openTestSite({
    env: { BET_ACCEPT_DELAY_MS: '0', REGISTRATIONS_PER_IP_PER_HOUR: '1000' },
  });
  const consoleService = await createTestConsole(site.database);
  trader = await signInOperator(site.app, consoleService, 'trader');
  admin = await signInOperator(site.app, consoleService, 'admin');
});
afterAll(async () => {
  await site.close();
});

describe('operator overrides', () => {
  it('a suspension locks the market (placement refused, frame published); reopening unlocks it', async () => {
    const { gameId, market } = await lineGame();
    const home = market.outcomes[0]!;
    const player = await fundedPlayer();
    const frames: { key: string; data: unknown }[] = [];
    const stop = site.contexts.sportsbook.onTopicMessage((m) => frames.push(m));

    const suspended = await op('POST', `/console-api/sportsbook/markets/${market.id}/suspend`);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ scope: 'market', targetId: market.id, suspended: true });
    const frame = frames.find(
      (f) =>
        f.key === `game:${gameId}` &&
        (f.data as { kind: string }).kind === 'markets' &&
        (f.data as { markets: { marketId: number; suspended: boolean }[] }).markets.some(
          (m) => m.marketId === market.id && m.suspended,
        ),
    );
    expect(frame).toBeDefined();
    const refused = await placeSingle(player, home.id, home.coef);
    expect(refused.status).not.toBe(201);
    const page = (await op('GET', `/console-api/sportsbook/games/${gameId}`))
      .body as ConsoleGameMarkets;
    expect(page.markets.find((m) => m.id === market.id)).toMatchObject({
      suspended: true,
      operatorSuspended: true,
    });

    expect((await op('POST', `/console-api/sportsbook/markets/${market.id}/reopen`)).status).toBe(
      200,
    );
    const placed = await placeSingle(player, home.id, home.coef);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    // A whole game, the same way.
    expect((await op('POST', `/console-api/sportsbook/games/${gameId}/suspend`)).status).toBe(200);
    expect((await placeSingle(player, home.id, home.coef)).status).not.toBe(201);
    expect((await op('POST', `/console-api/sportsbook/games/${gameId}/reopen`)).status).toBe(200);
    expect((await placeSingle(player, home.id, home.coef)).status).toBe(201);
    stop();
  });

  it('a margin re-prices the market within bounds, and null gives it back to the feed', async () => {
    const { gameId, market } = await lineGame(1);
    const priced = await op('POST', `/console-api/sportsbook/markets/${market.id}/margin`, {
      marginBp: 1500,
    });
    expect(priced.status).toBe(200);
    const page = (await op('GET', `/console-api/sportsbook/games/${gameId}`))
      .body as ConsoleGameMarkets;
    const after = page.markets.find((m) => m.id === market.id)!;
    expect(after.marginBp).toBe(1500);
    expect(Math.abs(after.offeredMarginBp - 1500)).toBeLessThan(30);
    for (const [i, o] of after.outcomes.entries()) {
      expect(o.coef).toBeLessThan(market.outcomes[i]!.coef);
      expect(o.feedCoef).toBe(market.outcomes[i]!.feedCoef);
    }
    const quote = await site.contexts.sportsbook.port.quote([after.outcomes[0]!.id]);
    expect(quote.get(after.outcomes[0]!.id)?.coef).toBe(after.outcomes[0]!.coef);
    for (const marginBp of [-1, 3001, 12.5]) {
      const bad = await op('POST', `/console-api/sportsbook/markets/${market.id}/margin`, {
        marginBp,
      });
      expect(bad.status).toBe(400);
    }
    await op('POST', `/console-api/sportsbook/markets/${market.id}/margin`, { marginBp: null });
    const back = (await op('GET', `/console-api/sportsbook/games/${gameId}`))
      .body as ConsoleGameMarkets;
    const restored = back.markets.find((m) => m.id === market.id)!;
    expect(restored.marginBp).toBeNull();
    expect(restored.outcomes.map((o) => o.coef)).toEqual(restored.outcomes.map((o) => o.feedCoef));
  });

  it('reads liability per outcome and the feed status', async () => {
    const feed = await op('GET', '/console-api/sportsbook/feed');
    expect(feed.status).toBe(200);
    expect(feed.body).toMatchObject({ role: expect.any(String), heartbeatMs: expect.any(Number) });
    const { gameId, market } = await lineGame(2);
    const player = await fundedPlayer();
    const home = market.outcomes[0]!;
    expect((await placeSingle(player, home.id, home.coef, '20.00')).status).toBe(201);
    const liability = (await op('GET', `/console-api/sportsbook/games/${gameId}/liability`))
      .body as { outcomes: { outcomeId: number; stakes: number; potentialPayout: number }[] };
    const row = liability.outcomes.find((o) => o.outcomeId === home.id);
    expect(row?.stakes).toBe(2000);
    expect(row?.potentialPayout).toBe(Math.floor((2000 * home.coef) / 1000));
  });
});

describe('results and resettlement', () => {
  it('settles an entered result, resettles a correction by the difference, twice moves nothing', async () => {
    const { gameId, market } = await lineGame(3);
    const [home, , away] = market.outcomes as [
      (typeof market.outcomes)[0],
      unknown,
      (typeof market.outcomes)[0],
    ];
    const winner = await fundedPlayer(1000n);
    const loser = await fundedPlayer();
    const bets = [
      await placeSingle(winner, home.id, home.coef),
      await placeSingle(loser, away.id, away.coef),
    ];
    expect(
      bets.map((b) => b.status),
      JSON.stringify(bets[0]?.body),
    ).toEqual([201, 201]);
    const winnerStart = await balance(winner);
    const homePays = BigInt(Math.floor((1000 * home.coef) / 1000));
    const awayPays = BigInt(Math.floor((1000 * away.coef) / 1000));

    const entered = await op('POST', `/console-api/sportsbook/games/${gameId}/result`, {
      score: [2, 0],
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(entered.body).toMatchObject({ settled: 2 });
    expect(await balance(winner)).toBe(winnerStart + homePays);
    // The winner spends the winnings: the take-back will find less than it wants.
    await site.contexts.wallet.wallet.post({
      kind: 'adjustment',
      idempotencyKey: `spend-${winner.userId}`,
      legs: [
        {
          account: { kind: 'player', accountId: winner.accountId, userId: winner.userId },
          currency: 'EUR',
          amount: -(homePays - 500n),
        },
        {
          account: { kind: 'system', code: 'adjustments' },
          currency: 'EUR',
          amount: homePays - 500n,
        },
      ],
    });
    const loserBefore = await balance(loser);

    const corrected = await op('POST', `/console-api/sportsbook/games/${gameId}/result`, {
      score: [0, 1],
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ coupons: 2, settled: 0 });
    expect(await balance(loser)).toBe(loserBefore + awayPays);
    // The winner had 500 left (+ the 0 start balance): all of it is taken, the rest is owed.
    expect(await balance(winner)).toBe(0n);
    expect((corrected.body as { receivable: Record<string, number> }).receivable.EUR).toBe(
      Number(homePays - 500n - winnerStart),
    );
    expect(await runWalletCheck(site.database)).toEqual([]);

    const history = (await request('GET', '/web-api/betting/history', loser.cookie)).body as {
      coupons?: { status: string }[];
    };
    expect(JSON.stringify(history)).toContain('win');

    const again = await op('POST', `/console-api/sportsbook/games/${gameId}/resettle`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ coupons: 0, settled: 0, moved: {} });
    const same = await op('POST', `/console-api/sportsbook/games/${gameId}/result`, {
      score: [0, 1],
    });
    expect(same.body).toMatchObject({ coupons: 0, moved: {} });
    expect(await balance(loser)).toBe(loserBefore + awayPays);

    // Concurrent corrections: one consistent outcome, the ledger still whole.
    const both = await Promise.all([
      op('POST', `/console-api/sportsbook/games/${gameId}/result`, { score: [3, 0] }),
      op('POST', `/console-api/sportsbook/games/${gameId}/result`, { score: [0, 3] }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await runWalletCheck(site.database)).toEqual([]);
    const loserFinal = await balance(loser);
    const settledAgain = await op('POST', `/console-api/sportsbook/games/${gameId}/resettle`);
    expect(settledAgain.body).toMatchObject({ coupons: 0, moved: {} });
    expect(await balance(loser)).toBe(loserFinal);

    const audit = (await request('GET', '/console-api/audit?action=results.enter', admin.cookie))
      .body as { items: { object: { id: string }; before: unknown; after: unknown }[] };
    const lines = audit.items.filter((i) => i.object.id === String(gameId));
    expect(lines.length).toBe(5);
    expect(lines.every((l) => l.before !== null && l.after !== null)).toBe(true);
  });

  it('voiding a market returns every stake on it', async () => {
    const { gameId, market } = await lineGame(4);
    const player = await fundedPlayer();
    const start = await balance(player);
    const home = market.outcomes[0]!;
    expect((await placeSingle(player, home.id, home.coef)).status).toBe(201);
    expect(await balance(player)).toBe(start - 1000n);
    await op('POST', `/console-api/sportsbook/games/${gameId}/result`, { score: [0, 2] });
    expect(await balance(player)).toBe(start - 1000n);
    const voided = await op('POST', `/console-api/sportsbook/markets/${market.id}/void`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await balance(player)).toBe(start);
    expect(await runWalletCheck(site.database)).toEqual([]);
    const again = await op('POST', `/console-api/sportsbook/markets/${market.id}/void`);
    expect(again.body).toMatchObject({ coupons: 0, moved: {} });
    const audit = (
      await request('GET', '/console-api/audit?action=results.void-market', admin.cookie)
    ).body as { items: { before: unknown; after: unknown }[] };
    expect(audit.items.length).toBe(2);
    const suspends = (
      await request('GET', '/console-api/audit?action=sportsbook.market.suspend', admin.cookie)
    ).body as { items: { before: unknown; after: { suspended: boolean } }[] };
    expect(suspends.items[0]?.after.suspended).toBe(true);
  });
});
