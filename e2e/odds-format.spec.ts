// Issue 13 item 11 in Chromium: the bet slip shows its prices in the odds format the player
// chose (the `coef_view_id` cookie the header's picker writes), and follows a new choice at
// once — each leg and the total coef, as the odds buttons do.
import { formatCoef } from '@playfield/domain/odds';
import type { CoefFormatId } from '@playfield/domain/odds';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenHydrated, whenInteractive } from './browser.ts';
import { SEEDED_COEFS, seedCoupon } from './slip.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** What the slip should show in `format`: each leg, then the express total (13.950). */
function expected(format: CoefFormatId): { legs: string[]; total: string } {
  return {
    legs: SEEDED_COEFS.map((c) => formatCoef(Math.round(c * 1000), format)),
    total: formatCoef(13_950, format),
  };
}

describe('the bet slip follows the chosen odds format (desktop, 1440 px)', () => {
  it('shows american odds when chosen, then fractional after a switch in the header', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-GB',
    });
    const { hostname } = new URL(baseUrl);
    await context.addCookies([{ name: 'coef_view_id', value: '2', domain: hostname, path: '/' }]);
    await seedCoupon(page);
    await page.goto(`${baseUrl}/en/line`);
    await whenHydrated(page);
    const slip = page.getByRole('complementary', { name: text('en', 'shell_betslip_title') });
    const legs = slip.locator('.coupon-leg__coef');
    await expect.poll(() => legs.count()).toBe(3);
    const type = slip.getByLabel(text('en', 'betting_type_label'));
    await whenInteractive(type);
    await type.selectOption('1');

    const american = expected(2);
    expect(american.legs).toEqual(['+150', '-125', '+210']);
    await expect.poll(() => legs.allInnerTexts()).toEqual(american.legs);
    await expect.poll(() => slip.getByTestId('coupon-total-coef').innerText()).toBe(american.total);
    await screenshot(page, 'bet-slip-american-1440', { fullPage: false });

    // A new choice in the header's picker reaches the slip at once, without a reload.
    const picker = page.getByRole('combobox', { name: text('en', 'shell_odds_format') }).first();
    await whenInteractive(picker);
    await picker.selectOption('1');
    const fractional = expected(1);
    await expect.poll(() => legs.allInnerTexts()).toEqual(fractional.legs);
    await expect
      .poll(() => slip.getByTestId('coupon-total-coef').innerText())
      .toBe(fractional.total);
    expect(errors).toEqual([]);
    await context.close();
  });
});
