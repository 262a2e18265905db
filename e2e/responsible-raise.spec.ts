// Issue 13 item 5 in Chromium on a fake clock: raising a limit in the office waits 24 hours with
// a cancellable message and no question; from the deadline the permanent "Confirm your new
// limit" question appears on its own; confirm approves, dismissing it rejects. The server's
// limits clock is moved through the DEV_TOOLS clock (`/web-api/dev/clock`), the page's through
// Playwright's clock, by the same 24 hours.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMIT_API_PREFIX } from '@playfield/protocol/limits';
import type { MessageKey } from '@playfield/i18n';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const DAY_S = 86_400;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

afterEach(async () => {
  // Back to the wall clock for the specs that follow (they run one file at a time).
  const response = await fetch(`${baseUrl}/web-api/dev/clock`, { method: 'DELETE' });
  expect(response.status).toBe(200);
});

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

/** Moves the server's limits clock and the page's clock on by the same number of seconds. */
async function passTime(page: Page, seconds: number): Promise<void> {
  const moved = await page.request.post(`${baseUrl}/web-api/dev/clock`, {
    data: { advanceSeconds: seconds },
  });
  expect(moved.status()).toBe(200);
  await page.clock.fastForward(seconds * 1000);
}

function cardName(name: MessageKey, period: MessageKey): string {
  return `${text('en', name)} · ${text('en', period)}`;
}

async function raise(page: Page, card: ReturnType<Page['getByRole']>, value: string) {
  const input = card.getByLabel(text('en', 'responsible_new_value'));
  await whenInteractive(input);
  await input.fill(value);
  await card.getByRole('button', { name: text('en', 'responsible_save') }).click();
  await expect
    .poll(() => page.getByRole('status').first().innerText())
    .toBe(text('en', 'responsible_limit_pending'));
  await expect.poll(() => card.innerText()).toContain(text('en', 'responsible_state_pending'));
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`raising a limit at ${name} width (${viewport.width} px)`, () => {
    it('waits 24 hours without asking, then asks; confirm approves, dismiss rejects', async () => {
      const { context, page, errors } = await openPage(browser, {
        viewport,
        locale: 'en-GB',
        bypassCSP: true,
      });
      const registered = await page.request.post(`${baseUrl}/web-api/auth/register`, {
        data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
      });
      expect(registered.status()).toBe(201);
      for (const limitType of [20, 11]) {
        const set = await page.request.post(`${baseUrl}${LIMIT_API_PREFIX}/limits`, {
          data: { limits: [{ limitType, limitValue: 1000 }] },
        });
        expect(set.status()).toBe(200);
      }

      await page.clock.install();
      await page.goto(`${baseUrl}/en/office/responsible`);
      const question = page.getByRole('dialog', { name: text('en', 'responsible_confirm_title') });
      const deposit = page.getByRole('region', {
        name: cardName('responsible_name_deposit', 'responsible_period_24h'),
      });
      await raise(page, deposit, '5000');
      // The waiting change: its value, the time left and a cancel button — and no question.
      expect(await deposit.innerText()).toContain(
        text('en', 'responsible_pending_value').replace('{value}', '5,000 RUB'),
      );
      expect(await deposit.innerText()).toMatch(/Can be confirmed in 2[34]:\d\d:\d\d/);
      await deposit
        .getByRole('button', { name: text('en', 'responsible_cancel_change') })
        .waitFor();
      expect(await question.count()).toBe(0);
      // Minutes later: still waiting, still no question.
      await passTime(page, 10 * 60);
      await expect.poll(() => deposit.innerText()).toMatch(/Can be confirmed in 23:\d\d:\d\d/);
      expect(await question.count()).toBe(0);
      await screenshot(page, `responsible-raise-pending-${name}`, { fullPage: false });

      // The deadline passes with the page open: the permanent question appears by itself.
      await passTime(page, DAY_S);
      await question.waitFor({ timeout: 15_000 });
      expect(await question.innerText()).toContain(
        text('en', 'responsible_confirm_question')
          .replace('{name}', cardName('responsible_name_deposit', 'responsible_period_24h'))
          .replace('{value}', '5,000 RUB'),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `responsible-raise-question-${name}`, { fullPage: false });
      await question
        .getByRole('button', { name: text('en', 'responsible_confirm_change') })
        .click();
      await question.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('status').first().innerText())
        .toBe(text('en', 'responsible_gaming_confirm_limit_success'));
      await expect
        .poll(() => deposit.innerText())
        .toContain(text('en', 'responsible_state_active'));
      expect(await deposit.innerText()).toContain('5,000 RUB');
      expect(await question.count()).toBe(0);

      // A loss-limit raise whose question is dismissed (Escape) is rejected: the old value stays.
      const loss = page.getByRole('region', {
        name: cardName('responsible_name_loss', 'responsible_period_7d'),
      });
      await raise(page, loss, '8000');
      expect(await question.count()).toBe(0);
      await passTime(page, DAY_S + 60);
      await question.waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('status').first().innerText())
        .toBe(text('en', 'responsible_gaming_cancel_limit_success'));
      await expect.poll(() => loss.innerText()).toContain(text('en', 'responsible_state_active'));
      expect(await loss.innerText()).toContain('1,000 RUB');
      expect(await loss.innerText()).not.toContain('8,000 RUB');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
