// Issue 13 item 10 in Chromium, spec §5 "Hidden languages apply to unauthorised users only": on
// a site whose configuration hides Kazakh from visitors (`langHiddenUnauthorized`), a visitor's
// language picker and footer do not offer it, and the same browser signed in finds it in both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, whenHydrated } from './browser.ts';
import { ROOT, startProductionServer } from './production-server.ts';
import type { ProductionServer } from './production-server.ts';
import { text } from './texts.ts';

let browser: Browser;
let dataDir: string;
let site: ProductionServer;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'playfield-hidden-languages-'));
  const set = spawnSync(
    'npx',
    ['tsx', 'packages/services/site-config/src/cli.ts', 'set', 'langHiddenUnauthorized', '["kk"]'],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  expect(set.status, set.stderr).toBe(0);
  site = await startProductionServer({ env: { DATA_DIR: dataDir } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const KAZAKH = 'Қазақша';

/** The languages the header's picker offers, by their own names. */
async function pickerLanguages(page: Page): Promise<string[]> {
  const picker = page.getByRole('combobox', { name: text('en', 'shell_language') }).first();
  await picker.waitFor();
  return picker.locator('option').allInnerTexts();
}

async function footerLanguages(page: Page): Promise<string[]> {
  return page.getByRole('contentinfo').getByRole('link').allInnerTexts();
}

describe('languages hidden from visitors (spec §5)', () => {
  it('are left out for a visitor and offered to a signed-in player', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-GB',
    });
    // The page is usable once hydrated; its "load" may wait on the live connection's assets.
    await page.goto(`${site.baseUrl}/en`, { waitUntil: 'domcontentloaded' });
    await whenHydrated(page);
    const visitor = await pickerLanguages(page);
    expect(visitor).toContain('English');
    expect(visitor).not.toContain(KAZAKH);
    expect(await footerLanguages(page)).not.toContain(KAZAKH);

    const registered = await page.request.post(`${site.baseUrl}/web-api/auth/register`, {
      data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
    });
    expect(registered.status()).toBe(201);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await whenHydrated(page);
    const player = await pickerLanguages(page);
    expect(player).toContain(KAZAKH);
    expect(player).toContain('English');
    expect(await footerLanguages(page)).toContain(KAZAKH);
    expect(errors).toEqual([]);
    await context.close();
  });
});
