// The shell as a visitor meets it in Chromium: which language the site opens in, switching it,
// the not-found page, and <html lang dir>.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { preferencesRegion } from './site.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

function mainNav(page: Page, lang: string) {
  return page.getByRole('navigation', { name: text(lang, 'shell_nav_label') });
}

async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.locator('html').getAttribute(name);
}

describe('the language the site opens in', () => {
  it('lands on /ru when the browser asks for no language the site offers', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/ru');
    expect(await htmlAttribute(page, 'lang')).toBe('ru');
    const nav = mainNav(page, 'ru');
    await nav.getByRole('link', { name: text('ru', 'shell_nav_sports') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands on /en when the browser prefers English', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await htmlAttribute(page, 'lang')).toBe('en');
    const nav = mainNav(page, 'en');
    for (const key of [
      'shell_nav_sports',
      'shell_nav_live',
      'shell_nav_casino',
      'shell_nav_live_casino',
      'shell_nav_promotions',
    ] as const) {
      await nav.getByRole('link', { name: text('en', key), exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('switching the language', () => {
  const screens = [
    { name: 'in the header of a desktop', viewport: { width: 1440, height: 900 } },
    { name: 'in the menu of a phone', viewport: { width: 360, height: 780 }, isMobile: true },
  ];
  for (const screen of screens) {
    it(`changes the URL and the texts, survives a reload and a fresh visit to / (${screen.name})`, async () => {
      const { context, page, errors } = await openPage(browser, {
        locale: 'ru-RU',
        viewport: screen.viewport,
        isMobile: screen.isMobile ?? false,
      });
      await page.goto(`${baseUrl}/ru?from=test`);
      await mainNav(page, 'ru')
        .getByRole('link', { name: text('ru', 'shell_nav_sports') })
        .waitFor();
      const region = await preferencesRegion(page, 'ru');
      const switcher = region.getByRole('combobox', { name: text('ru', 'shell_language') });
      await whenInteractive(switcher);
      await switcher.selectOption('en');
      await page.waitForURL((url) => url.pathname === '/en');
      expect(new URL(page.url()).search).toBe('?from=test');
      // The drawer closes once the page has changed; the visitor sees the page, not the menu.
      if (region !== page) await page.getByRole('dialog').waitFor({ state: 'hidden' });
      const nav = mainNav(page, 'en');
      await nav.getByRole('link', { name: text('en', 'shell_nav_live'), exact: true }).waitFor();
      await nav.getByRole('link', { name: text('en', 'shell_nav_sports'), exact: true }).waitFor();
      expect(await htmlAttribute(page, 'lang')).toBe('en');
      const cookies = await context.cookies(baseUrl);
      expect(cookies.find((c) => c.name === 'lng')?.value).toBe('en');

      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/en');
      await mainNav(page, 'en')
        .getByRole('link', { name: text('en', 'shell_nav_sports'), exact: true })
        .waitFor();

      // The stored choice beats the browser's Russian on the next visit to the bare domain.
      await page.goto(`${baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/en');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('not found and language fallbacks', () => {
  it('shows the not-found page with HTTP 404 for /en/no-such-page', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    const response = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('This page could not be found').first().waitFor();
    // The visitor is not stranded: the page keeps the site's navigation.
    await mainNav(page, 'en').waitFor();
    await screenshot(page, 'not-found-en-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects /xx/some/path?a=1 to an allowed language, keeping /some/path?a=1', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto(`${baseUrl}/xx/some/path?a=1`);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/ru/some/path?a=1');
    await context.close();
  });
});

describe('<html lang dir>', () => {
  it('is right-to-left for Arabic and left-to-right for English', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'ar' });
    await page.goto(`${baseUrl}/ar`);
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    await mainNav(page, 'ar')
      .getByRole('link', { name: text('ar', 'shell_nav_sports') })
      .waitFor();
    await screenshot(page, 'home-ar-1280-rtl');
    await page.goto(`${baseUrl}/en`);
    expect(await htmlAttribute(page, 'lang')).toBe('en');
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
