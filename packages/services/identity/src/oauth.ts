import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { socialIdentities } from '@playfield/db/identity';
import { countries } from '@playfield/db/reference';
import { safeRelativePath, SOCIAL_PROVIDERS } from '@playfield/domain/user';
import type { SocialProvider } from '@playfield/domain/user';
import type { IdentityContext, OAuthProviderSettings } from './context.ts';
import { IdentityError } from './errors.ts';
import { generatePassword } from './generated-password.ts';
import { finishSignIn } from './login.ts';
import type { LoginOutcome } from './login.ts';
import { assertRegistrationOpen, createRegisteredUser } from './registration.ts';
import type { RequestInfo } from './request-info.ts';
import { base64url, randomToken, signPayload, verifyPayload } from './secrets.ts';
import { currencyExists, findUserByEmail, findUserById } from './users.ts';

/** Endpoints of providers that publish standard OAuth 2.0 / OpenID Connect ones. */
const PRESETS: Partial<
  Record<SocialProvider, Required<Omit<OAuthProviderSettings, 'clientId' | 'clientSecret'>>>
> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  yandex: {
    authorizationEndpoint: 'https://oauth.yandex.ru/authorize',
    tokenEndpoint: 'https://oauth.yandex.ru/token',
    userinfoEndpoint: 'https://login.yandex.ru/info?format=json',
    scope: 'login:email',
  },
  twitch: {
    authorizationEndpoint: 'https://id.twitch.tv/oauth2/authorize',
    tokenEndpoint: 'https://id.twitch.tv/oauth2/token',
    userinfoEndpoint: 'https://id.twitch.tv/oauth2/userinfo',
    scope: 'openid user:read:email',
  },
  linkedin: {
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoEndpoint: 'https://api.linkedin.com/v2/userinfo',
    scope: 'openid email profile',
  },
};

/** The cookie holding the signed flow state between the start and the callback. */
export const OAUTH_STATE_COOKIE = 'oauth_state';
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

type Resolved = Required<OAuthProviderSettings>;

function resolve(ctx: IdentityContext, provider: string): Resolved | null {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return null;
  const settings = ctx.oauthProviders[provider];
  if (!settings?.clientId || !settings.clientSecret) return null;
  const preset = PRESETS[provider as SocialProvider];
  const merged = {
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorizationEndpoint: settings.authorizationEndpoint ?? preset?.authorizationEndpoint,
    tokenEndpoint: settings.tokenEndpoint ?? preset?.tokenEndpoint,
    userinfoEndpoint: settings.userinfoEndpoint ?? preset?.userinfoEndpoint,
    scope: settings.scope ?? preset?.scope ?? 'openid email',
  };
  const { authorizationEndpoint, tokenEndpoint, userinfoEndpoint } = merged;
  if (!authorizationEndpoint || !tokenEndpoint || !userinfoEndpoint) return null;
  return { ...merged, authorizationEndpoint, tokenEndpoint, userinfoEndpoint };
}

/** Providers with complete settings, in the spec's order. Unconfigured ones stay hidden. */
export function configuredProviders(ctx: IdentityContext): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => resolve(ctx, p) !== null);
}

function unavailable(): IdentityError {
  return new IdentityError(404, 'auth_provider_unavailable', { code: 'provider_unavailable' });
}

function callbackUrl(ctx: IdentityContext, provider: string): string {
  return `${ctx.publicUrl}/web-api/auth/oauth/${provider}/callback`;
}

export interface OAuthStart {
  location: string;
  /** Value of the OAUTH_STATE_COOKIE to set (signed; holds the PKCE verifier). */
  stateCookie: string;
}

interface FlowState {
  p: string;
  s: string;
  v: string;
  r: string | null;
  c: string | null;
  cc: string | null;
  b: 0 | 1 | 2;
  exp: number;
}

/** Starts the authorization-code flow with PKCE (S256) and a signed state cookie. */
export function startOAuth(
  ctx: IdentityContext,
  provider: string,
  options: {
    returnUrl?: string | null;
    currency?: string | null;
    countryCode?: string | null;
    bonusChoice?: 0 | 1 | 2;
  },
): OAuthStart {
  const settings = resolve(ctx, provider);
  if (!settings) throw unavailable();
  const state = randomToken(ctx.random, 16);
  const verifier = randomToken(ctx.random, 32);
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const flow: FlowState = {
    p: provider,
    s: state,
    v: verifier,
    r: safeRelativePath(options.returnUrl ?? null),
    c: options.currency ?? null,
    cc: options.countryCode ?? null,
    b: options.bonusChoice ?? 0,
    exp: ctx.now() + OAUTH_STATE_TTL_MS,
  };
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(ctx, provider));
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return { location: url.toString(), stateCookie: signPayload(ctx.keys.key('oauth-state'), flow) };
}

