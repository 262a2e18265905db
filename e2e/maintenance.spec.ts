// Issue 13 items 7, 8 and 9 as a person meets them: maintenance reaches a page that was already
// open and lets it go home when it ends, planned maintenance is announced ahead (in Russian for
// a visitor from Kazakhstan, in English for one from Britain), a VIP domain offers no
// registration, and block-appeal-history shows a signed-in player's (empty) appeals while a
// visitor signs in first and comes back.
//
// These tests change the site configuration, so they run on a server of their own (the shared
// one serves the other specs meanwhile): a PGlite data directory this spec owns, changed
// through the real site-config service borrowing that directory from the running server, as
// `npm run config` does. The server caches its configuration for 5 s; every change is followed
// by waiting until the server shows it, never by sleeping.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@playfield/db';
import type { Database } from '@playfield/db';
import { createSiteConfigService } from '@playfield/site-config';
import type { SiteConfigService } from '@playfield/site-config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, whenHydrated, whenInteractive } from './browser.ts';
import { startProductionServer } from './production-server.ts';
import type { ProductionServer } from './production-server.ts';
import { text } from './texts.ts';

/** The server takes up to its 5 s cache to see a change; a loaded machine adds to it. */
const CONFIG_SEEN_MS = 30_000;

let dataDir: string;
let server: ProductionServer;
let database: Database;
let siteConfig: SiteConfigService;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'playfield-e2e-maintenance-'));
  server = await startProductionServer({
    env: {
      DATA_DIR: dataDir,
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      // Anonymous pages are shared for a few seconds; this spec changes what they show.
      PAGE_CACHE_SECONDS: '0',
    },
  });
  baseUrl = server.baseUrl;
  database = await createDatabase({ dataDir });
  siteConfig = createSiteConfigService({ database, cacheTtlMs: 0 });
  browser = await launchBrowser();
});

afterEach(async () => {
  await siteConfig.setKey('maintenance', {});
  await siteConfig.setKey('isVipDomain', false);
  // The next test starts from a site that shows the defaults again (past the server's cache).
  await expect
    .poll(
      async () => {
        const maintenance = await servedMaintenance();
        return [
          maintenance.isActive,
          maintenance.notify_started_at,
          await statusOf('/en/registration'),
        ];
      },
      { timeout: CONFIG_SEEN_MS },
    )
    .toEqual([false, null, 200]);
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Where the server sends a GET of `path` right now (its Location), or null for an answer. */
async function redirectOf(path: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
}

async function statusOf(path: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return response.status;
}

/** The maintenance group as the server serves it now (past its cache). */
async function servedMaintenance(): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/bff-api/config/group/get?groups=4&lang=en`);
  const body = (await response.json()) as Record<string, Record<string, unknown>>;
  return body['4'] ?? {};
}

function maintenanceHeading(page: Page, lang = 'en') {
  return page.getByRole('heading', { level: 1, name: text(lang, 'status_maintenance_title') });
}

describe('maintenance (issue 13 item 7)', () => {
  it('takes an open page to the maintenance page on its next navigation, and home when it ends', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${baseUrl}/en`);
    await whenHydrated(page);
    const live = page
      .getByRole('navigation', { name: text('en', 'shell_nav_label') })
      .getByRole('link', { name: text('en', 'shell_nav_live'), exact: true });
    await whenInteractive(live);

    await siteConfig.setKey('maintenance.isActive', true);
    await expect
      .poll(() => redirectOf('/en/live'), { timeout: CONFIG_SEEN_MS })
      .toBe('/en/maintenance');

    // The page opened before maintenance navigates on the client: it lands on maintenance.
    await live.click();
    await page.waitForURL((url) => url.pathname === '/en/maintenance');
    await maintenanceHeading(page).waitFor();
    await page.getByText(text('en', 'status_maintenance_auto')).waitFor();
    // A bet through the API from this browser is refused, in its language.
    const bet = await page.request.post(`${baseUrl}/web-api/betting/place`, {
      data: {},
      headers: { 'X-Language': 'en' },
    });
    expect(bet.status()).toBe(503);
    expect(((await bet.json()) as { message: string }).message).toBe(
      text('en', 'status_maintenance_api'),
    );

    // Maintenance ends: the maintenance page finds out by itself and goes home.
    await siteConfig.setKey('maintenance.isActive', false);
    await page.waitForURL((url) => url.pathname === '/en', { timeout: 60_000 });
    await page.getByRole('navigation', { name: text('en', 'shell_nav_label') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the maintenance page to a browser with the maintenance cookie only', async () => {
    const { context, page } = await openPage(browser);
    await context.addCookies([{ name: 'maintenance', value: '1', url: baseUrl }]);
    await page.goto(`${baseUrl}/en/live`);
    expect(new URL(page.url()).pathname).toBe('/en/maintenance');
    await maintenanceHeading(page).waitFor();
    await context.close();

    const other = await openPage(browser);
    await other.page.goto(`${baseUrl}/en/maintenance`);
    expect(new URL(other.page.url()).pathname).toBe('/en');
    await other.context.close();
  });

  it('announces planned maintenance in Russian to a visitor from KZ, in English to one from GB', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await siteConfig.setKey('maintenance', {
      notify_started_at: iso(now - hour),
      notify_ended_at: iso(now + 24 * hour),
      started_at: iso(now + 24 * hour),
      ended_at: iso(now + 26 * hour),
    });
    await expect
      .poll(async () => (await servedMaintenance()).notify_started_at, {
        timeout: CONFIG_SEEN_MS,
      })
      .toBe(iso(now - hour));

    for (const [country, lang, start] of [
      ['KZ', 'ru', /^С .+ до .+ запланированы технические работы/],
      ['GB', 'en', /^Technical maintenance is planned from .+ to .+\./],
    ] as const) {
      // The country comes from the edge's x-country-code header (as the odds format does).
      const { context, page } = await openPage(browser, {
        extraHTTPHeaders: { 'x-country-code': country },
      });
      // The page language stays English; the notice follows the country (spec §8).
      await page.goto(`${baseUrl}/en`);
      const notice = page.locator('[role="status"][lang]').filter({ hasText: start });
      await notice.waitFor();
      expect(await notice.getAttribute('lang'), country).toBe(lang);
      await context.close();
    }
  });
});

