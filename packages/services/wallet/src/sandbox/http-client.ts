import type { PaymentProviderClient } from '../payments/ports.ts';
import { SIGNATURE_HEADER, signPayload } from '../payments/signature.ts';

// The site's side of a sandbox provider that runs as its own process (sandbox/main.ts): the
// merchant calls go over HTTP, signed like the webhooks coming back.

export interface SandboxHttpClientOptions {
  /** The provider's origin, e.g. `http://127.0.0.1:4010`. */
  url: string;
  secret: string;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Per-call timeout (default 5 s). */
  timeoutMs?: number;
}

export function createSandboxHttpClient(options: SandboxHttpClientOptions): PaymentProviderClient {
  const base = options.url.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call(path: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload, (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    const response = await send(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(options.secret, body, now().getTime() / 1000),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`sandbox provider ${path} answered ${response.status}`);
    return response.json();
  }

  return {
    name: 'sandbox',
    async createCheckout(input) {
      const answer = (await call('/sandbox-api/checkouts', input)) as { redirectUrl?: unknown };
      if (typeof answer.redirectUrl !== 'string') throw new Error('sandbox: no redirectUrl');
      return { redirectUrl: answer.redirectUrl };
    },
    async createPayout(input) {
      await call('/sandbox-api/payouts', input);
    },
    async cancelPayout(paymentId) {
      const answer = (await call(`/sandbox-api/payouts/${encodeURIComponent(paymentId)}/cancel`, {
        paymentId,
      })) as { cancelled?: unknown };
      return { cancelled: answer.cancelled === true };
    },
  };
}
