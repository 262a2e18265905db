import { describe, expect, it } from 'vitest';
import { accountDirectoryFromIdentity } from './identity-directory.ts';

const identity = {
  listAccounts: (userId: number) =>
    Promise.resolve(
      userId === 7
        ? [
            { id: 70, type: 0 as const, iso: 'RUB', isActive: true },
            { id: 71, type: 9 as const, iso: 'USD', isActive: false },
          ]
        : [],
    ),
  userConfig: (userId: number) =>
    Promise.resolve({ user_country_code: userId === 7 ? 'KZ' : null }),
};

describe('accountDirectoryFromIdentity', () => {
  const directory = accountDirectoryFromIdentity(identity);

  it('maps identity accounts and finds only the user’s own', async () => {
    expect(await directory.listAccounts(7)).toEqual([
      { id: 70, userId: 7, type: 0, currency: 'RUB', isActive: true },
      { id: 71, userId: 7, type: 9, currency: 'USD', isActive: false },
    ]);
    expect(await directory.getAccount(7, 71)).toMatchObject({ id: 71, currency: 'USD' });
    expect(await directory.getAccount(8, 71)).toBeNull();
  });

  it('reads the country in lower case, null when unknown', async () => {
    expect(await directory.countryOf(7)).toBe('kz');
    expect(await directory.countryOf(8)).toBeNull();
  });

  it('reads an unreadable user config as an unknown country', async () => {
    const failing = accountDirectoryFromIdentity({
      ...identity,
      userConfig: () => Promise.reject(new Error('user config unavailable')),
    });
    expect(await failing.countryOf(7)).toBeNull();
  });
});
