import type { Hono } from 'hono';
import type { HttpEnv } from '@playfield/protocol/http-context';
import { addAccountRequestSchema } from '@playfield/protocol/identity';
import { message } from '../messages.ts';
import type { IdentityService } from '../service.ts';
import { idParam, languageOf, ok, parseBody, requireCaller } from './http.ts';

/** The user's currency accounts: list, add, remove, make active (`/user/accounts*`). */
export function addUserAccountRoutes(app: Hono<HttpEnv>, service: IdentityService): void {
  app.get('/user/accounts', async (c) => {
    const caller = await requireCaller(c, service);
    return c.json({ accounts: await service.listAccounts(caller.userId) });
  });

  app.post('/user/accounts', async (c) => {
    const caller = await requireCaller(c, service);
    const { currency } = await parseBody(c, addAccountRequestSchema);
    const accountId = await service.addCurrencyAccount(caller.userId, currency);
    const text = message(languageOf(c, service), 'user_account_added');
    // 202: the client polls the account list until the currency appears (spec §4).
    return c.json({ ...ok, accountId, data: { message: text } }, 202);
  });

  app.delete('/user/accounts/:id', async (c) => {
    const caller = await requireCaller(c, service);
    await service.removeCurrencyAccount(caller.userId, idParam(c, 'id'));
    const text = message(languageOf(c, service), 'user_account_removed');
    return c.json({ ...ok, data: { message: text } });
  });

  app.post('/user/accounts/:id/activate', async (c) => {
    const caller = await requireCaller(c, service);
    await service.activateAccount(caller.userId, idParam(c, 'id'));
    return c.json(ok);
  });
}
