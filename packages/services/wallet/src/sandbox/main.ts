// The sandbox payment provider as its own process: `tsx packages/services/wallet/src/sandbox/main.ts`.
// It serves the hosted pages (/sandbox-pay/...) and the merchant API (/sandbox-api/...) on its
// own port, keeps its state in its own PGlite (memory by default), and POSTs signed webhooks to
// the site. Point the site at it with the wallet module's `sandbox.url`.
//
//   SANDBOX_SECRET       shared secret (required; the site's webhook secret)
//   SANDBOX_WEBHOOK_URL  the site's webhook, e.g. http://127.0.0.1:3000/web-api/wallet/webhooks/sandbox
//   SANDBOX_PORT         port to listen on (default 4010; 0 picks a free one)
//   SANDBOX_PUBLIC_URL   this provider's public origin for redirect URLs (default http://127.0.0.1:PORT)
//   SANDBOX_DATA_DIR     PGlite directory (default memory://)
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { createDatabase } from '@playfield/db';
import { SIGNATURE_HEADER } from '../payments/signature.ts';
import { sandboxMerchantRoutes } from './merchant-routes.ts';
import { createSandboxProvider } from './provider.ts';
import { sandboxPayRoutes } from './routes.ts';

const envSchema = z.object({
  SANDBOX_SECRET: z.string().min(16, 'SANDBOX_SECRET must be at least 16 characters'),
  SANDBOX_WEBHOOK_URL: z.url(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  SANDBOX_DATA_DIR: z.string().default('memory://'),
  SANDBOX_SETTLE_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).optional(),
});

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `sandbox provider: bad environment\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
    process.exitCode = 1;
    return;
  }
  const env = parsed.data;
  const database = await createDatabase({ dataDir: env.SANDBOX_DATA_DIR });
  await database.migrate();

  let publicUrl = env.SANDBOX_PUBLIC_URL ?? '';
  const provider = createSandboxProvider({
    database,
    secret: env.SANDBOX_SECRET,
    baseUrl: () => publicUrl,
    ...(env.SANDBOX_SETTLE_DELAY_MS === undefined
      ? {}
      : { settleDelayMs: env.SANDBOX_SETTLE_DELAY_MS }),
    ...(env.SANDBOX_PAYOUT_DELAY_MS === undefined
      ? {}
      : { payoutDelayMs: env.SANDBOX_PAYOUT_DELAY_MS }),
    async deliver(body, signature) {
      const response = await fetch(env.SANDBOX_WEBHOOK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return response.status;
    },
    onError: (error) => console.error('sandbox provider:', error),
  });

  const app = new Hono();
  // Redirect URLs are absolute (baseUrl): the player's browser is on the site's origin.
  app.route('/sandbox-api', sandboxMerchantRoutes(provider, { secret: env.SANDBOX_SECRET }));
  app.route('/sandbox-pay', sandboxPayRoutes(provider));
  app.get('/healthz', (c) => c.text('ok'));

  const server = serve(
    { fetch: app.fetch, port: env.SANDBOX_PORT, hostname: '127.0.0.1' },
    (info) => {
      publicUrl ||= `http://127.0.0.1:${info.port}`;
      console.log(`sandbox provider listening on ${publicUrl}`);
    },
  );
  const stopScheduler = provider.startScheduler({ intervalMs: 1000 });

  const shutdown = () => {
    stopScheduler();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('sandbox provider failed to start:', error);
  process.exitCode = 1;
});
