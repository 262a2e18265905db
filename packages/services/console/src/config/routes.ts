// Mounts the console's site-configuration endpoints (issue 15) on the console router.
import {
  consoleConfigHistoryEndpoint,
  consoleConfigListEndpoint,
  consoleConfigSetEndpoint,
} from '@playfield/protocol/endpoints/console-config';
import type { ConsoleRouter } from '../console-router.ts';
import type { ConfigConsole } from './service.ts';

export function mountConfigRoutes(router: ConsoleRouter, config: ConfigConsole): ConsoleRouter {
  return router
    .mount(consoleConfigListEndpoint, () => config.list())
    .mount(consoleConfigHistoryEndpoint, ({ params, query }) =>
      config.history(params.key, query.page),
    )
    .mount(consoleConfigSetEndpoint, ({ actor, params, body }) =>
      config.set(actor, params.key, body.path, body.value),
    );
}