describe('VIP domain (issue 13 item 8)', () => {
  it('offers no registration: no header link, no registration page', async () => {
    await siteConfig.setKey('isVipDomain', true);
    await expect.poll(() => statusOf('/en/registration'), { timeout: CONFIG_SEEN_MS }).toBe(404);

    const { context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/en`);
    const banner = page.getByRole('banner');
    const login = banner.getByRole('link', { name: text('en', 'shell_login') });
    await whenInteractive(login);
    expect(await banner.getByText(text('en', 'shell_registration')).count()).toBe(0);
    // The login dialog offers no way to register either.
    await login.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('en', 'auth_login_field')).waitFor();
    expect(await dialog.getByRole('button', { name: text('en', 'auth_no_account') }).count()).toBe(
      0,
    );
    await context.close();

    // Back on an ordinary domain, registration is offered again.
    await siteConfig.setKey('isVipDomain', false);
    await expect.poll(() => statusOf('/en/registration'), { timeout: CONFIG_SEEN_MS }).toBe(200);
  });
});

describe('block-appeal-history (issue 13 item 9)', () => {
  it('sends a visitor to sign in and back, and shows a signed-in player their appeals', async () => {
    const registered = await fetch(`${baseUrl}/web-api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'one_click', countryCode: 'ru', currency: 'RUB' }),
    });
    expect(registered.status).toBe(201);
    const { login, password } = (await registered.json()) as { login: string; password: string };

    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${baseUrl}/en/block-appeal-history`);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('return-url')).toBe('/en/block-appeal-history');

    const form = page.getByRole('main');
    const submit = form.getByRole('button', { name: text('en', 'auth_login_submit') });
    await whenInteractive(submit);
    await form.getByLabel(text('en', 'auth_login_field')).fill(login);
    await form.getByLabel(text('en', 'auth_password'), { exact: true }).fill(password);
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/en/block-appeal-history');
    await page
      .getByRole('heading', { level: 1, name: text('en', 'status_appeals_title') })
      .waitFor();
    await page.getByText(text('en', 'status_appeals_empty'), { exact: true }).waitFor();
    await page.getByText(text('en', 'status_appeals_empty_text')).waitFor();
    // The blocked layout: no site navigation around the page.
    expect(
      await page.getByRole('navigation', { name: text('en', 'shell_nav_label') }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
