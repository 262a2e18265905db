import { randomBytes } from 'node:crypto';
import type { Database, Db } from '@playfield/db';
import type { AfterAuthRedirectRoute } from '@playfield/domain/user';
import type { HashParameters, PasswordHasher } from './passwords.ts';
import type { KeyRing, RandomBytes } from './secrets.ts';

/** The part of the site configuration identity reads (the full SiteConfig satisfies it). */
export interface IdentitySiteConfig {
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  /** Minimum age in years; applied when a birth date is given. */
  minAge: number;
  companyName: string;
  afterRegistrationAndLoginRedirectRoutesV2?: readonly AfterAuthRedirectRoute[];
}

/** Per-provider OAuth 2.0 / OpenID Connect settings. */
export interface OAuthProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scope?: string;
}

/** Thresholds of the sign-in and sending defences (defaults in DEFAULT_LIMITS). */
export interface IdentityLimits {
  /** Failures for one account within the window before a captcha is demanded. */
  loginCaptchaAfter: number;
  /** Failures within the window that lock the account. */
  loginLockAfter: number;
  loginWindowMs: number;
  /** First lock; each further lock doubles it, up to lockMaxMs. */
  lockBaseMs: number;
  lockMaxMs: number;
  /** Registrations from one IP per hour without a captcha. */
  registrationsPerIpPerHour: number;
  /** SMS per IP per hour, and per phone per hour, without a captcha. */
  smsPerIpPerHour: number;
  smsPerPhonePerHour: number;
  /** Hard cap of SMS to one phone per day. */
  smsPerPhonePerDay: number;
  /** Wrong two-step codes per user within the login window before refusing. */
  twoStepFailures: number;
  /** Reset e-mails per address per hour. */
  resetMailsPerHour: number;
  /** Zero bits a proof-of-work captcha needs (18: about a second or two in a browser). */
  powDifficulty: number;
}

export const DEFAULT_LIMITS: IdentityLimits = {
  loginCaptchaAfter: 3,
  loginLockAfter: 10,
  loginWindowMs: 15 * 60_000,
  lockBaseMs: 15 * 60_000,
  lockMaxMs: 24 * 60 * 60_000,
  registrationsPerIpPerHour: 3,
  smsPerIpPerHour: 3,
  smsPerPhonePerHour: 2,
  smsPerPhonePerDay: 10,
  twoStepFailures: 5,
  resetMailsPerHour: 3,
  powDifficulty: 18,
};

/** Logger shape (the server's logger satisfies it). */
export interface IdentityLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What {@link createIdentityService} needs. */
export interface IdentityDeps {
  database: Pick<Database, 'db'>;
  /** Clock in milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** Random bytes (default crypto.randomBytes). */
  random?: RandomBytes;
  /** Password hashes computed at once (default 2). */
  hashConcurrency?: number;
  hashParameters?: HashParameters;
  siteConfig: () => IdentitySiteConfig | Promise<IdentitySiteConfig>;
  /** At least 32 characters; HMAC and encryption keys are derived from it. */
  secret: string;
  /** The site's public origin, for links in e-mails and the OAuth redirect URI. */
  publicUrl: string;
  /** Production hides the development outbox. */
  isProduction: boolean;
  /** Configured social sign-in providers (see oauthProvidersFromEnv); none by default. */
  oauthProviders?: Partial<Record<string, OAuthProviderSettings>>;
  /** HTTP client for OAuth token and userinfo calls (default global fetch). */
  fetch?: typeof fetch;
  limits?: Partial<IdentityLimits>;
  logger?: IdentityLogger;
  /** Default language of e-mails and messages when the request names none. */
  defaultLanguage?: string;
  /**
   * Asked, inside the removal's transaction, whether a currency account may go (the wallet's
   * balance and payments, betting's open coupons); default: always.
   */
  accountRemovalGuard?: AccountRemovalGuard;
  /**
   * The ban the limits context holds (spec §2 ban mode: 53/1 while self-excluded), shown in the
   * user config over the account's own columns; default: none.
   */
  standing?: StandingPort;
}

/** The limits context's say on a player's ban (issue 13 item 6: one source of truth). */
export interface StandingPort {
  ban(userId: number): Promise<{ level: number; version: number } | null>;
}

/** Why a currency account cannot be removed now (issue 13 item 1). */
export type AccountRemovalBlocker =
  | 'account_has_balance'
  | 'account_payment_pending'
  | 'account_withdrawal_held'
  | 'account_open_coupon';

/** The other contexts' say on removing an account; null when nothing holds it. */
export interface AccountRemovalGuard {
  blocker(
    tx: Db,
    account: { userId: number; accountId: number; currency: string },
  ): Promise<AccountRemovalBlocker | null>;
}

/** The resolved dependencies every part of the service shares. */
export interface IdentityContext {
  db: Db;
  now: () => number;
  random: RandomBytes;
  hasher: PasswordHasher;
  keys: KeyRing;
  siteConfig: () => Promise<IdentitySiteConfig>;
  publicUrl: string;
  isProduction: boolean;
  oauthProviders: Partial<Record<string, OAuthProviderSettings>>;
  fetch: typeof fetch;
  limits: IdentityLimits;
  logger: IdentityLogger;
  defaultLanguage: string;
  accountRemovalGuard: AccountRemovalGuard;
  standing: StandingPort;
}

export const defaultRandom: RandomBytes = (size) => randomBytes(size);

/** Default logger: warnings and errors to the console (the server passes its own). */
export const consoleLogger: IdentityLogger = {
  info: () => {},
  warn: (message, fields) => console.warn(message, fields ?? {}),
  error: (message, fields) => console.error(message, fields ?? {}),
};
