// How the home page looks: the theme toggle and its memory, and screenshots of the home page on a
// phone (360 px) and a desktop (1440 px), light and dark, saved in e2e/screenshots/ for review.
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

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Relative luminance (0 black … 1 white) of an `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

describe('theme toggle', () => {
  const screens = [
    { name: 'in the header of a desktop', viewport: { width: 1440, height: 900 } },
    { name: 'in the menu of a phone', viewport: { width: 360, height: 780 }, isMobile: true },
  ];
  for (const screen of screens) {
    it(`switches to dark and back to light, remembered by the server (${screen.name})`, async () => {
      const { context, page, errors } = await openPage(browser, {
        locale: 'en-US',
        colorScheme: 'light',
        viewport: screen.viewport,
        isMobile: screen.isMobile ?? false,
      });
      await page.goto(`${baseUrl}/en`);
      expect(luminance(await pageBackground(page))).toBeGreaterThan(0.5);

      const toggle = (await preferencesRegion(page, 'en')).getByRole('button', {
        name: text('en', 'shell_theme_dark'),
      });
      await whenInteractive(toggle);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(luminance(await pageBackground(page))).toBeLessThan(0.1);
      const cookies = await context.cookies(baseUrl);
      expect(cookies.find((c) => c.name === 'appTheme')?.value).toBe('1');

      // Rendered dark by the server on the next request, although the system asks for light.
      await page.reload();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(luminance(await pageBackground(page))).toBeLessThan(0.1);

      const again = (await preferencesRegion(page, 'en')).getByRole('button', {
        name: text('en', 'shell_theme_dark'),
      });
      await whenInteractive(again);
      await again.click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      expect(luminance(await pageBackground(page))).toBeGreaterThan(0.5);
      const after = await context.cookies(baseUrl);
      expect(after.find((c) => c.name === 'appTheme')?.value).toBe('0');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('home page screenshots', () => {
  const widths = [360, 1440] as const;
  const themes = [
    { name: 'light', cookie: '0' },
    { name: 'dark', cookie: '1' },
  ] as const;
  const cases = [
    ...widths.flatMap((width) => themes.map((theme) => ({ lang: 'en', width, theme }))),
    // Right-to-left on a phone: mirrored layouts are where sideways overflow usually hides.
    { lang: 'ar', width: 360, theme: themes[0] },
  ];
  for (const { lang, width, theme } of cases) {
    it(`renders /${lang} at ${width} px in ${theme.name} without horizontal scrolling`, async () => {
      const { context, page, errors } = await openPage(browser, {
        locale: 'en-US',
        viewport: { width, height: width < 800 ? 780 : 900 },
        colorScheme: theme.name,
        isMobile: width < 800,
        hasTouch: width < 800,
      });
      await context.addCookies([{ name: 'appTheme', value: theme.cookie, url: baseUrl }]);
      const response = await page.goto(`${baseUrl}/${lang}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme.name);
      await page.getByRole('main').waitFor();
      // Nothing sticks out sideways: a phone user should never have to scroll horizontally.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(page, `home-${lang}-${width}-${theme.name}`);
      await screenshot(page, `home-${lang}-${width}-${theme.name}-first-screen`, {
        fullPage: false,
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
