// Accessibility of the shell: axe-core finds no serious or critical violation on the home page
// (light, dark, right-to-left, phone), and a keyboard user reaches the skip link and the main
// navigation with Tab.
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
          .join('; ')}`,
    );
}

describe('axe-core on the home page', () => {
  const cases: { name: string; path: string; theme: '0' | '1'; options: BrowserContextOptions }[] =
    [
      { name: 'English, light', path: '/en', theme: '0', options: { colorScheme: 'light' } },
      { name: 'English, dark', path: '/en', theme: '1', options: { colorScheme: 'dark' } },
      { name: 'Arabic (rtl), light', path: '/ar', theme: '0', options: { colorScheme: 'light' } },
      {
        name: 'Russian on a phone, dark',
        path: '/ru',
        theme: '1',
        options: { colorScheme: 'dark', viewport: { width: 360, height: 780 }, isMobile: true },
      },
    ];
  for (const c of cases) {
    it(`finds no serious or critical violation: ${c.name}`, async () => {
      // axe is injected as a script; the site's Content-Security-Policy would rightly block it.
      const { context, page } = await openPage(browser, { ...c.options, bypassCSP: true });
      await context.addCookies([{ name: 'appTheme', value: c.theme, url: baseUrl }]);
      await page.goto(`${baseUrl}${c.path}`, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

// The operator console's sign-in (issue 15), light and dark, desktop and phone, English and
// Russian; the signed-in console pages are checked in console.spec.ts, which has an operator.
describe('axe-core on the operator console sign-in', () => {
  const cases: {
    name: string;
    theme: '0' | '1';
    lang: 'en' | 'ru';
    options: BrowserContextOptions;
  }[] = [
    {
      name: 'English, light, desktop',
      theme: '0',
      lang: 'en',
      options: { colorScheme: 'light', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'Russian, dark, phone',
      theme: '1',
      lang: 'ru',
      options: { colorScheme: 'dark', viewport: { width: 360, height: 780 }, isMobile: true },
    },
  ];
  for (const c of cases) {
    it(`finds no serious or critical violation: ${c.name}`, async () => {
      const { context, page } = await openPage(browser, { ...c.options, bypassCSP: true });
      await context.addCookies([
        { name: 'appTheme', value: c.theme, url: baseUrl },
        { name: 'pf_console_lng', value: c.lang, url: `${baseUrl}/console` },
      ]);
      await page.goto(`${baseUrl}/console/login`, { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('lang')).toBe(c.lang);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('keyboard', () => {
  it('reaches the skip link first, which moves focus to the main content', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName, text: el?.textContent?.trim(), href: el?.getAttribute('href') };
    });
    expect(first).toEqual({ tag: 'A', text: text('en', 'shell_skip_to_content'), href: '#main' });
    await expect
      .poll(() => page.getByRole('link', { name: text('en', 'shell_skip_to_content') }).isVisible())
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
      .toBe(true);
    await context.close();
  });

  it('reaches every link of the main navigation with Tab', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    const wanted = [
      text('en', 'shell_nav_sports'),
      text('en', 'shell_nav_live'),
      text('en', 'shell_nav_casino'),
      text('en', 'shell_nav_live_casino'),
      text('en', 'shell_nav_promotions'),
    ];
    const navLabel = text('en', 'shell_nav_label');
    const reached: string[] = [];
    for (let i = 0; i < 30 && reached.length < wanted.length; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate((label) => {
        const el = document.activeElement;
        const nav = el?.closest('nav');
        return nav?.getAttribute('aria-label') === label ? (el?.textContent?.trim() ?? '') : null;
      }, navLabel);
      if (focused !== null && !reached.includes(focused)) reached.push(focused);
    }
    expect(reached).toEqual(wanted);
    await context.close();
  });
});
