import { Hono } from 'hono';
import type { Context, Env } from 'hono';
import { STYLESHEET, checkoutPage, notFoundPage, resultPage, threeDsPage } from './pages.ts';
import type { CheckoutStep, SandboxProvider } from './provider.ts';

// The hosted pages, mounted at /sandbox-pay (in the site, or in the stand-alone provider).
// A browser posts forms and gets 303 redirects; an API client posting JSON gets JSON
// (`{status, redirectUrl}` or `{status, nextUrl}`) instead, so tests and scripts need no HTML.

type Fields = Record<string, unknown>;

async function readFields(c: Context): Promise<{ fields: Fields; json: boolean }> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      return {
        fields: typeof body === 'object' && body !== null ? (body as Fields) : {},
        json: true,
      };
    } catch {
      return { fields: {}, json: true };
    }
  }
  try {
    return { fields: await c.req.parseBody(), json: false };
  } catch {
    return { fields: {}, json: false };
  }
}

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

const RESULT_TEXT: Record<string, string> = {
  succeeded: 'The payment is complete.',
  failed: 'The payment failed.',
  cancelled: 'The payment was cancelled.',
  processing: 'The payment is being processed.',
};

/**
 * The hosted pages. Generic in the environment only so the site can mount them under its typed
 * app: they read no request variables.
 */
export function sandboxPayRoutes<E extends Env = Env>(provider: SandboxProvider): Hono<E> {
  const app = new Hono<E>();

  async function answer(
    c: Context,
    paymentId: string,
    step: CheckoutStep,
    json: boolean,
    form: 'checkout' | 'three_ds',
  ) {
    noStore(c);
    switch (step.kind) {
      case 'not_found':
        return json ? c.json({ message: 'payment not found' }, 404) : c.html(notFoundPage(), 404);
      case 'invalid': {
        if (json) return c.json({ message: step.message }, 400);
        const s = await provider.session(paymentId);
        if (!s) return c.html(notFoundPage(), 404);
        return c.html(
          form === 'checkout' ? checkoutPage(s, step.message) : threeDsPage(s, step.message),
          400,
        );
      }
      case 'page': {
        if (!json) return c.redirect(step.url, 303);
        const s = await provider.session(paymentId);
        return c.json({ status: s?.status ?? 'open', nextUrl: step.url });
      }
      case 'result': {
        const status = step.status === 'processing' ? 'pending' : step.status;
        return json
          ? c.json({ status, redirectUrl: step.redirectUrl })
          : c.redirect(step.redirectUrl, 303);
      }
    }
  }

  app.get('/assets/sandbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(STYLESHEET);
  });

  app.get('/:paymentId', async (c) => {
    noStore(c);
    const s = await provider.session(c.req.param('paymentId'));
    if (!s || s.kind !== 'checkout') return c.html(notFoundPage(), 404);
    if (s.status === 'open') return c.html(checkoutPage(s));
    if (s.status === 'requires_action') return c.redirect(`${c.req.path}/3ds`, 303);
    const key =
      s.status === 'succeeded'
        ? 'success'
        : s.status === 'failed'
          ? 'fail'
          : s.status === 'cancelled'
            ? 'cancel'
            : 'pending';
    return c.html(resultPage(RESULT_TEXT[s.status] ?? '', s.returnUrls[key] ?? '/'));
  });

  app.post('/:paymentId/complete', async (c) => {
    const paymentId = c.req.param('paymentId');
    const { fields, json } = await readFields(c);
    return answer(c, paymentId, await provider.complete(paymentId, fields.card), json, 'checkout');
  });

  app.get('/:paymentId/3ds', async (c) => {
    noStore(c);
    const s = await provider.session(c.req.param('paymentId'));
    if (!s || s.kind !== 'checkout') return c.html(notFoundPage(), 404);
    if (s.status !== 'requires_action')
      return c.redirect(`/sandbox-pay/${encodeURIComponent(s.paymentId)}`, 303);
    return c.html(threeDsPage(s));
  });

  app.post('/:paymentId/3ds', async (c) => {
    const paymentId = c.req.param('paymentId');
    const { fields, json } = await readFields(c);
    return answer(
      c,
      paymentId,
      await provider.confirmThreeDs(paymentId, fields.code),
      json,
      'three_ds',
    );
  });

  app.post('/:paymentId/cancel', async (c) => {
    const paymentId = c.req.param('paymentId');
    const { json } = await readFields(c);
    return answer(c, paymentId, await provider.cancelCheckout(paymentId), json, 'checkout');
  });

  return app;
}
