// The console's sportsbook and results routes (issue 15, decision 037), mounted on the console
// router: each definition declares its permission; the service audits every write.
import {
  consoleFeedStatusEndpoint,
  consoleGameMarketsEndpoint,
  consoleGameReopenEndpoint,
  consoleGameSuspendEndpoint,
  consoleGamesEndpoint,
  consoleLiabilityEndpoint,
  consoleMarketMarginEndpoint,
  consoleMarketReopenEndpoint,
  consoleMarketSuspendEndpoint,
  consoleMarketVoidEndpoint,
  consoleResettleEndpoint,
  consoleResultEndpoint,
} from '@playfield/protocol/endpoints/console-sportsbook';
import type { ConsoleRouter } from '../console-router.ts';
import type { SportsbookConsole } from './service.ts';

export function mountSportsbookConsole(
  router: ConsoleRouter,
  service: SportsbookConsole,
): ConsoleRouter {
  return router
    .mount(consoleGamesEndpoint, ({ query }) => service.games(query))
    .mount(consoleGameMarketsEndpoint, ({ params }) => service.markets(params.gameId))
    .mount(consoleGameSuspendEndpoint, ({ actor, params }) =>
      service.suspend(actor, 'game', params.gameId),
    )
    .mount(consoleGameReopenEndpoint, ({ actor, params }) =>
      service.reopen(actor, 'game', params.gameId),
    )
    .mount(consoleMarketSuspendEndpoint, ({ actor, params }) =>
      service.suspend(actor, 'market', params.marketId),
    )
    .mount(consoleMarketReopenEndpoint, ({ actor, params }) =>
      service.reopen(actor, 'market', params.marketId),
    )
    .mount(consoleMarketMarginEndpoint, ({ actor, params, body }) =>
      service.margin(actor, params.marketId, body.marginBp),
    )
    .mount(consoleLiabilityEndpoint, ({ params }) => service.liability(params.gameId))
    .mount(consoleFeedStatusEndpoint, () => service.feedStatus())
    .mount(consoleResultEndpoint, ({ actor, params, body }) =>
      service.enterResult(actor, params.gameId, body),
    )
    .mount(consoleResettleEndpoint, ({ actor, params }) => service.resettle(actor, params.gameId))
    .mount(consoleMarketVoidEndpoint, ({ actor, params }) =>
      service.voidMarket(actor, params.marketId),
    );
}
