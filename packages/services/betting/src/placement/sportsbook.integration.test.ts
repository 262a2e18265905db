import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localize } from '@playfield/feed';
import { createTestWorld } from '@playfield/sportsbook/testing';
import type { TestWorld } from '@playfield/sportsbook/testing';
import { createHarness } from '../testing/harness.ts';
import type { Harness } from '../testing/harness.ts';

// Placement and settlement on the real sportsbook: quotes from its book (English names, feed
// silence blocking live prices), results and finished-game notices from its port.

const USER = 3;
let world: TestWorld;
let h: Harness;
let stop: () => void;

beforeAll(async () => {
  world = createTestWorld();
  world.advance(1000);
  h = await createHarness({ acceptDelayMs: 0, sportsbookPort: world.sportsbook.port });
  stop = h.service.start({ sweepMs: 3_600_000 });
  await h.service.idle();
}, 120_000);
afterAll(async () => {
  stop?.();
  world?.close();
  await h?.close();
});

/** An open outcome of the whole-game main market of a game in the given status. */
function pick(status: 1 | 2) {
  const entries = [...world.sportsbook.book.games.values()]
    .filter((e) => e.game.kind === 'match' && e.game.status === status)
    // Live: the game furthest into play, so it finishes soon.
    .sort((a, b) =>
      a.game.kind === 'match' && b.game.kind === 'match'
        ? b.game.clock.elapsedSec - a.game.clock.elapsedSec
        : 0,
    );
  for (const entry of entries) {
    for (const market of entry.markets.values()) {
      if (market.period !== 0 || market.suspended) continue;
      if (market.type !== '1x2' && market.type !== 'match_winner') continue;
      const outcome = market.outcomes.find((o) => !o.blocked);
      if (outcome) return { game: entry.game, outcome };
    }
  }
  throw new Error(`no open outcome in status ${status}`);
}

/** An outcome of a live match whose Russian name differs from its English one. */
function translatedLiveOutcome() {
  const ru = localize('ru');
  const en = localize('en');
  for (const entry of world.sportsbook.book.games.values()) {
    const game = entry.game;
    if (game.kind !== 'match' || game.status !== 2) continue;
    const naming = { sportId: game.sportId, home: game.home, away: game.away };
    for (const market of entry.markets.values()) {
      for (const outcome of market.outcomes) {
        const name = ru.outcome(market, outcome, naming);
        if (name === en.outcome(market, outcome, naming)) continue;
        return {
          outcomeId: outcome.id,
          coef: outcome.coef / 1000,
          gameName: `${game.home} — ${game.away}`,
          ru: name,
        };
      }
    }
  }
  throw new Error('no live outcome with a Russian name');
}

function place(key: string, outcomeId: number, coef: number, accountId: number, lang?: string) {
  return h.request('/web-api/betting/place', {
    user: USER,
    key,
    ...(lang ? { lang } : {}),
    json: {
      typeId: 0,
      accountId,
      amount: '10.00',
      changeCoefAction: 1,
      bets: [{ outcomeId, coef }],
    },
  });
}

describe('betting on the sportsbook', () => {
  it('places a single on a real quote with the sportsbook’s names', async () => {
    const account = h.account(USER);
    await h.fund(account, 1_000_00n);
    const { game, outcome } = pick(1);
    const response = await place('sportsbook-line-1', outcome.id, outcome.coef / 1000, account.id);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const couponId = Number((response.body as { couponId: string }).couponId);
    const coupon = await h.service.coupon(USER, couponId);
    expect(coupon?.bets[0]).toMatchObject({
      outcomeId: String(outcome.id),
      gameId: String(game.id),
      isLive: false,
      // Spec §3: -1 game not started.
      statusId: -1,
    });
    if (game.kind === 'match')
      expect(coupon?.bets[0]?.gameName).toBe(`${game.home} — ${game.away}`);
    expect(await h.balance(account)).toBe(990_00n);
  });

  it('refuses a live price while the feed is silent', async () => {
    const account = h.account(USER);
    const { outcome } = pick(2);
    world.clock.advance(10_500);
    world.sportsbook.checkHealth();
    expect(world.sportsbook.book.liveHeld).toBe(true);
    const response = await place('sportsbook-held-1', outcome.id, outcome.coef / 1000, account.id);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'bet_blocked',
      outcomeIds: [outcome.id],
    });
    // In the player's language the refusal names the leg with the sportsbook's Russian names
    // (team names are not translated), never the English ones frozen on bet rows.
    const named = translatedLiveOutcome();
    const ru = await place('sportsbook-held-ru', named.outcomeId, named.coef, account.id, 'ru');
    const body = ru.body as { message: string; outcomeIds?: number[] };
    expect(body.outcomeIds).toEqual([named.outcomeId]);
    expect(body.message).toBe(
      `Приём ставок приостановлен: ${named.gameName}: ${named.ru}. Удалите их, чтобы сделать ставку`,
    );
    // The feed speaks again: the book reloads its snapshot and live prices reopen.
    world.advance(1000);
    expect(world.sportsbook.book.liveHeld).toBe(false);
  });

  it('settles a live single when the game finishes (result from the sportsbook)', async () => {
    const account = h.account(USER);
    const { game, outcome } = pick(2);
    const quote = (await world.sportsbook.port.quote([outcome.id])).get(outcome.id);
    if (!quote) throw new Error('no quote');
    const response = await place('sportsbook-live-1', outcome.id, quote.coef / 1000, account.id);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const couponId = Number((response.body as { couponId: string }).couponId);
    // The game is in play: the open leg waits to be calculated (-2), it is not "not started".
    expect((await h.service.coupon(USER, couponId))?.bets[0]).toMatchObject({
      isLive: true,
      statusId: -2,
    });
    for (let i = 0; i < 3000 && !world.sportsbook.book.results.has(game.id); i += 1) {
      world.advance(2000);
    }
    expect(world.sportsbook.book.results.has(game.id)).toBe(true);
    await h.service.idle();
    const coupon = await h.service.coupon(USER, couponId);
    expect(coupon?.status).not.toBe('pending');
    expect([0, 1, 2]).toContain(coupon?.bets[0]?.statusId);
    expect(await h.wallet.checkInvariants()).toEqual([]);
    expect(h.errors).toEqual([]);
  }, 300_000);
});
