// The public entry of @playfield/identity. Named exports only; one line per module.
export { createIdentityService, callerOf } from './service.ts';
export type { Caller, IdentityService } from './service.ts';
export { DEFAULT_LIMITS } from './context.ts';
export type {
  AccountRemovalBlocker,
  AccountRemovalGuard,
  IdentityDeps,
  IdentityLimits,
  IdentityLogger,
  IdentitySiteConfig,
  OAuthProviderSettings,
} from './context.ts';
export { identityRoutes } from './routes/identity-routes.ts';
export { devOutboxPage } from './routes/dev-routes.ts';
export { identityAuthMiddleware } from './middleware.ts';
export { oauthProvidersFromEnv } from './oauth.ts';
export { createOutboxDispatcher } from './outbox.ts';
export type { OutboxDispatcher } from './outbox.ts';
export { createSmtpTransport, parseSmtpUrl } from './smtp.ts';
export type { MailMessage, MailTransport, SmtpSettings } from './smtp.ts';
export { loginRateLimitKey } from './rate-limit-key.ts';
export { IdentityError } from './errors.ts';
export { checkPassword, createPasswordHasher, DEFAULT_HASH_PARAMETERS } from './passwords.ts';
export type { HashParameters, PasswordHasher } from './passwords.ts';
export { BEARER_TTL_MS, REMEMBER_TTL_MS, SESSION_TTL_MS } from './sessions.ts';
export { identityContext } from './context-module.ts';
export type { IdentityContextOptions, IdentityPorts } from './context-module.ts';
export type { StandingPort } from './context.ts';
// Pieces the operator console reuses (issue 15): TOTP, the lockout rule, generated passwords.
export { base32Decode, base32Encode, otpauthUri, totp, verifyTotp } from './totp.ts';
export { afterFailure, loginGate } from './attempts.ts';
export type { AttemptState } from './attempts.ts';
export type {
  IdentityDashboard,
  IdentityDashboardFigures,
  IdentityDashboardWindow,
} from './dashboard.ts';
export { generatePassword } from './generated-password.ts';
export { randomToken, sha256Hex } from './secrets.ts';
export type { RandomBytes } from './secrets.ts';
export { PLAYER_SEARCH_PAGE_SIZE } from './player-admin.ts';
export type { PlayerAdmin, PlayerProfile, PlayerSession, PlayerSummary } from './player-admin.ts';
