import { Hono } from 'hono';
import { z } from 'zod';
import { SIGNATURE_HEADER, verifySignature } from '../payments/signature.ts';
import type { SandboxProvider } from './provider.ts';

// The merchant API of the stand-alone sandbox provider (mounted at /sandbox-api): what
// createSandboxHttpClient calls. Every call is signed with the shared secret.

const minor = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/)
  .transform(BigInt);
const checkoutSchema = z.object({
  paymentId: z.string().min(1).max(100),
  amount: minor,
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.string().max(64),
  returnUrls: z.object({
    success: z.string().max(2000),
    fail: z.string().max(2000),
    pending: z.string().max(2000),
    cancel: z.string().max(2000),
  }),
});
const payoutSchema = z.object({
  paymentId: z.string().min(1).max(100),
  amount: minor,
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.string().max(64),
  card: z
    .string()
    .regex(/^[0-9]{12,19}$/)
    .optional(),
});

export function sandboxMerchantRoutes(
  provider: SandboxProvider,
  options: { secret: string; now?: () => Date },
): Hono<{ Variables: { body: unknown } }> {
  const now = options.now ?? (() => new Date());
  const app = new Hono<{ Variables: { body: unknown } }>();

  app.use(async (c, next) => {
    const raw = await c.req.text();
    const check = verifySignature({
      secret: options.secret,
      header: c.req.header(SIGNATURE_HEADER),
      rawBody: raw,
      nowSeconds: now().getTime() / 1000,
    });
    if (!check.ok) return c.json({ message: `signature ${check.reason}` }, 401);
    try {
      c.set('body', JSON.parse(raw));
    } catch {
      return c.json({ message: 'malformed body' }, 400);
    }
    return next();
  });

  app.post('/checkouts', async (c) => {
    const input = checkoutSchema.safeParse(c.get('body'));
    if (!input.success) return c.json({ message: 'invalid checkout' }, 400);
    return c.json(await provider.client.createCheckout(input.data), 201);
  });

  app.post('/payouts', async (c) => {
    const input = payoutSchema.safeParse(c.get('body'));
    if (!input.success) return c.json({ message: 'invalid payout' }, 400);
    await provider.client.createPayout(input.data);
    return c.json({ status: 'processing' }, 202);
  });

  app.post('/payouts/:paymentId/cancel', async (c) =>
    c.json(await provider.client.cancelPayout(c.req.param('paymentId'))),
  );

  return app;
}
