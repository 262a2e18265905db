import {
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
import { countries, currencies, languages } from './schema/reference.ts';
import { siteConfig, siteConfigHistory } from './schema/site-config.ts';
import {
  sandboxOutbox,
  sandboxSessions,
  walletEntries,
  walletLedgerAccounts,
  walletMovements,
  walletPaymentRequests,
  walletReviewFlags,
  walletPayments,
  walletProviderEvents,
} from './schema/wallet.ts';
import { limitExclusionTests, limitHistory, limitLimits, limitPlayers } from './schema/limits.ts';
import { bettingCouponBets, bettingCoupons, bettingSettledGames } from './schema/betting.ts';
import {
  sportsbookChampionships,
  sportsbookCompetitors,
  sportsbookFeedState,
  sportsbookGames,
  sportsbookMarkets,
  sportsbookResults,
  sportsbookSports,
} from './schema/sportsbook.ts';
import { operatorAudit, operatorSessions, operators, playerNotes } from './schema/console.ts';

/**
 * Every table, by the name code uses: the drizzle handle's full schema (database.ts), the one
 * list of them. Each bounded context adds its tables in `schema/<context>.ts` (exported to its
 * own package as `@playfield/db/<context>`, see package.json) and lists them here.
 */
export const schema = {
  siteConfig,
  siteConfigHistory,
  languages,
  currencies,
  countries,
  users,
  sessions,
  loginAttempts,
  identityRateEvents,
  passwordResets,
  emailVerifications,
  smsCodes,
  captchaChallenges,
  outbox,
  recoveryCodes,
  socialIdentities,
  accounts,
  walletLedgerAccounts,
  walletMovements,
  walletEntries,
  walletPayments,
  walletProviderEvents,
  walletPaymentRequests,
  walletReviewFlags,
  sandboxSessions,
  sandboxOutbox,
  limitPlayers,
  limitLimits,
  limitHistory,
  limitExclusionTests,
  bettingCoupons,
  bettingCouponBets,
  bettingSettledGames,
  sportsbookSports,
  sportsbookChampionships,
  sportsbookCompetitors,
  sportsbookGames,
  sportsbookMarkets,
  sportsbookResults,
  sportsbookFeedState,
  operators,
  operatorSessions,
  operatorAudit,
  playerNotes,
};
