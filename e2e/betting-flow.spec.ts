// The whole bet as a player makes it in Chromium against the production build and the feed
// simulator, at desktop and phone width (issue 6's end-to-end test): register, deposit through
// the sandbox provider, open the live pages, press the odds of three games close to their end,
// choose a system 2/3 in the bet slip (the bottom sheet on phones), stake and place it, see the
// accepted coupon, find it pending in the office bet history, and — without a reload — see it
// settled there once the games finish and the header balance follow (the `bets` and `balance`
// topics over the live socket).
import { sportDefById } from '@playfield/feed';
import { historyCouponSchema } from '@playfield/protocol/bet-history';
import { gameDetailResponseSchema, lineGamesResponseSchema } from '@playfield/protocol/sportsbook';
import type { HistoryCoupon } from '@playfield/protocol/bet-history';
import type { GameSummary } from '@playfield/protocol/sportsbook';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { E2E_FEED_SPEED } from './global-setup.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const SUCCESS_CARD = '4242424242424242';
const DEPOSIT = 1500;
const STAKE = 300;
/** Real seconds a chosen game must still run: time to press its odds and place the coupon. */
const MIN_LEAD_SEC = 40;
/** The latest a chosen game is expected to finish, real seconds from the choice. */
const MAX_WAIT_SEC = 130;
/** Placement attempts: a live market may be suspended by a goal or a dangerous moment. */
const PLACE_ATTEMPTS = 6;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * Game seconds left in a timed game (goal and point sports) at the least and at the most, from
 * its clock and its sport's periods, breaks and added time; null for sports without a running
 * clock (sets, fights), whose end the clock does not tell.
 */
function gameSecondsLeft(game: GameSummary): { least: number; most: number } | null {
  const params = sportDefById(game.sportId)?.params;
  const time = game.time;
  if (!params || !time || time.periodLengthSec === null) return null;
  if (params.kind !== 'goal' && params.kind !== 'point') return null;
  const periodsAfter = Math.max(0, params.periods - time.period);
  const base =
    Math.max(0, time.periodLengthSec - time.periodSec) +
    periodsAfter * (params.periodSec + params.breakSec) +
    (game.status === 3 ? params.breakSec : 0);
  const [addedLeast, addedMost] = params.kind === 'goal' ? params.addedSec : [0, 0];
  return {
    least: base + addedLeast * (periodsAfter + 1),
    most: base + addedMost * (periodsAfter + 1),
  };
}

/**
 * The share of real time a sport's live markets stand suspended at the e2e feed speed: each
 * goal holds them 5 s, each dangerous moment 2.5 s (the feed's suspension rules). Water polo
 * or handball at 20× are suspended nearly all the time and could not be bet on reliably.
 */
function suspendedShare(game: GameSummary): number {
  const params = sportDefById(game.sportId)?.params;
  // Goal sports only: their main market is the match result, whose prices stay the same
  // outcomes all game. A point sport's main line (a spread, a total) is moved with the score,
  // so the outcome a player pressed can leave the book before the coupon is placed.
  if (!params || params.kind !== 'goal') return 1;
  const goalsPerSec = params.meanGoals / (params.periods * params.periodSec);
  return (goalsPerSec * 5 + (params.dangerPerHour / 3600) * 2.5) * E2E_FEED_SPEED;
}

interface Chosen {
  game: GameSummary;
  /** Real seconds until it finishes, at the most. */
  leftSec: number;
}

