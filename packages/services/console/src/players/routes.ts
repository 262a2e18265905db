// Mounts the console's player endpoints (issue 15) on the console router.
import {
  consolePlayerAddNoteEndpoint,
  consolePlayerBlockEndpoint,
  consolePlayerCouponsEndpoint,
  consolePlayerEndSessionEndpoint,
  consolePlayerEndpoint,
  consolePlayerLimitsEndpoint,
  consolePlayerMovementsEndpoint,
  consolePlayerNotesEndpoint,
  consolePlayerPaymentsEndpoint,
  consolePlayerResetTwoFactorEndpoint,
  consolePlayerSearchEndpoint,
  consolePlayerSessionsEndpoint,
  consolePlayerUnblockEndpoint,
} from '@playfield/protocol/endpoints/console-players';
import type { ConsoleRouter } from '../console-router.ts';
import type { PlayerConsole } from './service.ts';

export function mountPlayerRoutes(router: ConsoleRouter, players: PlayerConsole): ConsoleRouter {
  return router
    .mount(consolePlayerSearchEndpoint, ({ query }) => players.search(query.q, query.page))
    .mount(consolePlayerEndpoint, ({ params }) => players.page(params.userId))
    .mount(consolePlayerMovementsEndpoint, ({ params, query }) =>
      players.movements(params.userId, params.accountId, query.before),
    )
    .mount(consolePlayerCouponsEndpoint, ({ params, query }) =>
      players.coupons(params.userId, query.status, query.page),
    )
    .mount(consolePlayerPaymentsEndpoint, ({ params, query }) =>
      players.payments(params.userId, {
        page: query.page,
        ...(query.type ? { type: query.type } : {}),
        ...(query.status ? { status: query.status } : {}),
      }),
    )
    .mount(consolePlayerLimitsEndpoint, ({ params }) => players.limits(params.userId))
    .mount(consolePlayerSessionsEndpoint, ({ params }) => players.sessions(params.userId))
    .mount(consolePlayerEndSessionEndpoint, ({ actor, params }) =>
      players.endSession(actor, params.userId, params.sessionId),
    )
    .mount(consolePlayerBlockEndpoint, ({ actor, params, body }) =>
      players.block(actor, params.userId, body.reason),
    )
    .mount(consolePlayerUnblockEndpoint, ({ actor, params, body }) =>
      players.unblock(actor, params.userId, body.reason),
    )
    .mount(consolePlayerResetTwoFactorEndpoint, ({ actor, params }) =>
      players.resetTwoFactor(actor, params.userId),
    )
    .mount(consolePlayerNotesEndpoint, ({ params, query }) =>
      players.notes(params.userId, query.page),
    )
    .mount(consolePlayerAddNoteEndpoint, ({ actor, params, body }) =>
      players.addNote(actor, params.userId, body.text),
    );
}