function readFlow(ctx: IdentityContext, cookie: string | null): FlowState | null {
  if (!cookie) return null;
  const flow = verifyPayload(ctx.keys.key('oauth-state'), cookie) as FlowState | null;
  if (!flow || typeof flow.s !== 'string' || typeof flow.v !== 'string') return null;
  return flow.exp > ctx.now() ? flow : null;
}

async function fetchJson(
  ctx: IdentityContext,
  url: string,
  init: RequestInit,
): Promise<Record<string, unknown>> {
  const response = await ctx.fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${url} answered no object`);
  return body as Record<string, unknown>;
}

export interface OAuthResult {
  outcome: LoginOutcome;
  returnUrl: string | null;
}

/**
 * The callback: checks state, exchanges the code (with the PKCE verifier) for an access token,
 * reads the user's subject and e-mail, then signs in the linked user, links a user whose
 * address the provider has verified, or registers a new one (type soc_reg).
 */
export async function completeOAuth(
  ctx: IdentityContext,
  provider: string,
  input: { code: string | null; state: string | null; cookie: string | null },
  req: RequestInfo,
): Promise<OAuthResult> {
  const settings = resolve(ctx, provider);
  if (!settings) throw unavailable();
  const flow = readFlow(ctx, input.cookie);
  if (!flow || flow.p !== provider || !input.code || input.state !== flow.s) {
    throw new IdentityError(400, 'auth_social_failed', { code: 'social_failed' });
  }
  let subject: string;
  let email: string | null;
  try {
    const token = await fetchJson(ctx, settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: callbackUrl(ctx, provider),
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: flow.v,
      }).toString(),
    });
    if (typeof token.access_token !== 'string') throw new Error('no access_token');
    const info = await fetchJson(ctx, settings.userinfoEndpoint, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    });
    const sub = info.sub ?? info.id;
    if (typeof sub !== 'string' && typeof sub !== 'number') throw new Error('no subject');
    subject = String(sub).slice(0, 255);
    const mail = info.email ?? info.default_email;
    email =
      typeof mail === 'string' && info.email_verified !== false && mail.includes('@') ? mail : null;
  } catch (error) {
    ctx.logger.warn('oauth exchange failed', {
      provider,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new IdentityError(400, 'auth_social_failed', { code: 'social_failed' });
  }
  const [link] = await ctx.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  let user = link ? await findUserById(ctx.db, link.userId) : null;
  if (!user && email) user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await assertRegistrationOpen(ctx);
    const countryCode = flow.cc ?? 'ru';
    const [country] = await ctx.db
      .select()
      .from(countries)
      .where(eq(countries.code, countryCode))
      .limit(1);
    const currency =
      flow.c && (await currencyExists(ctx.db, flow.c))
        ? flow.c
        : (country?.defaultCurrency ?? 'RUB');
    const created = await createRegisteredUser(
      ctx,
      {
        registrationType: 'soc_reg',
        countryCode: country ? countryCode : 'ru',
        currency,
        bonusChoice: flow.b,
        email,
        activationType: email ? 1 : 0,
        passwordHash: await ctx.hasher.hash(generatePassword(ctx.random)),
        language: req.lang,
      },
      req,
    );
    // Registration signed the user in already.
    await ctx.db
      .insert(socialIdentities)
      .values({ provider, subject, userId: created.user.id, email });
    return {
      outcome: { kind: 'session', userId: created.user.id, session: created.session },
      returnUrl: flow.r,
    };
  }
  if (!link) {
    await ctx.db
      .insert(socialIdentities)
      .values({ provider, subject, userId: user.id, email })
      .onConflictDoNothing();
  }
  return { outcome: await finishSignIn(ctx, user, false, req), returnUrl: flow.r };
}

/**
 * Reads provider settings from env-style variables: `OAUTH_<PROVIDER>_CLIENT_ID`,
 * `…_CLIENT_SECRET`, and optionally `…_AUTH_URL`, `…_TOKEN_URL`, `…_USERINFO_URL`, `…_SCOPE`.
 */
export function oauthProvidersFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Partial<Record<SocialProvider, OAuthProviderSettings>> {
  const out: Partial<Record<SocialProvider, OAuthProviderSettings>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    out[provider] = {
      clientId,
      clientSecret,
      authorizationEndpoint: env[`${prefix}AUTH_URL`],
      tokenEndpoint: env[`${prefix}TOKEN_URL`],
      userinfoEndpoint: env[`${prefix}USERINFO_URL`],
      scope: env[`${prefix}SCOPE`],
    };
  }
  return out;
}
