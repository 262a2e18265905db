// The console's dashboard (issue 15, decisions 035 and 037): one snapshot the console page polls
// every few seconds (no hub topic: the live hub knows only the player's cookie). Money is in
// minor units of the currency named beside it; per-minute series are the last 60 minutes,
// oldest first, every minute present (zero when nothing happened).
import { z } from 'zod';
import { defineConsoleEndpoint } from './console.ts';
import { consoleFeedStatusSchema } from './console-sportsbook.ts';

const count = z.number().int().min(0);
const money = z.number().int();
/** Minor units per currency code. */
const perCurrency = z.record(z.string(), money);

/** Minutes in the per-minute series; a session seen within ONLINE_MINUTES is online. */
export const DASHBOARD_MINUTES = 60;
export const ONLINE_MINUTES = 5;
export const DASHBOARD_TOP_GAMES = 10;

/** The products GGR is reported by (casino comes with its context). */
export const DASHBOARD_PRODUCTS = ['sports', 'casino'] as const;

export const consoleDashboardSchema = z.object({
  /** The snapshot's instant. */
  at: z.string(),
  /** Start of "today" (UTC midnight). */
  dayStart: z.string(),
  /** Players with a session seen in the last ONLINE_MINUTES minutes. */
  playersOnline: count,
  registrationsToday: count,
  /** Deposits credited today, per currency. */
  depositsToday: z.array(z.object({ currency: z.string(), count, amount: money })),
  /** The last DASHBOARD_MINUTES minutes, oldest first; `at` is the minute's start. */
  perMinute: z.array(
    z.object({
      at: z.string(),
      registrations: count,
      deposits: count,
      depositAmounts: perCurrency,
      /** Coupons placed. */
      bets: count,
      stakes: perCurrency,
    }),
  ),
  /** Today (UTC): stakes taken, payouts made (settled today), GGR = stakes − payouts. */
  ggrToday: z.array(
    z.object({
      product: z.enum(DASHBOARD_PRODUCTS),
      currency: z.string(),
      stakes: money,
      payouts: money,
      ggr: money,
    }),
  ),
  /** The games with the largest potential payout of open coupons, per currency. */
  topLiability: z.array(
    z.object({
      gameId: z.number().int(),
      gameName: z.string(),
      currency: z.string(),
      coupons: count,
      stakes: money,
      potentialPayout: money,
    }),
  ),
  feed: consoleFeedStatusSchema,
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;

export const consoleDashboardEndpoint = defineConsoleEndpoint({
  id: 'console.dashboard',
  method: 'GET',
  path: '/console-api/dashboard',
  summary:
    'The dashboard: players online, registrations, deposits, bets and stakes per minute, GGR today by product, the largest liabilities, the feed.',
  access: 'anyone',
  permission: 'dashboard.read',
  response: consoleDashboardSchema,
  errors: {
    401: ['unauthorized'],
    403: ['forbidden', 'password_change_required'],
  },
});
