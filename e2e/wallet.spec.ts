// The wallet as a player uses it in Chromium, at desktop and phone width: a deposit through the
// sandbox provider's hosted card page with the success card (the header balance follows without
// a reload), a declined card (the fail page), and a withdrawal that shows in the history.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A fresh RUB player whose session cookie is in the page's context. */
async function registerPlayer(page: Page): Promise<void> {
  const response = await page.request.post(`${baseUrl}/web-api/auth/register`, {
    data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
  });
  expect(response.status()).toBe(201);
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByTestId('header-balance');
}

/** Reveals the balance (user_hide_balance is on for new players) and returns its text. */
async function revealBalance(page: Page): Promise<string> {
  const show = page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'shell_balance_show') });
  await whenInteractive(show);
  await show.click();
  await expect.poll(() => headerBalance(page).innerText()).toMatch(/\d/);
  return headerBalance(page).innerText();
}

/** Fills the recharge form and follows it to the provider's hosted card page. */
async function startDeposit(page: Page, amount: string): Promise<void> {
  await page.goto(`${baseUrl}/en/office/recharge`);
  const field = page.getByLabel(text('en', 'wallet_amount_label').replace('{currency}', 'RUB'));
  await whenInteractive(field);
  await page.getByRole('radio', { name: new RegExp(text('en', 'wallet_method_card')) }).check();
  await field.fill(amount);
  await page.getByRole('button', { name: text('en', 'wallet_deposit_submit') }).click();
  await page.waitForURL(/\/sandbox-pay\//);
}

/** Nothing sticks out sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function payWithCard(page: Page, card: string): Promise<void> {
  await page.locator('#card').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  describe(`wallet at ${name} width (${viewport.width} px)`, () => {
    it('deposits with the success card and the header balance follows without a reload', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      // What the live socket (/ws) brings the page: the pushed balance updates.
      const liveFrames: string[] = [];
      page.on('websocket', (socket) => {
        if (!new URL(socket.url()).pathname.startsWith('/ws')) return;
        socket.on('framereceived', (frame) => liveFrames.push(String(frame.payload)));
      });
      await registerPlayer(page);
      await page.goto(`${baseUrl}/en/office/recharge`);
      const before = await revealBalance(page);
      expect(before).toMatch(/0[.,]00/);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `wallet-recharge-${viewport.width}`);

      await startDeposit(page, '1500');
      await payWithCard(page, SUCCESS_CARD);
      await page.waitForURL(/\/en\/onpay\/success(\?|$)/);
      await page
        .getByRole('heading', { name: text('en', 'status_payment_success_title') })
        .waitFor();
      await expect.poll(() => page.getByTestId('onpay-balance').innerText()).toMatch(/1,500\.00/);
      await screenshot(page, `wallet-onpay-success-${viewport.width}`);

      // Back into the site by a link: the header shows the credited balance.
      const history = page.getByRole('link', { name: text('en', 'wallet_onpay_history') });
      await whenInteractive(history);
      await history.click();
      await page.waitForURL(`${baseUrl}/en/office/historypay`);
      await expect.poll(() => headerBalance(page).innerText()).toMatch(/1,500\.00/);

      // A deposit settled elsewhere (another tab, the provider's late webhook) reaches the header
      // by itself: the page is never reloaded (the marker set in this document survives).
      await page.evaluate(() => {
        Object.assign(window, { walletMarker: 'same-document' });
      });
      const accounts = (await (
        await page.request.get(`${baseUrl}/web-api/wallet/accounts`)
      ).json()) as { id: number }[];
      const deposit = await page.request.post(`${baseUrl}/web-api/wallet/deposits`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { accountId: accounts[0]?.id, amount: '500.00', method: 'card' },
      });
      expect(deposit.status()).toBe(201);
      const { paymentId } = (await deposit.json()) as { paymentId: string };
      const paid = await page.request.post(`${baseUrl}/sandbox-pay/${paymentId}/complete`, {
        form: { card: SUCCESS_CARD },
        maxRedirects: 0,
      });
      expect(paid.status()).toBeLessThan(400);
      await expect
        .poll(() => headerBalance(page).innerText(), { timeout: 15_000, interval: 250 })
        .toMatch(/2,000\.00/);
      // The new balance was pushed over the socket (not only polled).
      expect(
        liveFrames.map((f) => JSON.parse(f) as { type: string; topic?: string; data?: unknown }),
      ).toContainEqual(
        expect.objectContaining({
          type: 'update',
          topic: 'balance',
          data: expect.objectContaining({ money: '2000.00' }),
        }),
      );
      expect(await page.evaluate(() => 'walletMarker' in window)).toBe(true);
      await screenshot(page, `wallet-history-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('sends a declined card to the fail page', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      await startDeposit(page, '300');
      await payWithCard(page, DECLINED_CARD);
      await page.waitForURL(/\/en\/onpay\/fail(\?|$)/);
      await page.getByRole('heading', { name: text('en', 'status_payment_fail_title') }).waitFor();
      await page.getByRole('link', { name: text('en', 'wallet_onpay_retry') }).waitFor();
      await screenshot(page, `wallet-onpay-fail-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('requests a withdrawal that shows as pending and in the payment history', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      await startDeposit(page, '1000');
      await payWithCard(page, SUCCESS_CARD);
      await page.waitForURL(/\/en\/onpay\/success(\?|$)/);

      await page.goto(`${baseUrl}/en/office/deduce`);
      const field = page.getByLabel(text('en', 'wallet_amount_label').replace('{currency}', 'RUB'));
      await whenInteractive(field);
      await field.fill('250');
      await page.getByRole('button', { name: text('en', 'wallet_withdraw_submit') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text('en', 'wallet_status_pending') })
        .filter({ hasText: '250.00' })
        .waitFor();
      await page
        .getByRole('region', { name: text('en', 'wallet_pending_title') })
        .getByRole('button', { name: /250\.00/ })
        .waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `wallet-deduce-${viewport.width}`);

      await page.goto(`${baseUrl}/en/office/historypay?type=withdrawal`);
      const table = page.getByRole('table', { name: text('en', 'wallet_history_caption') });
      await table.waitFor();
      const rows = table.getByRole('row').filter({ hasText: text('en', 'wallet_type_withdrawal') });
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).toMatch(/250\.00/);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `wallet-historypay-withdrawal-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('cancels a pending withdrawal and asks about it in a payment request', async () => {
      const { context, page, errors } = await openPage(browser, { viewport, locale: 'en-GB' });
      await registerPlayer(page);
      await startDeposit(page, '1000');
      await payWithCard(page, SUCCESS_CARD);
      await page.waitForURL(/\/en\/onpay\/success(\?|$)/);

      await page.goto(`${baseUrl}/en/office/deduce`);
      const field = page.getByLabel(text('en', 'wallet_amount_label').replace('{currency}', 'RUB'));
      await whenInteractive(field);
      await field.fill('400');
      await page.getByRole('button', { name: text('en', 'wallet_withdraw_submit') }).click();
      const cancel = page
        .getByRole('region', { name: text('en', 'wallet_pending_title') })
        .getByRole('button', { name: /400\.00/ });
      await whenInteractive(cancel);
      await cancel.click();
      await page
        .getByRole('status')
        .filter({ hasText: text('en', 'wallet_cancelled') })
        .waitFor();
      await page.getByText(text('en', 'wallet_pending_empty')).waitFor();

      await page.goto(`${baseUrl}/en/office/payment/create-request`);
      const topic = page.getByLabel(text('en', 'wallet_request_topic'));
      await whenInteractive(topic);
      await topic.selectOption({ label: text('en', 'wallet_topic_withdrawal') });
      await page
        .getByLabel(text('en', 'wallet_request_subtopic'))
        .selectOption({ label: text('en', 'wallet_subtopic_cancelled') });
      await page
        .getByLabel(text('en', 'wallet_request_payment'), { exact: true })
        .selectOption({ index: 1 });
      await page
        .getByLabel(text('en', 'wallet_request_message'))
        .fill('I cancelled this withdrawal; is the money back?');
      await page.getByRole('button', { name: text('en', 'wallet_request_send') }).click();
      await page.waitForURL(/\/en\/office\/payment\/requests\?sent=1$/);
      await page
        .getByRole('status')
        .filter({ hasText: text('en', 'wallet_request_sent') })
        .waitFor();
      await page.getByText('I cancelled this withdrawal; is the money back?').waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `wallet-payment-requests-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
