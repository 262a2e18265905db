import type { RequestAuth } from '@playfield/protocol/http-context';
import * as accounts from './accounts.ts';
import { pruneEvents } from './attempts.ts';
import * as captcha from './captcha/service.ts';
import { DEFAULT_LIMITS, defaultRandom, consoleLogger } from './context.ts';
import type { IdentityContext, IdentityDeps } from './context.ts';
import * as login from './login.ts';
import * as oauth from './oauth.ts';
import { listOutbox } from './outbox.ts';
import { createPasswordHasher } from './passwords.ts';
import { phoneCountries } from './phone-countries.ts';
import * as recovery from './recovery.ts';
import { register } from './registration.ts';
import { createKeyRing } from './secrets.ts';
import * as security from './security.ts';
import * as sessions from './sessions.ts';
import * as twoFactor from './two-factor.ts';
import { userConfig } from './user-config.ts';
import { findUserById } from './users.ts';
import { unauthorized } from './errors.ts';
import { identityDashboard } from './dashboard.ts';
import { playerAdmin } from './player-admin.ts';

/** A signed-in caller, with numeric ids. */
export interface Caller {
  userId: number;
  sessionId: number;
}

/** Turns the server's `RequestAuth` (string ids) into a {@link Caller}. */
export function callerOf(auth: RequestAuth): Caller {
  return { userId: Number(auth.userId), sessionId: Number(auth.sessionId) };
}

