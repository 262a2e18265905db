import { formatMinor } from '../money/amount.ts';
import { currencyInfo } from '../money/currencies.ts';
import { SANDBOX_CARDS } from './cards.ts';
import type { SandboxSession } from './store.ts';

// The provider's hosted pages: plain HTML forms that POST back to the provider, no scripts at
// all and no inline styles (one stylesheet), so they work under the site's strict CSP.

export const STYLESHEET_PATH = '/sandbox-pay/assets/sandbox.css';

export const STYLESHEET = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #f4f5f7; --card: #fff; --line: #c9ced6;
  --accent: #2450d6; --muted: #5b6470; --error: #b3261e; font-family: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8eaed; --bg: #14171b; --card: #1e2329;
  --line: #3a424c; --accent: #8fb0ff; --muted: #a3acb8; --error: #ffb4ab; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg);
  color: var(--fg); padding: 16px; }
main { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--line);
  border-radius: 12px; padding: 24px; }
h1 { font-size: 1.25rem; margin: 0 0 4px; }
.amount { font-size: 1.75rem; font-weight: 700; margin: 12px 0 20px; }
.muted { color: var(--muted); font-size: 0.875rem; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid var(--line);
  border-radius: 8px; background: transparent; color: inherit; }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.row { display: flex; gap: 12px; } .row > div { flex: 1; }
button { width: 100%; margin-top: 20px; font: inherit; font-weight: 600; padding: 12px;
  border-radius: 8px; border: 0; background: var(--accent); color: var(--card); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--line);
  margin-top: 8px; }
.error { color: var(--error); font-weight: 600; margin: 12px 0 0; }
ul { padding-left: 20px; margin: 8px 0 0; } code { font-size: 0.875rem; }
`;

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Sandbox Pay</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function amountOf(s: SandboxSession): string {
  const digits = currencyInfo(s.currency)?.digits ?? 2;
  return `${formatMinor(s.amount, digits)} ${s.currency}`;
}

function errorLine(error: string | undefined): string {
  return error ? `<p class="error" role="alert">${escape(error)}</p>` : '';
}

function action(s: SandboxSession, suffix: string): string {
  return `/sandbox-pay/${encodeURIComponent(s.paymentId)}${suffix}`;
}

/** The card form of an open checkout. */
export function checkoutPage(s: SandboxSession, error?: string): string {
  return layout(
    'Pay by card',
    `<h1>Sandbox Pay</h1>
<p class="muted">Test payment provider. No real money moves.</p>
<p class="amount">${escape(amountOf(s))}</p>
<form method="post" action="${action(s, '/complete')}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required
  pattern="[0-9 \\-]{12,23}" placeholder="4242 4242 4242 4242">
<div class="row">
<div><label for="exp">Expiry (MM/YY)</label>
<input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" pattern="[0-9]{2}/[0-9]{2}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" pattern="[0-9]{3,4}"></div>
</div>
${errorLine(error)}
<button type="submit">Pay ${escape(amountOf(s))}</button>
</form>
<form method="post" action="${action(s, '/cancel')}">
<button type="submit" class="secondary">Cancel and return to the site</button>
</form>
<p class="muted">Test cards:</p>
<ul class="muted">
<li><code>${SANDBOX_CARDS.success}</code> pays</li>
<li><code>${SANDBOX_CARDS.declined}</code> is declined</li>
<li><code>${SANDBOX_CARDS.pending}</code> stays pending, then pays</li>
<li><code>${SANDBOX_CARDS.threeDs}</code> asks for a 3-D Secure code</li>
</ul>`,
  );
}

/** The 3-D Secure step: the one-time code (shown, as this is a sandbox). */
export function threeDsPage(s: SandboxSession, error?: string): string {
  return layout(
    '3-D Secure',
    `<h1>Confirm the payment</h1>
<p class="amount">${escape(amountOf(s))}</p>
<p>Your bank sent a one-time code for the card ending in ${escape(s.cardLast4 ?? '····')}.</p>
<p class="muted">Sandbox: the code is <code>${escape(s.threeDsCode ?? '')}</code>.</p>
<form method="post" action="${action(s, '/3ds')}">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required
  pattern="[0-9]{6}">
${errorLine(error)}
<button type="submit">Confirm</button>
</form>
<form method="post" action="${action(s, '/cancel')}">
<button type="submit" class="secondary">Cancel and return to the site</button>
</form>`,
  );
}

/** A checkout that is already decided: a link back to the site. */
export function resultPage(message: string, href: string): string {
  return layout(
    'Payment',
    `<h1>Sandbox Pay</h1>
<p>${escape(message)}</p>
<p><a href="${escape(href)}">Return to the site</a></p>`,
  );
}

export function notFoundPage(): string {
  return layout('Not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
}
