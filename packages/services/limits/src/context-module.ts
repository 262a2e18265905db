// The limits context as a module of the composition (issue 14 item 1): responsible gaming —
// limits, self-exclusion, the reality check and the session limit; its three APIs; the play
// gate and revocations on the live hub. It provides the deposit check (bound into the wallet),
// the stake check (betting) and the standing (identity's user config shows the ban).
import type { ContextModule } from '@playfield/module';
import { limitsLive } from './live.ts';
import type { LedgerReader } from './ports.ts';
import { blockUserEndpoints, limitEndpoints, realityCheckEndpoints } from './routes.ts';
import { createLimitsService } from './service.ts';
import type { LimitsService } from './service.ts';

export interface LimitsContextOptions {
  /** The limits clock (the e2e tests move a development clock ahead). */
  now: () => Date;
}

/** What limits needs of identity: the main account's currency and ending a session. */
export interface LimitsIdentityPort {
  listAccounts(userId: number): Promise<readonly { type: number; iso: string }[]>;
  endOwnSession(caller: { userId: number; sessionId: number }, sessionId: number): Promise<unknown>;
}

export function limitsContext(
  options: LimitsContextOptions,
): ContextModule<
  { identity: LimitsIdentityPort; ledgerSums: LedgerReader },
  { limits: LimitsService }
> {
  return {
    name: 'limits',
    open: ({ identity, ledgerSums }, { database, logger }) => {
      const limits = createLimitsService({
        database,
        now: options.now,
        ledger: ledgerSums,
        players: {
          async mainCurrency(userId) {
            const accounts = await identity.listAccounts(userId).catch(() => []);
            return accounts.find((a) => a.type === 0)?.iso ?? null;
          },
        },
        endSession: async ({ userId, sessionId }) => {
          const caller = { userId, sessionId: Number(sessionId) };
          await identity.endOwnSession(caller, caller.sessionId).catch(() => undefined);
        },
        onError: (error, context) => logger.warn('limits listener error', { err: error, context }),
      });
      return Promise.resolve({
        provides: { limits },
        routes: [
          limitEndpoints(limits),
          blockUserEndpoints(limits),
          realityCheckEndpoints(limits),
        ].map((router) => ({
          path: router.prefix,
          routes: router.routes,
          endpoints: router.endpoints,
        })),
        live: limitsLive(limits),
      });
    },
  };
}
