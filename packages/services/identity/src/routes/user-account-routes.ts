import type { EndpointRouter } from '@playfield/module';
import {
  accountsEndpoint,
  activateAccountEndpoint,
  addAccountEndpoint,
  removeAccountEndpoint,
} from '@playfield/protocol/endpoints/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { ok } from './http.ts';

/** The user's currency accounts: list, add, remove, make active (`/user/accounts*`). */
export function mountUserAccountEndpoints(router: EndpointRouter, service: IdentityService): void {
  router
    .mount(accountsEndpoint, async ({ userId }) => ({
      accounts: await service.listAccounts(userId),
    }))
    // 202: the client polls the account list until the currency appears (spec §4).
    .mount(addAccountEndpoint, async ({ userId, body, lang }) => {
      const accountId = await service.addCurrencyAccount(userId, body.currency);
      return { ...ok, accountId, data: { message: message(lang, 'user_account_added') } };
    })
    .mount(removeAccountEndpoint, async ({ userId, params, lang }) => {
      await service.removeCurrencyAccount(userId, params.id);
      return { ...ok, data: { message: message(lang, 'user_account_removed') } };
    })
    .mount(activateAccountEndpoint, async ({ userId, params }) => {
      await service.activateAccount(userId, params.id);
      return ok;
    });
}
