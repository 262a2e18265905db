// The office responsible-gaming page as a player uses it in Chromium, at desktop and phone
// width: a deposit limit set on the page is in force at once, and a deposit over it is refused
// with the limit message; a self-excluded player finds only the permitted pages open. The age
// gate runs on a second server whose configuration turns it on (it is off by default, so the
// other specs never meet it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { ROOT, startProductionServer } from './production-server.ts';
import type { ProductionServer } from './production-server.ts';
import { LIMIT_API_PREFIX, REALITY_CHECK_PATH } from '@playfield/protocol/limits';
import { SELF_EXCLUSION_QUESTIONS } from '@playfield/domain/limits';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function registerPlayer(page: Page): Promise<void> {
  const response = await page.request.post(`${baseUrl}/web-api/auth/register`, {
    data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`responsible gaming at ${name} width (${viewport.width} px)`, () => {
    it('sets a deposit limit in the office, then a deposit over it is refused', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      await page.goto(`${baseUrl}/en/office/responsible`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(text('en', 'responsible_title'));

      const card = page.getByRole('region', {
        name: `${text('en', 'responsible_name_deposit')} · ${text('en', 'responsible_period_24h')}`,
      });
      await expect.poll(() => card.innerText()).toContain(text('en', 'responsible_state_inactive'));
      const value = card.getByLabel(text('en', 'responsible_new_value'));
      await whenInteractive(value);
      await value.fill('1000');
      await card.getByRole('button', { name: text('en', 'responsible_save') }).click();
      await expect
        .poll(() => page.getByRole('status').first().innerText())
        .toBe(text('en', 'responsible_limit_saved'));
      await expect.poll(() => card.innerText()).toContain(text('en', 'responsible_state_active'));
      await screenshot(page, `responsible-${name}`);

      await page.goto(`${baseUrl}/en/office/recharge`);
      const amount = page.getByLabel(
        text('en', 'wallet_amount_label').replace('{currency}', 'RUB'),
      );
      await whenInteractive(amount);
      await page.getByRole('radio', { name: new RegExp(text('en', 'wallet_method_card')) }).check();
      await amount.fill('1500');
      await page.getByRole('button', { name: text('en', 'wallet_deposit_submit') }).click();
      const refusal = text('en', 'responsible_deposit_limit_reached').split('{period}')[0]!;
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toEqual(expect.arrayContaining([expect.stringContaining(refusal.trim())]));
      expect(page.url()).toContain('/en/office/recharge');
      await screenshot(page, `responsible-refused-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('holds a self-excluded player in ban mode: only the permitted pages open', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      const asked = await page.request.post(`${baseUrl}${LIMIT_API_PREFIX}/limits`, {
        data: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }] },
      });
      expect(asked.status()).toBe(200);
      const { tokenGuid } = (await asked.json()) as { tokenGuid: string };
      const answered = await page.request.post(`${baseUrl}${LIMIT_API_PREFIX}/testanswers`, {
        data: {
          tokenGuid,
          answers: SELF_EXCLUSION_QUESTIONS.map((q) => ({ questionId: q.id, answerId: q.correct })),
        },
      });
      expect(((await answered.json()) as { success: boolean }).success).toBe(true);

      for (const path of ['', '/line', '/slots', '/office/recharge']) {
        await page.goto(`${baseUrl}/en${path}`);
        expect(new URL(page.url()).pathname).toBe('/en/ban');
      }
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(text('en', 'responsible_ban_title'));
      await expect
        .poll(() => page.getByRole('status').innerText())
        .toMatch(/^You have excluded yourself until/);
      await screenshot(page, `responsible-ban-${name}`);

      // Client navigation from the ban page to a permitted page stays there.
      const withdraw = page.getByRole('link', { name: text('en', 'responsible_ban_withdraw') });
      await whenInteractive(withdraw);
      await withdraw.click();
      await page.waitForURL(/\/en\/office\/deduce/);
      expect(new URL(page.url()).pathname).toBe('/en/office/deduce');
      for (const path of ['/office/responsible', '/office/historypay']) {
        await page.goto(`${baseUrl}/en${path}`);
        expect(new URL(page.url()).pathname).toBe(`/en${path}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows the reality-check reminder when it falls due, and continue closes it', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      const set = await page.request.post(`${baseUrl}${LIMIT_API_PREFIX}/limits`, {
        data: { limits: [{ limitType: 32, limitValue: 5 }] },
      });
      expect(set.status()).toBe(200);
      expect((await page.request.get(`${baseUrl}${REALITY_CHECK_PATH}`)).status()).toBe(200);
      // The API keeps a proposed time within one interval: bring the reminder to 2 s from now.
      const soon = Math.floor(Date.now() / 1000) + 2;
      const moved = await page.request.post(`${baseUrl}${REALITY_CHECK_PATH}`, {
        data: { data: { attributes: { action: 'confirm', popup_show_at: soon } } },
      });
      expect(moved.status()).toBe(200);

      await page.goto(`${baseUrl}/en/office/responsible`);
      const dialog = page.getByRole('dialog', { name: text('en', 'responsible_reality_title') });
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.innerText()).toMatch(/You have been playing for \d+ h \d+ min/);
      const stored = await page.evaluate(() => window.localStorage.getItem('pf.realityCheckAt'));
      expect(Number(stored)).toBe(soon * 1000);
      await screenshot(page, `responsible-reality-${name}`, { fullPage: false });
      await dialog
        .getByRole('button', { name: text('en', 'responsible_reality_continue') })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      // Continue re-arms one interval later, also across a reload.
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => Number(window.localStorage.getItem('pf.realityCheckAt'))))
        .toBeGreaterThan(Date.now() + 4 * 60_000);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious or critical axe-core violations on the page, as readable lines. */
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

describe('age gate (spec §5) on a site that turns it on', () => {
  let dataDir: string;
  let site: ProductionServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playfield-age-gate-'));
    const set = spawnSync(
      'npx',
      ['tsx', 'packages/services/site-config/src/cli.ts', 'set', 'isAgeGateEnabled', 'true'],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(set.status, set.stderr).toBe(0);
    site = await startProductionServer({ env: { DATA_DIR: dataDir } });
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    it(`blocks the page until the visitor confirms, then remembers it for 3 days (${name})`, async () => {
      const { context, page, errors } = await openPage(browser, {
        viewport,
        locale: 'en-GB',
        bypassCSP: true,
      });
      await page.goto(`${site.baseUrl}/en`);
      const title = text('en', 'responsible_age_title').replace('{age}', '18');
      const gate = page.getByRole('alertdialog', { name: title });
      await gate.waitFor({ timeout: 15_000 });
      const confirm = gate.getByRole('button', {
        name: text('en', 'responsible_age_confirm').replace('{age}', '18'),
      });
      const terms = gate.getByRole('link', { name: text('en', 'responsible_age_terms') });
      expect(await terms.getAttribute('href')).toBe('/en/information/responsiblegaming');
      // Only its button closes it: no close button, Escape (twice) and the backdrop do nothing.
      expect(await gate.getByRole('button').count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect.poll(() => gate.isVisible(), { timeout: 1_000 }).toBe(true);
      expect(await gate.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
      // Focus stays inside: Tab from the button wraps to the link, Shift+Tab back.
      await confirm.focus();
      await page.keyboard.press('Tab');
      expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await confirm.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `responsible-age-gate-${name}`, { fullPage: false });

      const before = Date.now();
      await confirm.click();
      await gate.waitFor({ state: 'hidden' });
      const stored = await page.evaluate(() => window.localStorage.getItem('pf.ageConfirmedUntil'));
      expect(Number(stored) - before).toBeGreaterThanOrEqual(259_200_000);
      expect(Number(stored) - Date.now()).toBeLessThanOrEqual(259_200_000);
      // Remembered across a reload...
      await page.reload();
      await whenInteractive(
        page.getByRole('link', { name: text('en', 'shell_nav_sports') }).first(),
      );
      // The gate decides once its chunk has loaded after hydration; it marks the document.
      await page.locator('html[data-age-gate="confirmed"]').waitFor({ state: 'attached' });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      // ...until it expires.
      await page.evaluate(() =>
        window.localStorage.setItem('pf.ageConfirmedUntil', String(Date.now() - 1)),
      );
      await page.reload();
      await page.getByRole('alertdialog', { name: title }).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
