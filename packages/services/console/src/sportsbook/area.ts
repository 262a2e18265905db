// The console's sportsbook, results and dashboard area (issue 15, decision 037), built from the
// sportsbook's and betting's public services and mounted on the console router.
import type { ConsoleContext } from '../context.ts';
import type { ConsoleRouter } from '../console-router.ts';
import { mountSportsbookConsole } from './routes.ts';
import { createSportsbookConsole } from './service.ts';
import type { SportsbookPorts } from './service.ts';

export type { SportsbookPorts };

/** Mounts the sportsbook area on a router. */
export function mountSportsbookArea(
  ctx: Pick<ConsoleContext, 'db' | 'now'>,
  ports: SportsbookPorts,
): (router: ConsoleRouter) => void {
  const sportsbook = createSportsbookConsole(ctx, ports);
  return (router) => {
    mountSportsbookConsole(router, sportsbook);
  };
}
