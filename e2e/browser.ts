// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, plus the few helpers
// every spec needs: a page that records browser errors, and screenshots saved for people to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (failed resource loads excluded). */
  errors: string[];
}

/**
 * A fresh browser context (its own cookies) and page, 1280×800 unless the options say otherwise.
 * Pass `locale` to choose the Accept-Language the browser sends.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A 404 document or a missing favicon logs "Failed to load resource"; the tests assert
    // statuses themselves, so only script-level errors count here.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  return { context, page, errors };
}

/**
 * Saves a PNG under e2e/screenshots/ and returns its path: the whole page by default, or only
 * the first screen (`fullPage: false`), which is what a visitor sees and where fixed bars sit
 * where they belong (a full-page capture paints them at their viewport offset mid-page).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Waits until React has hydrated the element (it carries React's props key), so a click or a
 * change reaches its handler instead of the bare server-rendered HTML. Server-rendered pages
 * show their controls before the scripts run; a test that acts too early tests nothing.
 */
export async function whenInteractive(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ timeout });
  const handle = await locator.elementHandle({ timeout });
  if (!handle) throw new Error('element vanished before it became interactive');
  // No named helpers inside the page function: bundlers that keep names (tsx) would reference
  // a helper that does not exist in the page.
  await locator
    .page()
    .waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      handle,
      { timeout, polling: 50 },
    );
  await handle.dispose();
}

/**
 * Waits until the app has hydrated the whole document (the root marks `<html data-hydrated>`
 * once React has taken over, see apps/web/app/hydration.ts): stores read in the browser (the
 * bet slip's picks, preferences) are on screen from then on, and every control answers. Call it
 * after `goto` or `reload` before reading state that only the browser fills in.
 */
export async function whenHydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
}