type Rest<F> = F extends (ctx: IdentityContext, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

function bind<F extends (ctx: IdentityContext, ...args: never[]) => unknown>(
  ctx: IdentityContext,
  fn: F,
): Rest<F> {
  return ((...args: never[]) => fn(ctx, ...args)) as Rest<F>;
}

/**
 * Builds the identity service. Async because the password hasher computes its timing dummy
 * hash once at start.
 */
export async function createIdentityService(deps: IdentityDeps) {
  const ctx: IdentityContext = {
    db: deps.database.db,
    now: deps.now ?? Date.now,
    random: deps.random ?? defaultRandom,
    hasher: await createPasswordHasher({
      concurrency: deps.hashConcurrency ?? 2,
      parameters: deps.hashParameters,
    }),
    keys: createKeyRing(deps.secret),
    siteConfig: async () => deps.siteConfig(),
    publicUrl: deps.publicUrl.replace(/\/+$/, ''),
    isProduction: deps.isProduction,
    oauthProviders: deps.oauthProviders ?? {},
    fetch: deps.fetch ?? fetch,
    limits: { ...DEFAULT_LIMITS, ...deps.limits },
    logger: deps.logger ?? consoleLogger,
    defaultLanguage: deps.defaultLanguage ?? 'en',
    accountRemovalGuard: deps.accountRemovalGuard ?? { blocker: () => Promise.resolve(null) },
    standing: deps.standing ?? { ban: () => Promise.resolve(null) },
  };

  return {
    settings: {
      isProduction: ctx.isProduction,
      publicUrl: ctx.publicUrl,
      defaultLanguage: ctx.defaultLanguage,
      secureCookies: ctx.publicUrl.startsWith('https:'),
    },
    logger: ctx.logger,
    /** Calls waiting for a password-hashing slot (for metrics and the benchmark). */
    hashQueueLength: () => ctx.hasher.waiting,

    // Sessions and tokens
    authenticate: bind(ctx, sessions.authenticate),
    /** {@link authenticate} from request headers (`Cookie`, `Authorization`). */
    authenticateHeaders: (headers: Headers) =>
      sessions.authenticate(ctx, {
        cookie: headers.get('cookie'),
        authorization: headers.get('authorization'),
      }),
    async logout(caller: Caller | null): Promise<void> {
      if (caller) await sessions.endSession(ctx, caller.sessionId, 'logout');
    },
    async touchSession(caller: Caller): Promise<boolean> {
      const row = await sessions.sessionById(ctx, caller.sessionId);
      if (!row || row.userId !== caller.userId) return false;
      await sessions.touchSession(ctx, row, true);
      return true;
    },
    issueBearerToken: (caller: Caller) => sessions.issueBearerToken(ctx, caller),
    /**
     * A fresh bearer token for a signed, unexpired token whose session is still open. An
     * expired token is not refreshable (issue 13 item 15): a leaked old token stays dead; the
     * client gets a new one from `gettoken` with its session cookie.
     */
    async refreshBearerToken(token: string) {
      const payload = sessions.readBearerToken(ctx, token);
      if (!payload || payload.exp * 1000 <= ctx.now()) return null;
      const row = await sessions.sessionById(ctx, payload.sid);
      if (!row || row.userId !== payload.uid) return null;
      return sessions.issueBearerToken(ctx, { sessionId: row.id, userId: row.userId });
    },
    listSessions: (caller: Caller) => sessions.listSessions(ctx, caller.userId, caller.sessionId),
    endOtherSessions: (caller: Caller) =>
      sessions.endUserSessions(ctx, caller.userId, 'ended_by_user', caller.sessionId),
    endOwnSession: (caller: Caller, sessionId: number) =>
      sessions.endOwnSession(ctx, caller.userId, sessionId),

    // Registration, sign-in, recovery
    register: bind(ctx, register),
    login: bind(ctx, login.login),
    completeTwoStep: bind(ctx, login.completeTwoStep),
    smsLogin: bind(ctx, login.smsLogin),
    requestSmsCode: bind(ctx, recovery.requestSmsCode),
    forgotPassword: bind(ctx, recovery.forgotPassword),
    resetPassword: bind(ctx, recovery.resetPassword),
    providers: () => oauth.configuredProviders(ctx),
    startOAuth: bind(ctx, oauth.startOAuth),
    completeOAuth: bind(ctx, oauth.completeOAuth),
    phoneCountries: bind(ctx, phoneCountries),

    // The signed-in user
    userConfig: bind(ctx, userConfig),
    async userExists(userId: number): Promise<boolean> {
      return (await findUserById(ctx.db, userId)) !== null;
    },
    changePassword: bind(ctx, security.changePassword),
    async setupTwoFactor(userId: number) {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      const { companyName } = await ctx.siteConfig();
      return twoFactor.setupTwoFactor(ctx, user, companyName);
    },
    enableTwoFactor: bind(ctx, twoFactor.enableTwoFactor),
    disableTwoFactor: bind(ctx, twoFactor.disableTwoFactor),
    bindPhone: bind(ctx, security.bindPhone),
    setBonusChoice: bind(ctx, security.setBonusChoice),
    setSecurityQuestion: bind(ctx, security.setSecurityQuestion),
    setEmail: bind(ctx, security.setEmail),
    resendEmailVerification: bind(ctx, security.resendEmailVerification),
    emailCredentials: bind(ctx, security.emailCredentials),
    accountVerify: bind(ctx, security.accountVerify),
    activateFast: bind(ctx, security.activateFast),
    stopNewsletter: bind(ctx, security.stopNewsletter),
    newsletterToken: bind(ctx, security.newsletterToken),

    // Accounts
    listAccounts: bind(ctx, accounts.listAccounts),
    addCurrencyAccount: bind(ctx, accounts.addCurrencyAccount),
    removeCurrencyAccount: bind(ctx, accounts.removeCurrencyAccount),
    activateAccount: bind(ctx, accounts.activateAccount),
    ensureBonusAccount: bind(ctx, accounts.ensureBonusAccount),

    // Captcha
    issueCaptcha: bind(ctx, captcha.issueChallenge),
    validateCaptcha: bind(ctx, captcha.validateChallenge),
    nowSeconds: () => Math.floor(ctx.now() / 1000),

    /** The operator console's player administration (issue 15). */
    admin: playerAdmin(ctx),

    /** The operator console's dashboard: players online, registrations (issue 15). */
    dashboard: identityDashboard(ctx.db),

    // Outbox and housekeeping
    listOutbox: (options: { to?: string; limit?: number } = {}) => listOutbox(ctx.db, options),
    /** Deletes expired counters; call now and then (a scheduled job). */
    prune: () => pruneEvents(ctx),
  };
}

/** The identity service's interface, as the server and routes see it. */
export type IdentityService = Awaited<ReturnType<typeof createIdentityService>>;
