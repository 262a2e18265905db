// The console's dashboard (issue 15, decisions 035 and 037): one snapshot the console page polls.
// Each figure comes from the context that owns it, through its public service, each computed
// by SQL aggregates over an index: players online and registrations from identity, deposits
// from the wallet's ledger, bets, stakes, GGR and liability from betting, the feed's health
// from the sportsbook. The console only aligns the minutes and fills the empty ones.
import type { BettingService } from '@playfield/betting';
import type { IdentityService } from '@playfield/identity';
import {
  DASHBOARD_MINUTES,
  ONLINE_MINUTES,
  consoleDashboardEndpoint,
} from '@playfield/protocol/endpoints/console-dashboard';
import type { ConsoleDashboard } from '@playfield/protocol/endpoints/console-dashboard';
import type { Sportsbook } from '@playfield/sportsbook';
import type { WalletModule } from '@playfield/wallet';
import type { ConsoleContext } from './context.ts';
import type { ConsoleRouter } from './console-router.ts';

export interface DashboardPorts {
  identity: Pick<IdentityService, 'dashboard'>;
  wallet: Pick<WalletModule, 'dashboard'>;
  betting: Pick<BettingService, 'operator'>;
  sportsbook: Pick<Sportsbook, 'operator'>;
}

const MINUTE = 60_000;

/** The dashboard's window: the last DASHBOARD_MINUTES whole minutes up to the current one. */
export function dashboardWindow(nowMs: number) {
  const end = Math.floor(nowMs / MINUTE) * MINUTE + MINUTE;
  const from = new Date(end - DASHBOARD_MINUTES * MINUTE);
  const now = new Date(nowMs);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { now, from, dayStart, onlineSince: new Date(nowMs - ONLINE_MINUTES * MINUTE) };
}

export function createDashboard(ctx: Pick<ConsoleContext, 'now'>, ports: DashboardPorts) {
  return {
    async snapshot(): Promise<ConsoleDashboard> {
      const window = dashboardWindow(ctx.now());
      const [players, deposits, betting, feed] = await Promise.all([
        ports.identity.dashboard.figures(window),
        ports.wallet.dashboard.deposits(window),
        ports.betting.operator.dashboard(DASHBOARD_MINUTES),
        ports.sportsbook.operator.feedStatus(),
      ]);
      const first = window.from.getTime() / MINUTE;
      const perMinute = Array.from({ length: DASHBOARD_MINUTES }, (_, i) => ({
        at: new Date((first + i) * MINUTE).toISOString(),
        registrations: 0,
        deposits: 0,
        depositAmounts: {} as Record<string, number>,
        bets: 0,
        stakes: {} as Record<string, number>,
      }));
      const slot = (minute: number) => perMinute[minute - first];
      for (const r of players.registrations) {
        const s = slot(r.minute);
        if (s) s.registrations += r.count;
      }
      for (const r of deposits.perMinute) {
        const s = slot(r.minute);
        if (!s) continue;
        s.deposits += r.count;
        s.depositAmounts[r.currency] = (s.depositAmounts[r.currency] ?? 0) + r.amount;
      }
      for (const r of betting.perMinute) {
        const s = slot(Date.parse(r.at) / MINUTE);
        if (!s) continue;
        s.bets += r.bets;
        for (const [currency, amount] of Object.entries(r.stakes)) {
          s.stakes[currency] = (s.stakes[currency] ?? 0) + amount;
        }
      }
      return {
        at: window.now.toISOString(),
        dayStart: window.dayStart.toISOString(),
        playersOnline: players.online,
        registrationsToday: players.registrationsToday,
        depositsToday: deposits.today,
        perMinute,
        ggrToday: betting.today.map((r) => ({ product: 'sports' as const, ...r })),
        topLiability: betting.topLiability,
        feed,
      };
    },
  };
}

/** Mounts GET /console-api/dashboard on a router. */
export function mountDashboard(
  ctx: Pick<ConsoleContext, 'now'>,
  ports: DashboardPorts,
): (router: ConsoleRouter) => void {
  const dashboard = createDashboard(ctx, ports);
  return (router) => {
    router.mount(consoleDashboardEndpoint, () => dashboard.snapshot());
  };
}
