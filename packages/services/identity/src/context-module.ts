// The identity context as a module of the composition (issue 14 item 1): players, sessions and
// accounts; its API under /web-api and the development outbox page; the hourly prune and, with
// SMTP configured, the outbox's delivery. The ban limits holds and the other contexts' say on
// removing an account are late ports: those contexts open after identity and need it.
import type { ContextModule, LatePort, ModuleJob } from '@playfield/module';
import type { AccountRemovalGuard, IdentityLimits, OAuthProviderSettings } from './context.ts';
import type { IdentitySiteConfig, StandingPort } from './context.ts';
import { createOutboxDispatcher } from './outbox.ts';
import { devOutboxPage } from './routes/dev-routes.ts';
import { identityEndpoints } from './routes/identity-routes.ts';
import { createIdentityService } from './service.ts';
import type { IdentityService } from './service.ts';
import { createSmtpTransport, parseSmtpUrl } from './smtp.ts';

export interface IdentityContextOptions {
  secret: string;
  publicUrl: string;
  isProduction: boolean;
  oauthProviders: Partial<Record<string, OAuthProviderSettings>>;
  limits?: Partial<IdentityLimits>;
  /** SMTP_URL: the outbox is delivered over SMTP every 5 s when set. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM (default no-reply@ the public host). */
  mailFrom?: string | undefined;
  /** The limits context's ban, shown in the user config. */
  standing: LatePort<StandingPort>;
  /** The wallet's and betting's say on removing a currency account. */
  removalGuard: LatePort<AccountRemovalGuard>;
}

export interface IdentityPorts {
  identity: IdentityService;
}

export function identityContext(
  options: IdentityContextOptions,
): ContextModule<{ siteConfig: { get(): Promise<IdentitySiteConfig> } }, IdentityPorts> {
  return {
    name: 'identity',
    open: async ({ siteConfig }, { database, logger }) => {
      const identity = await createIdentityService({
        database,
        secret: options.secret,
        publicUrl: options.publicUrl,
        isProduction: options.isProduction,
        siteConfig: () => siteConfig.get(),
        oauthProviders: options.oauthProviders,
        logger,
        standing: { ban: (userId) => options.standing.get().ban(userId) },
        accountRemovalGuard: {
          blocker: (tx, account) => options.removalGuard.get().blocker(tx, account),
        },
        ...(options.limits ? { limits: options.limits } : {}),
      });
      const jobs: ModuleJob[] = [
        {
          name: 'identity-prune',
          start() {
            const prune = setInterval(
              () => void identity.prune().catch(() => undefined),
              3_600_000,
            );
            prune.unref();
            return () => clearInterval(prune);
          },
        },
      ];
      if (options.smtpUrl) {
        const mailer = createOutboxDispatcher({
          db: database.db,
          transport: createSmtpTransport(parseSmtpUrl(options.smtpUrl)),
          from: options.mailFrom ?? `no-reply@${new URL(options.publicUrl).hostname}`,
        });
        jobs.push({
          name: 'mail-delivery',
          start() {
            const timer = setInterval(
              () =>
                void mailer
                  .dispatchOnce()
                  .catch((err: unknown) => logger.warn('mail delivery failed', { err })),
              5_000,
            );
            timer.unref();
            return () => clearInterval(timer);
          },
        });
      }
      const api = identityEndpoints(identity);
      return {
        provides: { identity },
        routes: [
          { path: api.prefix, routes: api.routes, endpoints: api.endpoints },
          { path: '/', routes: devOutboxPage(identity) },
        ],
        jobs,
      };
    },
  };
}
