// Moving around the shell: links navigate on the client (no full reload, route code loaded on
// demand), the new page starts at the top, and its title and heading follow the language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('client-side navigation', () => {
  it('opens Live from the footer without a reload, scrolled to the top', async () => {
    const { context, page, errors } = await openPage(browser, {
      locale: 'en-US',
      viewport: { width: 1440, height: 700 },
    });
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    const footerLive = page
      .getByRole('navigation', { name: text('en', 'shell_footer_nav') })
      .getByRole('link', { name: text('en', 'shell_nav_live'), exact: true });
    await whenInteractive(footerLive);
    // A marker on window survives client-side navigation and dies with a full page load.
    await page.evaluate(() => {
      (window as unknown as { pfMarker: string }).pfMarker = 'still here';
    });
    await footerLive.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await footerLive.click();
    await page.waitForURL((url) => url.pathname === '/en/live');
    await page.getByRole('heading', { level: 1, name: text('en', 'section_live_title') }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pfMarker?: string }).pfMarker)).toBe(
      'still here',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toContain(text('en', 'section_live_title'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the language of the page in every main navigation link', async () => {
    const { context, page } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl}/de`);
    const nav = page.getByRole('navigation', { name: text('de', 'shell_nav_label') });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(5);
    for (const href of hrefs) expect(href).toMatch(/^\/de\/[a-z-]+$/);
    await context.close();
  });
});
