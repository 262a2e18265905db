// Identity flows in Chromium against the production build (issue 3): one-click registration,
// logout and login with the shown credentials; e-mail registration and the confirmation link
// from the outbox; two-factor on, then the next login asks for the code.
import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, whenInteractive } from './browser.ts';
import { text } from './texts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** RFC 4648 base32 (spaces and padding ignored). */
function base32Decode(value: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let acc = 0;
  const out: number[] = [];
  for (const char of value.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    acc = (acc << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for step `step`. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

function header(page: Page) {
  return page.locator('header.site-header');
}

function dialog(page: Page) {
  return page.locator('dialog[open]');
}

async function logInThroughDialog(page: Page, login: string, password: string): Promise<void> {
  const open = header(page).getByRole('link', { name: text('en', 'shell_login') });
  await whenInteractive(open);
  await open.click();
  const form = dialog(page);
  await form.getByLabel(text('en', 'auth_login_field')).fill(login);
  await form.getByLabel(text('en', 'auth_password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text('en', 'auth_login_submit') }).click();
}

async function logOut(page: Page): Promise<void> {
  const menu = header(page).getByRole('button', { name: text('en', 'shell_account') });
  await whenInteractive(menu);
  await menu.click();
  await header(page)
    .getByRole('button', { name: text('en', 'shell_logout') })
    .click();
  await dialog(page)
    .getByRole('button', { name: text('en', 'auth_logout_confirm') })
    .click();
  await page.waitForURL(`${baseUrl}/en`);
}

describe('one-click registration', () => {
  it('shows the credentials once, and they log in again after a logout', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${baseUrl}/en`);
    const open = header(page).getByRole('link', { name: text('en', 'shell_registration') });
    await whenInteractive(open);
    await open.click();
    const form = dialog(page);
    await form.getByRole('tab', { name: text('en', 'auth_tab_one_click') }).waitFor();
    await screenshot(page, 'auth-registration-1440', { fullPage: false });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: text('en', 'auth_register_submit') }).click();
    const login = (await form.getByTestId('credentials-login').textContent()) ?? '';
    const password = (await form.getByTestId('credentials-password').textContent()) ?? '';
    expect(login).toMatch(/^\d+$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'auth-credentials-1440', { fullPage: false });
    await form.getByRole('button', { name: text('en', 'auth_continue') }).click();

    await logOut(page);
    await header(page)
      .getByRole('link', { name: text('en', 'shell_login') })
      .waitFor();

    await logInThroughDialog(page, login, password);
    await header(page)
      .getByRole('button', { name: text('en', 'shell_account') })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password is refused in the visitor’s language (phone width, full-width dialog)', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${baseUrl}/en/login`);
    const field = page.getByLabel(text('en', 'auth_login_field'));
    await whenInteractive(field);
    await field.fill('100000');
    await page.getByLabel(text('en', 'auth_password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: text('en', 'auth_login_submit') }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(text('en', 'auth_bad_credentials'));
    await page.goto(`${baseUrl}/en`);
    const open = header(page).getByRole('link', { name: text('en', 'shell_login') });
    if (await open.isVisible()) {
      await whenInteractive(open);
      await open.click();
      // The dialog opens with a short scale-in animation: wait for it to settle at full width.
      await expect.poll(async () => (await dialog(page).boundingBox())?.width).toBe(360);
      await screenshot(page, 'auth-login-360', { fullPage: false });
    }
    await context.close();
  });
});

describe('e-mail registration', () => {
  it('sends a confirmation mail whose link confirms the address', async () => {
    const { context, page, errors } = await openPage(browser);
    const email = `e2e-${Date.now()}@example.test`;
    await page.goto(`${baseUrl}/en/registration`);
    const tab = page.getByRole('tab', { name: text('en', 'auth_tab_email') });
    await whenInteractive(tab);
    await tab.click();
    // Exact: the e-mail tab panel is labelled "By e-mail" and would match a substring search.
    await page.getByLabel(text('en', 'auth_email'), { exact: true }).fill(email);
    await page.getByLabel(text('en', 'auth_password'), { exact: true }).fill('Quiet-River-73');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text('en', 'auth_register_submit') }).click();
    await page.getByText(text('en', 'auth_email_registered')).waitFor();

    const outbox = await page.request.get(
      `${baseUrl}/web-api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    const link = messages
      .map((m) => /https?:\/\/\S+\/user\/accountverify\?token=[^\s"<]+/.exec(m.body)?.[0])
      .find(Boolean);
    expect(link).toBeDefined();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    await page.goto(`${baseUrl}${path}`);
    await page.getByText(text('en', 'auth_verify_done')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('two-factor sign-in', () => {
  it('once turned on, the next login asks for the code', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${baseUrl}/en`);
    const registered = await page.request.post(`${baseUrl}/web-api/auth/register`, {
      data: { type: 'one_click', countryCode: 'ru', currency: 'RUB' },
    });
    expect(registered.status()).toBe(201);
    const { login, password } = (await registered.json()) as { login: string; password: string };

    await page.goto(`${baseUrl}/en/office/security`);
    const enable = page.getByRole('button', { name: text('en', 'office_two_factor_enable') });
    await whenInteractive(enable);
    await enable.click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const step = Math.floor(Date.now() / 30_000);
    await page.getByLabel(text('en', 'auth_two_step_code')).fill(totp(secret, step));
    await screenshot(page, 'auth-two-factor-setup-1440', { fullPage: false });
    await page.getByRole('button', { name: text('en', 'office_two_factor_confirm') }).click();
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await page.getByRole('button', { name: text('en', 'office_recovery_codes_saved') }).click();

    await logOut(page);
    await logInThroughDialog(page, login, password);
    const code = dialog(page).getByLabel(text('en', 'auth_two_step_code'));
    await code.waitFor();
    // The enabling code spent its step; the next step is inside the server's ±1 window.
    await code.fill(totp(secret, step + 1));
    await dialog(page)
      .getByRole('button', { name: text('en', 'auth_confirm') })
      .click();
    await header(page)
      .getByRole('button', { name: text('en', 'shell_account') })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
