// The betting lists as a visitor uses them in Chromium against the production build and the
// feed simulator (FEED_SPEED makes live games move fast): live odds that change without a
// reload, the odds format switched to American, the sports menu down to a championship, an
// odds button that puts the outcome in the bet slip, and the phone width with the menu drawer.
import { createRequire } from 'node:module';
import { formatCoef } from '@playfield/domain/odds';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenHydrated, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Every enabled odds button's outcome id and price text. */
async function prices(page: Page): Promise<Map<string, string>> {
  const entries = await page
    .locator('button.odds:not([disabled])')
    .evaluateAll((buttons) =>
      buttons.map((b) => [
        b.getAttribute('data-outcome-id') ?? '',
        b.querySelector('.odds__price')?.firstChild?.textContent ?? '',
      ]),
    );
  return new Map(entries as [string, string][]);
}

/** The price text of one odds button (without the up/down mark). */
function priceOf(page: Page, outcomeId: string | null): Promise<string> {
  return page
    .locator(`button.odds[data-outcome-id="${outcomeId}"] .odds__price`)
    .evaluate((el) => el.firstChild?.textContent?.trim() ?? '');
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}`);
}

describe('live list', () => {
  it('shows an odd change within 10 s without a reload', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/en/live`);
    await expect(page.title()).resolves.toContain(text('en', 'sportsbook_meta_live'));
    await whenInteractive(page.locator('button.odds').first());
    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const before = await prices(page);
    expect(before.size).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const now = await prices(page);
          return [...now].some(([id, price]) => before.has(id) && before.get(id) !== price);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
    expect(await page.evaluate(() => '__noReload' in window)).toBe(true);
    await screenshot(page, 'sportsbook-live-desktop', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const) {
    it(`has no serious accessibility violation (${lang}, ${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, { viewport, bypassCSP: true });
      await page.goto(`${baseUrl}/${lang}/live`, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('line list', () => {
  it('switches the odds format to American and shows converted prices', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/en/line/football`);
    const first = page.locator('button.odds:not([disabled])').first();
    await whenInteractive(first);
    const id = await first.getAttribute('data-outcome-id');
    const decimal = await priceOf(page, id);
    expect(decimal).toMatch(/^\d+\.\d{2,3}$/);
    const format = page.getByLabel(text('en', 'shell_odds_format')).first();
    await whenInteractive(format);
    await format.selectOption('2');
    const american = formatCoef(Math.round(Number(decimal) * 1000), 2);
    await expect.poll(() => priceOf(page, id)).toBe(american);
    // The cookie keeps the format for the next page, rendered by the server.
    await page.reload();
    await expect.poll(() => priceOf(page, id)).toBe(american);
    await screenshot(page, 'sportsbook-line-american', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes through the sports menu to a championship', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/en/line`);
    const menu = page.getByRole('navigation', { name: text('en', 'sportsbook_menu_title') });
    const toggle = menu.getByRole('button', {
      name: text('en', 'sportsbook_menu_champs').replace('{sport}', 'Football'),
    });
    await whenInteractive(toggle);
    await toggle.click();
    const champ = menu.locator('a.sports-menu__link--champ').first();
    await champ.waitFor();
    const name = (await champ.locator('.sports-menu__name').innerText()).trim();
    await champ.click();
    await page.waitForURL(/\/en\/line\/football\/\d+-[a-z0-9-]+$/);
    await expect.poll(() => page.locator('h1').innerText()).toContain(name);
    await expect.poll(() => champ.getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a clicked outcome into the bet slip', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl}/en/line/football`);
    const first = page.locator('button.odds:not([disabled])').first();
    await whenInteractive(first);
    // The same outcome throughout, wherever a live reload moves its row.
    const odds = page.locator(
      `button.odds[data-outcome-id="${await first.getAttribute('data-outcome-id')}"]`,
    );
    await odds.click();
    await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('true');
    const slip = page.getByRole('complementary', { name: text('en', 'shell_betslip_title') });
    await expect.poll(() => slip.getByTestId('bet-slip-count').innerText()).toBe('1');
    await expect.poll(() => slip.getByTestId('coupon-leg').count()).toBe(1);
    // Pressing it again takes it out.
    await odds.click();
    await expect.poll(() => slip.getByTestId('bet-slip-count').innerText()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a price pressed before the page has hydrated into the bet slip', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: DESKTOP });
    // A slow phone shows the server's HTML long before its scripts run: hold the scripts until
    // the visitor has pressed a price.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl}/en/line/football`, { waitUntil: 'commit' });
    const first = page.locator('button.odds:not([disabled])').first();
    await first.waitFor();
    const id = await first.getAttribute('data-outcome-id');
    const odds = page.locator(`button.odds[data-outcome-id="${id}"]`);
    await odds.click();
    // The press is taken and the button says it waits.
    expect(await odds.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await whenHydrated(page);
    await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('true');
    expect(await odds.getAttribute('aria-busy')).toBeNull();
    const slip = page.getByRole('complementary', { name: text('en', 'shell_betslip_title') });
    await expect.poll(() => slip.getByTestId('coupon-leg').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown sport with the 404 page', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    const response = await page.goto(`${baseUrl}/en/line/no-such-sport`);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('phone width (360 px)', () => {
  it('fits without sideways scroll and opens the sports menu in a drawer', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE, isMobile: true });
    await page.goto(`${baseUrl}/en/live`);
    const open = page.getByRole('button', {
      name: text('en', 'sportsbook_menu_open'),
      exact: true,
    });
    await whenInteractive(open);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'sportsbook-live-phone', { fullPage: false });
    await open.click();
    const drawer = page.getByRole('dialog', { name: text('en', 'sportsbook_menu_title') });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => drawer.locator('a.sports-menu__link').count()).toBeGreaterThan(0);
    // The picture once the drawer has finished sliding in (its animations have ended).
    await drawer.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await screenshot(page, 'sportsbook-menu-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
