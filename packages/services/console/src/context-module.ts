// The console context as a module of the composition (issue 15, decision 035): operators,
// their sessions and the audit log; its API under /console-api. It needs no other context's
// port today; the player, sportsbook and payments pages will add theirs.
import type { ContextModule } from '@playfield/module';
import { mountAreas } from './areas.ts';
import { mountDashboard } from './dashboard.ts';
import type { DashboardPorts } from './dashboard.ts';
import type { AreaPorts } from './areas.ts';
import { consoleRoutes } from './routes.ts';
import { mountSportsbookArea } from './sportsbook/area.ts';
import type { SportsbookPorts } from './sportsbook/area.ts';
import { createConsoleService } from './service.ts';
import type { ConsoleDeps, ConsoleService } from './service.ts';

export interface ConsoleContextOptions extends Omit<ConsoleDeps, 'database'> {
  /** The site is served over https: the session cookie is Secure. */
  secureCookies: boolean;
}

export interface ConsolePorts {
  console: ConsoleService;
}

export function consoleContext(
  options: ConsoleContextOptions,
): ContextModule<AreaPorts & SportsbookPorts & DashboardPorts, ConsolePorts> {
  return {
    name: 'console',
    open: async (needs, { database }) => {
      const { secureCookies, ...deps } = options;
      const service = await createConsoleService({ database, ...deps });
      // The one-off step (decision 035): seeds an older install kept in clear text are sealed.
      await service.sealPlainSeeds();
      const areas = mountAreas({ db: database.db, now: deps.now ?? Date.now }, needs);
      const sportsbookArea = mountSportsbookArea(
        { db: database.db, now: deps.now ?? Date.now },
        needs,
      );
      const dashboard = mountDashboard({ now: deps.now ?? Date.now }, needs);
      const router = consoleRoutes(service, { secureCookies }, (r) => {
        areas(r);
        sportsbookArea(r);
        dashboard(r);
      });
      // Not in `endpoints`: the public description (/web-api/openapi.json) does not list the
      // console; GET /console-api/openapi.json describes it, to signed-in operators.
      return {
        provides: { console: service },
        routes: [{ path: '/console-api', routes: router.routes }],
      };
    },
  };
}
