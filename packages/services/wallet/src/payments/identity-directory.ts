import type { AccountDirectory, DirectoryAccount } from './ports.ts';

/**
 * The part of identity's public service the wallet reads (structurally typed, so the wallet does
 * not depend on identity's package): the user's accounts and the user config's country.
 */
export interface IdentityAccountsPort {
  listAccounts(
    userId: number,
  ): Promise<readonly { id: number; type: 0 | 4 | 9; iso: string; isActive: boolean }[]>;
  userConfig(userId: number): Promise<{ user_country_code?: string | null }>;
}

/** An {@link AccountDirectory} over identity's service (`createIdentityService(...)`). */
export function accountDirectoryFromIdentity(identity: IdentityAccountsPort): AccountDirectory {
  async function listAccounts(userId: number): Promise<DirectoryAccount[]> {
    const accounts = await identity.listAccounts(userId);
    return accounts.map((a) => ({
      id: a.id,
      userId,
      type: a.type,
      currency: a.iso,
      isActive: a.isActive,
    }));
  }
  return {
    listAccounts,
    async getAccount(userId, accountId) {
      return (await listAccounts(userId)).find((a) => a.id === accountId) ?? null;
    },
    // A user config that cannot be read is an unknown country: the methods offered everywhere
    // stay open instead of the wallet failing.
    async countryOf(userId) {
      try {
        const config = await identity.userConfig(userId);
        return config.user_country_code ? config.user_country_code.toLowerCase() : null;
      } catch {
        return null;
      }
    },
  };
}
