import type { EndpointRouter } from '@playfield/module';
import {
  accountVerifyEndpoint,
  activateEndpoint,
  activateFastEndpoint,
  stopNewsletterEndpoint,
} from '@playfield/protocol/endpoints/identity';
import { unauthorized } from '../errors.ts';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { ok, requestInfo, setSessionCookie } from './http.ts';

/**
 * The links and codes a player brings back from a mail or an SMS: account verification,
 * activation (e-mail token or phone code), fast activation (signs in) and the newsletter stop.
 */
export function mountUserActivationEndpoints(
  router: EndpointRouter,
  service: IdentityService,
): void {
  router
    .mount(accountVerifyEndpoint, async ({ body, lang }) => {
      const result = await service.accountVerify(body.token);
      return {
        ...ok,
        activationType: result.activationType,
        message: message(lang, 'user_email_verified'),
      };
    })
    .mount(activateEndpoint, async ({ body, userId }) => {
      if (body.type === 'email') {
        const result = await service.accountVerify(body.token);
        return { ...ok, activationType: result.activationType };
      }
      // A phone is activated on the signed-in player's account only.
      if (userId === null) throw unauthorized();
      return { ...ok, activationType: await service.bindPhone(userId, body) };
    })
    .mount(activateFastEndpoint, async ({ body, context: c }) => {
      const { activationType, outcome } = await service.activateFast(body.token, requestInfo(c));
      if (outcome.kind === 'two-step') {
        return { ...ok, activationType, twoStep: true, ticket: outcome.ticket };
      }
      setSessionCookie(c, service, outcome.session);
      return { ...ok, activationType, userId: outcome.userId };
    })
    .mount(stopNewsletterEndpoint, async ({ body, lang }) => {
      await service.stopNewsletter(body.token);
      return { ...ok, message: message(lang, 'user_newsletter_stopped') };
    });
}
