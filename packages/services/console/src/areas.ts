// The console's player, payment and site-configuration areas (issue 15): built from the other
// contexts' public services (the console opens last and may use them all) and mounted on the
// console router, so the description and the role matrix list them.
import type { SiteConfigService } from '@playfield/site-config';
import type { WalletModule } from '@playfield/wallet';
import { createConfigConsole } from './config/service.ts';
import { mountConfigRoutes } from './config/routes.ts';
import type { ConsoleContext } from './context.ts';
import type { ConsoleRouter } from './console-router.ts';
import { createPaymentConsole } from './payments/service.ts';
import { mountPaymentRoutes } from './payments/routes.ts';
import { createPlayerConsole } from './players/service.ts';
import type { PlayerPorts } from './players/service.ts';
import { mountPlayerRoutes } from './players/routes.ts';

export interface AreaPorts extends Omit<PlayerPorts, 'wallet'> {
  wallet: Pick<WalletModule, 'wallet' | 'payments' | 'review' | 'requestAdmin'>;
  siteConfig: SiteConfigService;
}

/** Mounts the three areas on `router`. */
export function mountAreas(
  ctx: Pick<ConsoleContext, 'db' | 'now'>,
  ports: AreaPorts,
): (router: ConsoleRouter) => void {
  const players = createPlayerConsole(ctx, ports);
  const payments = createPaymentConsole(ctx, ports);
  const config = createConfigConsole(ctx, ports.siteConfig);
  return (router) => {
    mountPlayerRoutes(router, players);
    mountPaymentRoutes(router, payments);
    mountConfigRoutes(router, config);
  };
}
