// The console API's routes (issue 15): sign-in, the operator's own session, the description,
// the audit log and the operators' management. Every write is an audited write of the service.
import { CONSOLE_SESSION_COOKIE, permissionsOf } from '@playfield/domain/console';
import {
  consoleAuditEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  consoleOpenApiDocument,
  consoleOpenApiEndpoint,
  consoleOperatorCreateEndpoint,
  consoleOperatorDisableEndpoint,
  consoleOperatorResetTwoFactorEndpoint,
  consoleOperatorRoleEndpoint,
  consoleOperatorsEndpoint,
  consolePasswordEndpoint,
} from '@playfield/protocol/endpoints/console';
import type { ConsoleMe } from '@playfield/protocol/endpoints/console';
import { consoleRouter } from './console-router.ts';
import type { ConsoleRouter } from './console-router.ts';
import type { ConsoleService } from './service.ts';
import type { OperatorAuth } from './sessions.ts';

export interface ConsoleRoutesOptions {
  /** Mark the cookie Secure (the site is served over https). */
  secureCookies: boolean;
}

const me = (auth: OperatorAuth): ConsoleMe => ({
  id: auth.operatorId,
  email: auth.email,
  role: auth.role,
  permissions: permissionsOf(auth.role),
  mustChangePassword: auth.mustChangePassword,
});

function sessionCookie(value: string, options: ConsoleRoutesOptions, clear = false): string {
  const parts = [`${CONSOLE_SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (clear) parts.push('Max-Age=0');
  if (options.secureCookies) parts.push('Secure');
  return parts.join('; ');
}

export function consoleRoutes(
  service: ConsoleService,
  options: ConsoleRoutesOptions,
  /** Mounts more areas (players, payments, configuration) on the same router. */
  extend: (router: ConsoleRouter) => void = () => {},
): ConsoleRouter {
  const router = consoleRouter(service.authenticate);
  extend(router);
  return router
    .mount(consoleLoginEndpoint, async ({ body, context }) => {
      const signedIn = await service.login({
        ...body,
        clientIp: context.get('clientIp') ?? null,
        userAgent: context.req.header('user-agent') ?? null,
      });
      context.header('Set-Cookie', sessionCookie(signedIn.token, options));
      return me(signedIn.auth);
    })
    .mount(consoleLogoutEndpoint, async ({ operator, actor, context }) => {
      await service.logout(actor, operator);
      context.header('Set-Cookie', sessionCookie('', options, true));
      return { ok: true as const };
    })
    .mount(consoleMeEndpoint, ({ operator }) => me(operator))
    .mount(consolePasswordEndpoint, async ({ operator, actor, body }) => {
      await service.changePassword(actor, operator, body);
      return { ok: true as const };
    })
    .mount(consoleOpenApiEndpoint, () => consoleOpenApiDocument(router.endpoints))
    .mount(consoleAuditEndpoint, ({ query }) => service.listAudit(query))
    .mount(consoleOperatorsEndpoint, async () => ({ items: await service.listOperators() }))
    .mount(consoleOperatorCreateEndpoint, ({ actor, body }) => service.createOperator(actor, body))
    .mount(consoleOperatorRoleEndpoint, ({ actor, params, body }) =>
      service.changeRole(actor, params.operatorId, body.role),
    )
    .mount(consoleOperatorDisableEndpoint, ({ actor, params }) =>
      service.disableOperator(actor, params.operatorId),
    )
    .mount(consoleOperatorResetTwoFactorEndpoint, ({ actor, params }) =>
      service.resetTwoFactor(actor, params.operatorId),
    );
}
