// The operator console in Chromium (issue 15 item 4): the first operator is made the way a new
// site makes it — `npm run console -- operator add` on the site's database before the server
// starts — then signs in with a TOTP code computed here (otpauth), changes the one-time
// password, sees the sign-in in the audit log, creates an operator (the secrets shown once),
// suspends a market and enters a result. The console's own server runs on a PGlite directory the
// CLI prepared (the shared e2e server's in-memory database is out of the CLI's reach).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenHydrated } from './browser.ts';
import type { OpenedPage } from './browser.ts';
import { ROOT, startProductionServer } from './production-server.ts';
import type { ProductionServer } from './production-server.ts';
import { text } from './texts.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const EMAIL = 'first.admin@console.test';
const NEW_PASSWORD = 'Console-e2e-Passw0rd!';

let dataDir: string;
let server: ProductionServer;
let browser: Browser;
let oneTimePassword = '';
let otpauthUri = '';
let opened: OpenedPage | null = null;
/** The game whose result the sportsbook test entered (suspended since). */
let resultGameHref = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'playfield-console-e2e-'));
  const cli = spawnSync(
    'npm',
    ['run', '--silent', 'console', '--', 'operator', 'add', EMAIL, 'admin'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  expect(cli.status, cli.stdout + cli.stderr).toBe(0);
  oneTimePassword = /One-time password:\s+(\S+)/.exec(cli.stdout)?.[1] ?? '';
  otpauthUri = /otpauth URI:\s+(\S+)/.exec(cli.stdout)?.[1] ?? '';
  expect(oneTimePassword).not.toBe('');
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  server = await startProductionServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function totpCode(): string {
  const otp = OTPAuth.URI.parse(otpauthUri);
  if (!(otp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP URI');
  return otp.generate();
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
}

describe('the operator console', () => {
  it('signs in with TOTP, changes the one-time password, and finds the sign-in in the audit log', async () => {
    opened = await openPage(browser, { viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const { page, errors } = opened;
    page.on('dialog', (dialog) => void dialog.accept());
    {
      // No language prefix: the console's page answers itself, not a redirect.
      const response = await page.goto(`${server.baseUrl}/console/login`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/console/login');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      await whenHydrated(page);
      expect(await seriousViolations(page)).toEqual([]);

      // A wrong code: the one refusal, in words.
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByLabel('Password').fill(oneTimePassword);
      await page.getByLabel('Authenticator code').fill('12');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Enter the 6 digits of the code.').waitFor();

      await page.getByLabel('Authenticator code').fill(totpCode());
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The one-time password must be changed first.
      await page.waitForURL('**/console/password');
      await page.getByText('choose your own before you go on').waitFor();
      await page.getByLabel('Current password').fill(oneTimePassword);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('New password again').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/console');

      // The navigation shows the admin's sections; the audit log lists the sign-in.
      const nav = page.getByRole('navigation', { name: 'Console sections' });
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/console/audit');
      const heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
      await heading.waitFor();
      // Focus moves to the new page's heading (after the page has rendered).
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const table = page.getByRole('table', { name: 'Console actions, newest first' });
      await table.getByRole('rowheader', { name: 'auth.login' }).first().waitFor();
      await table.getByRole('rowheader', { name: 'auth.password' }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'console-audit-1440', { fullPage: false });

      // Filters travel in the address.
      await page.getByLabel('Action').fill('auth.password');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL('**/console/audit?action=auth.password');
      await expect.poll(() => table.getByRole('rowheader', { name: 'auth.login' }).count()).toBe(0);

      // Operators: a new one, its secrets shown once.
      await nav.getByRole('link', { name: 'Operators' }).click();
      await page.getByRole('heading', { level: 1, name: 'Operators' }).waitFor();
      await page.getByRole('textbox', { name: 'E-mail' }).fill('trader@console.test');
      await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('trader');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('heading', { name: 'Shown once: copy these now' }).waitFor();
      expect((await page.getByTestId('once-password').textContent())?.length).toBeGreaterThan(8);
      await page
        .getByRole('table', { name: 'Every operator' })
        .getByRole('rowheader', { name: 'trader@console.test' })
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'console-operators-1440', { fullPage: false });

      // A tablet.
      await page.setViewportSize({ width: 768, height: 1024 });
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await page.getByRole('rowheader', { name: 'operator.create' }).first().waitFor();
      await screenshot(page, 'console-audit-768', { fullPage: false });
      expect(errors).toEqual([]);
    }
  }, 180_000);

  it('suspends and reopens a market, sets its margin, and enters and corrects a result', async () => {
    if (!opened) throw new Error('the sign-in test did not run');
    const { page, errors } = opened;
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await nav.getByRole('link', { name: 'Sportsbook' }).click();
    const games = page.getByRole('table', { name: 'Open games' });
    const firstGame = games.getByRole('rowheader').first().getByRole('link');
    await firstGame.waitFor();
    const gameName = (await firstGame.textContent()) ?? '';
    resultGameHref = (await firstGame.getAttribute('href')) ?? '';
    await firstGame.click();
    await page.getByRole('heading', { level: 1, name: `Game ${gameName}` }).waitFor();
    const markets = page.getByRole('table', { name: `Markets of ${gameName}` });
    const suspend = markets.getByRole('button', { name: /^Suspend / }).first();
    await suspend.waitFor();
    const marketLabel = ((await suspend.getAttribute('aria-label')) ?? '').replace(/^Suspend /, '');
    const row = markets
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: marketLabel, exact: true }) })
      .first();
    await suspend.click();
    await row.getByText('suspended by an operator').waitFor();
    await row.getByRole('button', { name: `Reopen ${marketLabel}` }).click();
    await row.getByRole('button', { name: `Suspend ${marketLabel}` }).waitFor();

    // A margin outside 0–30 % is refused in words; a good one is stored.
    const margin = row.getByLabel(`Margin of ${marketLabel}, %`);
    await margin.fill('45');
    await row.getByRole('button', { name: 'Set', exact: true }).click();
    await row.getByText('A margin is a number from 0 to 30').waitFor();
    await margin.fill('7.5');
    await row.getByRole('button', { name: 'Set', exact: true }).click();
    await row.getByRole('button', { name: 'Feed margin' }).waitFor();

    // Enter a result, then correct it: each answers what it moved.
    await page.getByLabel('Home score').fill('2');
    await page.getByLabel('Away score').fill('1');
    await page.getByRole('button', { name: 'Save the result' }).click();
    await page.getByRole('status').filter({ hasText: 'coupons changed' }).waitFor();
    await page.getByLabel('Away score').fill('2');
    await page.getByRole('button', { name: 'Save the result' }).click();
    await page.getByRole('status').filter({ hasText: 'coupons changed' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'console-game-1440', { fullPage: false });
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'console-game-768', { fullPage: false });

    // The audit log holds the sportsbook actions.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table', { name: 'Console actions, newest first' });
    await table
      .getByRole('rowheader', { name: /result/ })
      .first()
      .waitFor();
    await table
      .getByRole('rowheader', { name: /suspend/ })
      .first()
      .waitFor();
    // The result's entry and its correction: two `results.enter` rows, on the game.
    const entries = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: 'results.enter', exact: true }),
    });
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
    expect(await entries.first().innerText()).toContain('game');
    expect(errors).toEqual([]);
  }, 180_000);

  it('sets a configuration key, finds a player, and approves their withdrawal waiting for review', async () => {
    if (!opened) throw new Error('the sign-in test did not run');
    const { page, errors } = opened;
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Console sections' });

    // Configuration: withdrawals above 100 wait for an operator. A bad value is refused in words.
    await nav.getByRole('link', { name: 'Configuration' }).click();
    await page.getByRole('link', { name: 'Open withdrawalReviewThreshold' }).click();
    const value = page.getByLabel('New value of withdrawalReviewThreshold (JSON)');
    await value.fill('not json');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The value is not valid JSON.').waitFor();
    await value.fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'withdrawalReviewThreshold' }).waitFor();
    await value.fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'withdrawalReviewThreshold saved.' })
      .waitFor();
    await page
      .getByRole('table', { name: 'Changes of withdrawalReviewThreshold, newest first' })
      .getByRole('rowheader')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A player deposits 1000 RUB and asks for 250 back: above the threshold, it waits.
    const player = await openPage(browser);
    try {
      const registered = await player.page.request.post(`${server.baseUrl}/web-api/auth/register`, {
        data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
      });
      expect(registered.status()).toBe(201);
      const { userId } = (await registered.json()) as { userId: number };
      const accounts = (await (
        await player.page.request.get(`${server.baseUrl}/web-api/wallet/accounts`)
      ).json()) as { id: number }[];
      const accountId = accounts[0]?.id;
      const deposit = await player.page.request.post(`${server.baseUrl}/web-api/wallet/deposits`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { accountId, amount: '1000.00', method: 'card' },
      });
      expect(deposit.status()).toBe(201);
      const { paymentId: depositId } = (await deposit.json()) as { paymentId: string };
      const paid = await player.page.request.post(
        `${server.baseUrl}/sandbox-pay/${depositId}/complete`,
        {
          form: { card: '4242424242424242' },
          maxRedirects: 0,
        },
      );
      expect(paid.status()).toBeLessThan(400);
      await expect
        .poll(
          async () => {
            const withdrawal = await player.page.request.post(
              `${server.baseUrl}/web-api/wallet/withdrawals`,
              {
                headers: { 'Idempotency-Key': `withdraw-${userId}` },
                data: { accountId, amount: '250.00', method: 'card', card: '4242424242424242' },
              },
            );
            return withdrawal.status();
          },
          { timeout: 15_000 },
        )
        .toBe(201);

      // Find the player by id; their page shows the withdrawal waiting.
      await nav.getByRole('link', { name: 'Players' }).click();
      await page.getByLabel('Id, login, e-mail or phone').fill(String(userId));
      await page.getByRole('button', { name: 'Search' }).click();
      const found = page.getByRole('table', { name: 'Players found' });
      await found.getByRole('rowheader').first().getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: /^Player / }).waitFor();
      await page
        .getByRole('table', { name: 'Deposits and withdrawals' })
        .getByRole('row')
        .filter({ hasText: 'waiting' })
        .waitFor();
      // The player is not flagged for review; the flag can be set with a reason.
      await page.getByRole('heading', { level: 3, name: 'Withdrawal review' }).waitFor();
      await page.getByText('Not flagged: withdrawals follow the usual threshold.').waitFor();
      await page.getByRole('button', { name: 'Flag for review' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'console-player-1440', { fullPage: false });

      // Approve it from the payments page.
      await nav.getByRole('link', { name: 'Payments' }).click();
      const waiting = page.getByRole('table', {
        name: 'Withdrawals waiting for review, oldest first',
      });
      const approve = waiting.getByRole('button', { name: /^Approve / });
      await approve.first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'console-payments-1440', { fullPage: false });
      await approve.first().click();
      await page
        .getByRole('status')
        .filter({ hasText: /Withdrawal .* approved\./ })
        .waitFor();
      await page.getByText('No withdrawal is waiting.').waitFor();

      // The payments page's other tabs: every withdrawal (the approved one among them), the
      // players' payment requests.
      await page.getByRole('link', { name: 'Withdrawals', exact: true }).click();
      await page.waitForURL('**/console/payments?tab=withdrawals');
      await page
        .getByRole('table', { name: 'Withdrawals, newest first' })
        .getByRole('row')
        .nth(1)
        .waitFor();
      await page.getByRole('link', { name: 'Payment requests', exact: true }).click();
      await page.getByRole('navigation', { name: 'Requests by status' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The audit log lists the approval.
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await page
        .getByRole('table', { name: 'Console actions, newest first' })
        .getByRole('rowheader', { name: 'withdrawal.approve', exact: true })
        .first()
        .waitFor();

      // The dashboard polls and draws its charts.
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('img', { name: /^Registrations, the last 60 readings/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'console-dashboard-1440', { fullPage: false });
      await page.setViewportSize({ width: 360, height: 780 });
      await screenshot(page, 'console-dashboard-360', { fullPage: false });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await player.context.close();
    }
  }, 180_000);

  it("suspends a market and the player's game page locks its price live", async () => {
    if (!opened) throw new Error('the sign-in test did not run');
    const { page, errors } = opened;
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await fetch(
      `${server.baseUrl}/web-api/line/games?section=live&limit=200&lng=en`,
    );
    const { games } = (await response.json()) as {
      games: {
        gameId: number;
        status: number;
        marketsCount: number;
        feedSuspended?: boolean;
        sportSlug: string;
        champSlug: string;
        slug: string;
      }[];
    };
    const game = games.find(
      (g) =>
        g.status === 2 &&
        g.marketsCount > 2 &&
        !g.feedSuspended &&
        !resultGameHref.endsWith(`/${g.gameId}`),
    );
    expect(game, 'the simulator has live games').toBeDefined();
    if (!game) return;

    const player = await openPage(browser, { locale: 'en-GB' });
    try {
      await player.page.goto(
        `${server.baseUrl}/en/live/${game.sportSlug}/${game.champSlug}/${game.slug}`,
      );
      await whenHydrated(player.page);
      const open = player.page.locator('main button.odds[data-outcome-id]:not([disabled])').first();
      await open.waitFor();
      const outcomeId = (await open.getAttribute('data-outcome-id')) ?? '';
      expect(outcomeId).not.toBe('');

      await page.goto(`${server.baseUrl}/console/sportsbook/games/${game.gameId}`);
      const row = page.locator('tr', { has: page.locator(`li[data-outcome-id="${outcomeId}"]`) });
      const suspend = row.getByRole('button', { name: /^Suspend / });
      await suspend.waitFor();
      await suspend.click();
      await row.getByText('suspended by an operator').waitFor();

      // The player's page, open all along, locks the price without a reload.
      await expect
        .poll(
          () =>
            player.page.locator(`main button.odds[data-outcome-id="${outcomeId}"]`).isDisabled(),
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true);
      await row.getByRole('button', { name: /^Reopen / }).click();
      await row.getByRole('button', { name: /^Suspend / }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await player.context.close();
    }
  }, 120_000);

  it("enters and corrects a result: the player's history and balance follow", async () => {
    if (!opened) throw new Error('the sign-in test did not run');
    const { page, errors } = opened;
    await page.setViewportSize({ width: 1440, height: 900 });

    // A line football game with an open 1x2 market, not the one the sportsbook test settled.
    type Market = {
      id: number;
      type: string;
      period: number;
      suspended: boolean;
      outcomes: { id: number; coef: number }[];
    };
    const list = await page.request.get(
      `${server.baseUrl}/console-api/sportsbook/games?section=line&sport=1`,
    );
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: { id: number }[] };
    let chosen: { gameId: number; market: Market } | null = null;
    for (const item of items) {
      if (resultGameHref.endsWith(`/${item.id}`)) continue;
      const markets = (await (
        await page.request.get(`${server.baseUrl}/console-api/sportsbook/games/${item.id}`)
      ).json()) as { markets: Market[] };
      const market = markets.markets.find(
        (m) => m.type === '1x2' && m.period === 0 && !m.suspended && m.outcomes.length === 3,
      );
      if (market) {
        chosen = { gameId: item.id, market };
        break;
      }
    }
    expect(chosen, 'a line game with an open 1x2 market').not.toBeNull();
    if (!chosen) return;
    const home = chosen.market.outcomes[0]!;

    const player = await openPage(browser, { locale: 'en-GB' });
    try {
      const request = player.page.request;
      const registered = await request.post(`${server.baseUrl}/web-api/auth/register`, {
        data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
      });
      expect(registered.status()).toBe(201);
      const { userId } = (await registered.json()) as { userId: number };
      const accounts = (await (
        await request.get(`${server.baseUrl}/web-api/wallet/accounts`)
      ).json()) as { id: number }[];
      const accountId = accounts[0]?.id;
      const deposit = await request.post(`${server.baseUrl}/web-api/wallet/deposits`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { accountId, amount: '1000.00', method: 'card' },
      });
      expect(deposit.status()).toBe(201);
      const { paymentId } = (await deposit.json()) as { paymentId: string };
      const paid = await request.post(`${server.baseUrl}/sandbox-pay/${paymentId}/complete`, {
        form: { card: '4242424242424242' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBeLessThan(400);

      // The player sees 1,000.00, then stakes 100 on the home side.
      await player.page.goto(`${server.baseUrl}/en/office/history`);
      await whenHydrated(player.page);
      const show = player.page
        .getByRole('banner')
        .getByRole('button', { name: text('en', 'shell_balance_show') });
      await show.click();
      const balance = player.page.getByRole('banner').getByTestId('header-balance');
      await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toContain('1,000.00');
      const placed = await request.post(`${server.baseUrl}/web-api/betting/place`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          typeId: 0,
          accountId,
          amount: '100.00',
          changeCoefAction: 2,
          bets: [{ outcomeId: home.id, coef: home.coef / 1000 }],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { couponId } = (await placed.json()) as { couponId: string };
      await expect
        .poll(() => balance.innerText(), { timeout: 15_000 })
        .toMatch(/(^|[^\d,])900\.00/);
      // The history lists the coupon, not yet settled (a person opens the page anew).
      await player.page.reload();
      const row = player.page.getByTestId('history-coupon').filter({ hasText: couponId });
      await expect
        .poll(() => row.innerText(), { timeout: 15_000 })
        .toContain(text('en', 'betting_coupon_pending'));

      // The operator enters 2:0: the coupon wins and the payout reaches the balance.
      await page.goto(`${server.baseUrl}/console/sportsbook/games/${chosen.gameId}`);
      await page.getByLabel('Home score').fill('2');
      await page.getByLabel('Away score').fill('0');
      await page.getByRole('button', { name: 'Save the result' }).click();
      await page.getByRole('status').filter({ hasText: 'coupons changed' }).waitFor();
      const coupon = async () =>
        (await (
          await request.get(`${server.baseUrl}/web-api/betting/coupon/${couponId}`)
        ).json()) as {
          status: string;
          payout: string | null;
        };
      await expect.poll(async () => (await coupon()).status).toBe('win');
      const won = await coupon();
      const payout = Number(won.payout ?? 0);
      expect(payout).toBeCloseTo((100 * home.coef) / 1000, 2);
      const money = (value: number) =>
        value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      await expect
        .poll(() => balance.innerText(), { timeout: 15_000 })
        .toContain(money(900 + payout));
      await expect
        .poll(
          async () => {
            await player.page.reload();
            return row.innerText();
          },
          { timeout: 15_000 },
        )
        .toContain(text('en', 'betting_coupon_win'));

      // Corrected to 0:2: the coupon loses, the payout is taken back as its own movement.
      await page.getByLabel('Home score').fill('0');
      await page.getByLabel('Away score').fill('2');
      await page.getByRole('button', { name: 'Save the result' }).click();
      await expect.poll(async () => (await coupon()).status, { timeout: 15_000 }).toBe('lose');
      await expect
        .poll(() => balance.innerText(), { timeout: 15_000 })
        .toMatch(/(^|[^\d,])900\.00/);
      await expect
        .poll(
          async () => {
            await player.page.reload();
            return row.innerText();
          },
          { timeout: 15_000 },
        )
        .toContain(text('en', 'betting_coupon_lose'));

      // The console's player page lists the coupon in its own columns, and the stake.
      await page.goto(`${server.baseUrl}/console/players/${userId}`);
      const coupons = page.getByRole('table', { name: 'Coupons, newest first' });
      const couponRow = coupons
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: couponId, exact: true }) });
      await couponRow.waitFor();
      expect(await couponRow.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['Single', '100.00 RUB', 'lose', '1']),
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(player.errors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await player.context.close();
    }
  }, 180_000);

  it('sends the operator back to sign-in after signing out', async () => {
    if (!opened) throw new Error('the sign-in test did not run');
    const { page, context } = opened;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/login?reason=signed-out');
    await page.getByText('You have signed out.').waitFor();
    // Without a session, a console page leads to sign-in.
    await page.goto(`${server.baseUrl}/console/audit`);
    await page.waitForURL('**/console/login?reason=expired');
    await context.close();
    opened = null;
  }, 60_000);
});
