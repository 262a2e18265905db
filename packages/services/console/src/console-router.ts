// The console's mount (issue 15, decision 035): a thin wrapper around the one endpoint helper
// (`endpointRouter`, decision 031). Every console endpoint declares its permission; before the
// helper parses anything, the wrapper reads the console session cookie (never the player's) and
// refuses: no operator → 401, must change the password first → 403, role without the
// permission → 403. The handler gets the operator and the audit actor.
import type { Context } from 'hono';
import { CONSOLE_API_PREFIX, CONSOLE_SESSION_COOKIE, mayCall } from '@playfield/domain/console';
import { readCookie } from '@playfield/domain/cookie-header';
import { answerErrors, endpointRouter, noStore } from '@playfield/module';
import type { EndpointCall } from '@playfield/module';
import { apiError } from '@playfield/protocol/errors';
import type { ConsoleEndpoint } from '@playfield/protocol/endpoints/console';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type { Actor } from './context.ts';
import { ConsoleError, forbidden, isConsoleError, unauthorized } from './errors.ts';
import type { OperatorAuth } from './sessions.ts';

/** What a console handler gets: the helper's call, the operator and the audit actor. */
export type ConsoleCall<E extends ConsoleEndpoint> = EndpointCall<E> & {
  operator: E['permission'] extends 'public' ? null : OperatorAuth;
  actor: Actor;
};

export interface ConsoleRouter {
  routes: EndpointRouterRoutes;
  /** The definitions mounted, in order (the description and the role matrix read them). */
  endpoints: ConsoleEndpoint[];
  mount<E extends ConsoleEndpoint>(
    endpoint: E,
    handler: (call: ConsoleCall<E>) => unknown,
  ): ConsoleRouter;
}

type EndpointRouterRoutes = ReturnType<typeof endpointRouter>['routes'];

/** The console session token of a request (its cookie; the player's cookie is never read). */
export function consoleToken(c: Context<HttpEnv>): string | null {
  return readCookie(c.req.header('cookie'), CONSOLE_SESSION_COOKIE);
}

export function consoleRouter(
  authenticate: (token: string | null) => Promise<OperatorAuth | null>,
): ConsoleRouter {
  const inner = endpointRouter(CONSOLE_API_PREFIX, {
    invalid: () => new ConsoleError(400, 'invalid_request', 'The request is not valid.'),
    unauthorized,
    idempotencyKeyMissing: () =>
      new ConsoleError(400, 'invalid_request', 'An Idempotency-Key header is required.'),
  });
  noStore(inner.routes);
  answerErrors(inner.routes, isConsoleError, (c, error) =>
    c.json(apiError(error.status, error.message, error.code), error.status),
  );
  const operators = new WeakMap<object, OperatorAuth>();
  const endpoints: ConsoleEndpoint[] = [];
  const router: ConsoleRouter = {
    routes: inner.routes,
    endpoints,
    mount(endpoint, handler) {
      const subPath = endpoint.path.slice(CONSOLE_API_PREFIX.length);
      const permission = endpoint.permission;
      if (permission !== 'public') {
        // Registered before the helper's handler for the same route: it runs first.
        inner.routes.on(endpoint.method, subPath, async (c, next) => {
          const operator = await authenticate(consoleToken(c));
          if (!operator) throw unauthorized();
          if (operator.mustChangePassword && permission !== 'signed-in') {
            throw new ConsoleError(403, 'password_change_required', 'Change your password first.');
          }
          if (!mayCall(operator.role, permission)) throw forbidden();
          operators.set(c, operator);
          await next();
        });
      }
      inner.mount(endpoint, (call) => {
        const operator = operators.get(call.context) ?? null;
        return handler({
          ...call,
          operator,
          actor: {
            operatorId: operator?.operatorId ?? null,
            clientAddress: call.context.get('clientIp') ?? null,
          },
        } as ConsoleCall<typeof endpoint>);
      });
      endpoints.push(endpoint);
      return router;
    },
  };
  return router;
}
