// The bet slip as a player uses it in Chromium, at desktop and phone width: three selections
// already in the coupon (kept across reloads), the coupon types the engine offers for them, a
// system 2/3 with its potential win, and on phones the bottom sheet opened from the bar.
import type { Browser } from 'playwright-core';
import type { MessageKey } from '@playfield/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenHydrated, whenInteractive } from './browser.ts';
import { seedCoupon } from './slip.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`bet slip at ${name} width (${viewport.width} px)`, () => {
    it('offers a system 2/3 for three games and shows its potential win', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await seedCoupon(page);
      await page.goto(`${baseUrl}/en/line`);
      // The slip reads its legs from local storage once the page has hydrated.
      await whenHydrated(page);
      const slip = page.getByRole('complementary', { name: text('en', 'shell_betslip_title') });
      if (name === 'phone') {
        const bar = page.getByRole('button', {
          name: text('en', 'betting_open_slip').replace('{count}', '3'),
        });
        await whenInteractive(bar);
        await bar.click();
      }
      await expect.poll(() => slip.getByTestId('coupon-leg').count()).toBe(3);
      const type = slip.getByLabel(text('en', 'betting_type_label'));
      await whenInteractive(type);
      // Every multi-leg type suits three legs from three games.
      const offered = await type.locator('option').allInnerTexts();
      expect(offered).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => text('en', `betting_type_${id}` as MessageKey)),
      );
      await type.selectOption('2');
      const system = slip.getByLabel(text('en', 'betting_system_label'), { exact: true });
      await expect
        .poll(() => system.locator('option').allInnerTexts())
        .toEqual(['2 of 3 (3 bets)']);
      const amount = slip.getByLabel(/^Stake/);
      await amount.fill('30');
      // 10 on each double: 10 × (4.5 + 7.75 + 5.58) = 178.30.
      await expect
        .poll(() => slip.getByTestId('coupon-potential-win').innerText())
        .toMatch(/178\.30/);
      await screenshot(page, `bet-slip-system-${viewport.width}`, { fullPage: false });

      // The coupon and its settings survive a reload.
      await page.reload();
      await whenHydrated(page);
      if (name === 'phone') {
        const bar = page.getByRole('button', {
          name: text('en', 'betting_open_slip').replace('{count}', '3'),
        });
        await whenInteractive(bar);
        await bar.click();
      }
      await expect
        .poll(() => slip.getByTestId('coupon-potential-win').innerText())
        .toMatch(/178\.30/);

      // Many singles: each leg its own stake, the coupon's 30 by default, 20 on the second.
      await type.selectOption('9');
      await slip
        .getByLabel(/^Stake on Home/)
        .nth(1)
        .fill('20');
      // 30 × 2.5 + 20 × 1.8 + 30 × 3.1 = 204.00
      await expect
        .poll(() => slip.getByTestId('coupon-potential-win').innerText())
        .toMatch(/204\.00/);
      await screenshot(page, `bet-slip-singles-${viewport.width}`, { fullPage: false });
      await type.selectOption('2');

      // Removing a leg leaves two: the system is no longer offered and express takes its place.
      const remove = slip.getByRole('button', { name: /^Remove/ }).first();
      await whenInteractive(remove);
      await remove.click();
      await expect.poll(() => slip.getByTestId('coupon-leg').count()).toBe(2);
      await expect.poll(() => slip.getByTestId('coupon-total-coef').innerText()).toBe('5.580');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`betting calculator at ${name} width (${viewport.width} px)`, () => {
    it('settles a system 2/3 leg by leg and follows a change of type', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await page.goto(`${baseUrl}/en/information/betting-calculator`);
      await page
        .getByRole('heading', { level: 1, name: text('en', 'betting_calc_title') })
        .waitFor();
      // 100 on 2/3 with 2.5 won, 1.8 lost, 3.1 half won: 100/3 × 2.5 × 2.05 = 170.83.
      await expect.poll(() => page.getByTestId('calc-payout').innerText()).toBe('170.83');
      expect(await page.getByTestId('calc-line').count()).toBe(3);
      await screenshot(page, `betting-calculator-${viewport.width}`);

      const type = page.getByLabel(text('en', 'betting_type_label'));
      await whenInteractive(type);
      await type.selectOption('1');
      await expect
        .poll(() => page.getByTestId('calc-status').innerText())
        .toBe(text('en', 'betting_coupon_lose'));
      const second = page.getByRole('combobox', { name: text('en', 'betting_calc_status') }).nth(1);
      await second.selectOption('1');
      // Express: 100 × 2.5 × 1.8 × 2.05 = 922.50.
      await expect.poll(() => page.getByTestId('calc-payout').innerText()).toBe('922.50');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('office bet history', () => {
  it('needs a sign-in, then filters by status and type through the URL', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-GB',
    });
    await page.goto(`${baseUrl}/en/office/history`);
    await page.waitForURL(/\/en\/login\?return-url=%2Fen%2Foffice%2Fhistory/);
    const registered = await page.request.post(`${baseUrl}/web-api/auth/register`, {
      data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
    });
    expect(registered.status()).toBe(201);
    await page.goto(`${baseUrl}/en/office/history`);
    await page
      .getByRole('heading', { level: 1, name: text('en', 'betting_history_title') })
      .waitFor();
    const status = page.getByLabel(text('en', 'betting_history_status'));
    await whenInteractive(status);
    await status.selectOption('win');
    await page.getByLabel(text('en', 'betting_history_type')).selectOption('2');
    await page
      .getByRole('form', { name: text('en', 'betting_history_filters') })
      .getByRole('button', { name: text('en', 'betting_history_apply') })
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'win');
    expect(new URL(page.url()).searchParams.get('typeId')).toBe('2');
    expect(await page.getByLabel(text('en', 'betting_history_status')).inputValue()).toBe('win');
    await screenshot(page, 'bet-history-1440', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('print-coupon', () => {
  it('is a page only for digits and only for a coupon of the signed-in player', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    expect((await page.goto(`${baseUrl}/en/print-coupon/abc`))?.status()).toBe(404);
    const registered = await page.request.post(`${baseUrl}/web-api/auth/register`, {
      data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
    });
    expect(registered.status()).toBe(201);
    // No coupon of this player has that number: 404, as for another player's coupon.
    expect((await page.goto(`${baseUrl}/en/print-coupon/999999999`))?.status()).toBe(404);
    await context.close();
  });
});
