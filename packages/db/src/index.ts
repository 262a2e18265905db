// The public entry of @playfield/db. Named exports only; one line per module.
export { IN_MEMORY, createDatabase } from './database.ts';
export type {
  AdvisoryLock,
  CreateDatabaseOptions,
  Database,
  Db,
  QueryResultHKT,
  QueryRows,
} from './database.ts';
export { findRepoRoot, readMigrations, resolveMigrationsFolder } from './migrations.ts';
export { seed } from './seed.ts';
export { databaseEnvFields, databaseEnvSchema, databaseFromEnv } from './env.ts';
export type { DatabaseFromEnv } from './env.ts';
export { toJsonb } from './json-value.ts';
export {
  CHECK_VIOLATION,
  DEADLOCK_DETECTED,
  SERIALIZATION_FAILURE,
  UNIQUE_VIOLATION,
  isRetryable,
  sqlState,
  withRetry,
} from './db-errors.ts';
export { SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES } from './seed-data.ts';
export type { SeedCountry, SeedCurrency, SeedLanguage } from './seed-data.ts';
export { schema } from './tables.ts';
export { countries, currencies, languages } from './schema/reference.ts';
export { siteConfig } from './schema/site-config.ts';
export {
  accounts,
  captchaChallenges,
  emailVerifications,
  identityRateEvents,
  loginAttempts,
  outbox,
  passwordResets,
  recoveryCodes,
  sessions,
  smsCodes,
  socialIdentities,
  users,
} from './schema/identity.ts';
export {
  MOVEMENT_KINDS,
  sandboxOutbox,
  sandboxSessions,
  walletEntries,
  walletLedgerAccounts,
  walletMovements,
  walletPaymentRequests,
  walletPayments,
  walletProviderEvents,
} from './schema/wallet.ts';
export { limitExclusionTests, limitHistory, limitLimits, limitPlayers } from './schema/limits.ts';
export {
  COUPON_STATUSES,
  bettingCouponBets,
  bettingCoupons,
  bettingSettledGames,
  bettingVipDecisions,
} from './schema/betting.ts';
export {
  sportsbookChampionships,
  sportsbookCompetitors,
  sportsbookFeedState,
  sportsbookGames,
  sportsbookMarkets,
  sportsbookResults,
  sportsbookSports,
} from './schema/sportsbook.ts';