/** Three live games of three championships that finish soonest, but not before the bet is in. */
async function chooseGames(page: Page): Promise<Chosen[]> {
  const response = await page.request.get(
    `${baseUrl}/web-api/line/games?section=live&limit=200&lng=en`,
  );
  expect(response.status()).toBe(200);
  const { games } = lineGamesResponseSchema.parse(await response.json());
  const candidates = games
    .filter((game) => game.status === 2 && game.main !== null && !game.feedSuspended)
    .filter((game) => suspendedShare(game) < 0.12)
    .flatMap((game) => {
      const left = gameSecondsLeft(game);
      return left === null || left.least / E2E_FEED_SPEED < MIN_LEAD_SEC
        ? []
        : [{ game, leftSec: left.most / E2E_FEED_SPEED }];
    })
    .sort((a, b) => a.leftSec - b.leftSec);
  const chosen: Chosen[] = [];
  for (const candidate of candidates) {
    if (chosen.some((c) => c.game.champId === candidate.game.champId)) continue;
    chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  expect(chosen.length, 'three live games with a running clock').toBe(3);
  expect(chosen[2]!.leftSec, 'the third game ends within the wait').toBeLessThanOrEqual(
    MAX_WAIT_SEC,
  );
  return chosen;
}

/** A fresh RUB player whose session cookie is in the page's context. */
async function registerPlayer(page: Page): Promise<void> {
  const response = await page.request.post(`${baseUrl}/web-api/auth/register`, {
    data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
}

/** Deposits through the recharge page and the sandbox provider's card page. */
async function deposit(page: Page, amount: number): Promise<void> {
  await page.goto(`${baseUrl}/en/office/recharge`);
  const field = page.getByLabel(text('en', 'wallet_amount_label').replace('{currency}', 'RUB'));
  await whenInteractive(field);
  await page.getByRole('radio', { name: new RegExp(text('en', 'wallet_method_card')) }).check();
  await field.fill(String(amount));
  await page.getByRole('button', { name: text('en', 'wallet_deposit_submit') }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.locator('#card').fill(SUCCESS_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/en\/onpay\/success(\?|$)/);
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByTestId('header-balance');
}

/** "1,200.00" for 1200 (the en page's money format, without the currency). */
function money(value: number): string {
  return value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Presses the lowest price of a game's main market on its championship's live page; answers the
 * pressed outcome's id.
 */
async function pickFavourite(page: Page, game: GameSummary): Promise<number> {
  const path = `/en/live/${game.sportSlug}/${game.champSlug}`;
  if (new URL(page.url()).pathname !== path) await page.goto(`${baseUrl}${path}`);
  const row = page.getByRole('article', { name: game.name, exact: true });
  // A suspended market shows locks for a few seconds: wait for a price to press.
  const open = row.locator('button.odds:not([disabled])');
  await whenInteractive(row);
  // The prices are read in the same poll that finds them open: a suspension may lock them
  // again between two separate reads.
  let ids: { id: string; price: number }[] = [];
  await expect
    .poll(
      async () => {
        ids = await open.evaluateAll((buttons) =>
          buttons
            .map((b) => ({
              id: b.getAttribute('data-outcome-id') ?? '',
              price: Number(b.querySelector('.odds__price')?.firstChild?.textContent ?? 'NaN'),
            }))
            .sort((a, b) => a.price - b.price),
        );
        return ids.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const button = row.locator(`button.odds[data-outcome-id="${ids[0]!.id}"]`);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  return Number(ids[0]!.id);
}

/**
 * Waits until the server offers every chosen price again (its market open, the outcome not
 * blocked), or says which game ended: the state a player waits for after a refusal.
 */
async function whenPricesOpen(page: Page, picks: { gameId: number; outcomeId: number }[]) {
  await expect
    .poll(
      async () => {
        for (const { gameId, outcomeId } of picks) {
          const answer = await page.request.get(`${baseUrl}/web-api/line/game/${gameId}?lng=en`);
          if (answer.status() !== 200) return `game ${gameId} answers ${answer.status()}`;
          const { game, markets } = gameDetailResponseSchema.parse(await answer.json());
          // A break between periods keeps the match's markets: only the end or a silent feed
          // takes a game out of play.
          if (game.status === 4) return `game ${gameId} finished`;
          if (game.feedSuspended) return `game ${gameId} held (feed silent)`;
          const market = markets.find((m) => m.outcomes.some((o) => o.id === outcomeId));
          const outcome = market?.outcomes.find((o) => o.id === outcomeId);
          if (!market || !outcome) return `outcome ${outcomeId} of game ${gameId} is gone`;
          if (market.suspended || outcome.blocked) return 'held';
        }
        return 'open';
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe('open');
}

interface LiveFrame {
  type: string;
  topic?: string;
  data?: unknown;
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`a bet from the live pages to its settlement at ${name} width`, () => {
    it(
      'places a system 2/3 on three live games and sees it settled without a reload',
      { timeout: 280_000 },
      async () => {
        const phone = name === 'phone';
        const { context, page, errors } = await openPage(browser, {
          viewport,
          locale: 'en-GB',
          isMobile: phone,
          hasTouch: phone,
        });
        const frames: LiveFrame[] = [];
        page.on('websocket', (socket) => {
          if (!new URL(socket.url()).pathname.startsWith('/ws')) return;
          socket.on('framereceived', (frame) =>
            frames.push(JSON.parse(String(frame.payload)) as LiveFrame),
          );
        });
        await registerPlayer(page);
        await deposit(page, DEPOSIT);

        const chosen = await chooseGames(page);
        console.log(
          `betting-flow ${name}: ${chosen
            .map((c) => `${c.game.sportSlug} ${c.game.gameId} ~${Math.round(c.leftSec)} s`)
            .join(', ')}`,
        );
        const picks: { gameId: number; outcomeId: number }[] = [];
        for (const { game } of chosen) {
          picks.push({ gameId: game.gameId, outcomeId: await pickFavourite(page, game) });
        }

        // The balance is hidden for new players: show it, as a player would.
        const show = page
          .getByRole('banner')
          .getByRole('button', { name: text('en', 'shell_balance_show') });
        await whenInteractive(show);
        await show.click();
        await expect.poll(() => headerBalance(page).innerText()).toContain(money(DEPOSIT));

        const slip = page.getByRole('complementary', { name: text('en', 'shell_betslip_title') });
        if (phone) {
          const bar = page.getByRole('button', {
            name: text('en', 'betting_open_slip').replace('{count}', '3'),
          });
          await whenInteractive(bar);
          await bar.click();
        }
        await expect.poll(() => slip.getByTestId('coupon-leg').count()).toBe(3);
        const type = slip.getByLabel(text('en', 'betting_type_label'));
        await whenInteractive(type);
        await type.selectOption('2');
        const system = slip.getByLabel(text('en', 'betting_system_label'), { exact: true });
        await expect
          .poll(() => system.locator('option').allInnerTexts())
          .toEqual(['2 of 3 (3 bets)']);
        // Live prices move every second and the bet waits out the acceptance delay: take
        // whatever price the legs have then.
        await slip
          .getByLabel(text('en', 'betting_coef_action_label'))
          .selectOption({ label: text('en', 'betting_coef_action_1') });
        await slip.getByLabel(/^Stake/).fill(String(STAKE));
        await expect.poll(() => slip.getByTestId('coupon-potential-win').innerText()).toMatch(/\d/);
        await screenshot(page, `betting-flow-slip-${name}`, { fullPage: false });

        const place = slip.getByRole('button', { name: text('en', 'betting_place') });
        // The slip's last live region says how the placement went.
        const note = slip.getByRole('status').last();
        const accepted = new RegExp(text('en', 'betting_accepted').replace('{id}', '(\\d+)'));
        let couponId: string | null = null;
        const refusals: string[] = [];
        for (let attempt = 0; attempt < PLACE_ATTEMPTS && couponId === null; attempt += 1) {
          // The button waits while a leg is locked (its market suspended for a moment).
          await expect
            .poll(() => place.isEnabled(), { timeout: 30_000 })
            .toBe(true)
            .catch(async (error: unknown) => {
              // Say what held the button: the slip shows the locked legs and its problems.
              console.log(`betting-flow ${name}: slip while disabled: ${await slip.innerText()}`);
              throw error;
            });
          // Live legs are held for the acceptance delay, then checked again.
          const answered = page.waitForResponse(
            (r) => new URL(r.url()).pathname === '/web-api/betting/place',
            { timeout: 30_000 },
          );
          await place.click();
          await answered;
          await expect
            .poll(async () => (await note.innerText()).trim(), { timeout: 30_000 })
            .not.toBe('');
          const said = (await note.innerText()).trim();
          couponId = accepted.exec(said)?.[1] ?? null;
          if (couponId === null) {
            refusals.push(said);
            // A goal during the acceptance delay suspends the legs' markets for a few seconds:
            // the player waits until every chosen price is offered again.
            await whenPricesOpen(page, picks);
          }
        }
        if (refusals.length > 0) console.log(`betting-flow ${name}: refused first: ${refusals}`);
        expect(couponId, `accepted (refusals: ${refusals.join(' | ')})`).not.toBeNull();
        // The stake left the balance; the header follows without a reload.
        await expect
          .poll(() => headerBalance(page).innerText(), { timeout: 15_000 })
          .toContain(money(DEPOSIT - STAKE));
        await screenshot(page, `betting-flow-accepted-${name}`, { fullPage: false });

        await page.goto(`${baseUrl}/en/office/history`);
        await page.evaluate(() => Object.assign(window, { __noReload: true }));
        const historyFrames = frames.length;
        const row = page.getByTestId('history-coupon').filter({ hasText: couponId! });
        await expect.poll(() => row.innerText()).toContain(text('en', 'betting_coupon_pending'));
        expect(await row.innerText()).toContain(text('en', 'betting_type_2'));
        await whenInteractive(row.locator('summary'));
        await row.locator('summary').click();
        // Each leg by the names the player chose it under, in play and not yet calculated.
        const legs = row.getByRole('list', {
          name: text('en', 'betting_history_details').replace('{id}', couponId!),
        });
        for (const { game } of chosen) {
          const leg = legs.getByRole('listitem').filter({ hasText: game.name });
          await expect.poll(() => leg.innerText()).toContain(text('en', 'betting_status_m2'));
        }
        // The stake in the account's currency (the space may be a no-break one).
        expect(await row.innerText()).toMatch(
          new RegExp(`RUB\\s${money(STAKE).replace('.', '\\.')}`),
        );
        await screenshot(page, `betting-flow-history-pending-${name}`, { fullPage: false });

        // The games finish; the worker settles the coupon and pays; the page hears it.
        const waitMs = (chosen[2]!.leftSec + 60) * 1000;
        await expect
          .poll(() => row.innerText(), { timeout: waitMs, interval: 1000 })
          .not.toContain(text('en', 'betting_coupon_pending'));
        const answer = await page.request.get(`${baseUrl}/web-api/betting/coupon/${couponId}`);
        expect(answer.status()).toBe(200);
        const coupon: HistoryCoupon = historyCouponSchema.parse(await answer.json());
        console.log(`betting-flow ${name}: coupon ${couponId} ${coupon.status} ${coupon.payout}`);
        expect(['win', 'lose', 'return', 'partial']).toContain(coupon.status);
        expect(coupon.bets.every((bet) => bet.statusId >= 0)).toBe(true);
        const payout = Number(coupon.payout ?? 0);
        expect(await row.innerText()).toContain(
          text('en', `betting_coupon_${coupon.status as 'win'}`),
        );
        if (payout > 0) expect(await row.innerText()).toContain(money(payout));
        await expect
          .poll(() => headerBalance(page).innerText(), { timeout: 15_000 })
          .toContain(money(DEPOSIT - STAKE + payout));
        // Both arrived over the socket while the history was open, and it was never reloaded.
        const heard = frames.slice(historyFrames);
        expect(heard).toContainEqual(
          expect.objectContaining({
            type: 'update',
            topic: 'bets',
            data: expect.objectContaining({ couponId, status: coupon.status }),
          }),
        );
        if (payout > 0) {
          expect(heard).toContainEqual(
            expect.objectContaining({
              type: 'update',
              topic: 'balance',
              data: expect.objectContaining({ money: (DEPOSIT - STAKE + payout).toFixed(2) }),
            }),
          );
        }
        expect(await page.evaluate(() => '__noReload' in window)).toBe(true);
        await screenshot(page, `betting-flow-history-settled-${name}`, { fullPage: false });
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  });
}
