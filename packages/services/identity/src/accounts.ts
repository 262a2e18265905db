import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts } from '@playfield/db/identity';
import { currencies } from '@playfield/db/reference';
import type { AccountView } from '@playfield/protocol/identity';
import type { IdentityContext } from './context.ts';
import { IdentityError, notFound } from './errors.ts';
import { currencyExists, violates } from './users.ts';

type AccountTypeId = 0 | 4 | 9;

function asType(value: number): AccountTypeId {
  return value === 4 ? 4 : value === 9 ? 9 : 0;
}

/** The user's accounts (main first, then by creation), with their currency details. */
export async function listAccounts(ctx: IdentityContext, userId: number): Promise<AccountView[]> {
  const rows = await ctx.db
    .select({
      id: accounts.id,
      type: accounts.type,
      iso: accounts.currency,
      isActive: accounts.isActive,
      symbol: currencies.symbol,
      currencyId: currencies.numericCode,
    })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.code, accounts.currency))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.type), asc(accounts.id));
  return rows.map((r) => ({
    id: r.id,
    type: asType(r.type),
    iso: r.iso,
    symbol: r.symbol,
    currencyId: r.currencyId,
    label: r.iso,
    labelWithSymbol: `${r.iso} (${r.symbol})`,
    isActive: r.isActive,
  }));
}

function unknownCurrency(): IdentityError {
  return new IdentityError(400, 'auth_unknown_currency', { code: 'unknown_currency' });
}

/** Opens a currency account (type 9). One per currency; not in the main account's currency. */
export async function addCurrencyAccount(
  ctx: IdentityContext,
  userId: number,
  currency: string,
): Promise<number> {
  if (!(await currencyExists(ctx.db, currency))) throw unknownCurrency();
  const existing = await listAccounts(ctx, userId);
  if (existing.some((a) => (a.type === 0 || a.type === 9) && a.iso === currency)) {
    throw new IdentityError(409, 'user_account_exists', { code: 'account_exists' });
  }
  try {
    const [row] = await ctx.db
      .insert(accounts)
      .values({ userId, type: 9, currency, createdAt: new Date(ctx.now()) })
      .returning({ id: accounts.id });
    if (!row) throw new Error('insert returned no account');
    return row.id;
  } catch (error) {
    if (violates(error, 'accounts_one_per_currency')) {
      throw new IdentityError(409, 'user_account_exists', { code: 'account_exists' });
    }
    throw error;
  }
}

const REMOVAL_MESSAGES = {
  account_has_balance: 'user_account_remove_balance',
  account_payment_pending: 'user_account_remove_payment',
  account_withdrawal_held: 'user_account_remove_withdrawal',
  account_open_coupon: 'user_account_remove_coupon',
} as const;

/**
 * Removes one of the user's currency accounts (type 9). Removing the active one makes the main
 * account active again. Others' accounts answer 404; main and bonus accounts cannot go. An
 * account that holds money, a payment in progress, a held withdrawal or an unsettled coupon is
 * refused with 409 (the `accountRemovalGuard`, asked inside this transaction with the account
 * row locked, so a movement cannot slip in between the check and the delete).
 */
export async function removeCurrencyAccount(
  ctx: IdentityContext,
  userId: number,
  accountId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
      .limit(1);
    if (!row) throw notFound();
    if (row.type !== 9) {
      throw new IdentityError(409, 'user_account_not_removable', { code: 'account_not_removable' });
    }
    await tx.execute(sql`select id from accounts where id = ${row.id} for update`);
    const blocker = await ctx.accountRemovalGuard.blocker(tx, {
      userId,
      accountId: row.id,
      currency: row.currency,
    });
    if (blocker) throw new IdentityError(409, REMOVAL_MESSAGES[blocker], { code: blocker });
    await tx.delete(accounts).where(eq(accounts.id, row.id));
    if (row.isActive) {
      await tx
        .update(accounts)
        .set({ isActive: true })
        .where(and(eq(accounts.userId, userId), eq(accounts.type, 0)));
    }
  });
}

/** Makes one of the user's accounts the active one (exactly one is active). */
export async function activateAccount(
  ctx: IdentityContext,
  userId: number,
  accountId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
      .limit(1);
    if (!row) throw notFound();
    await tx
      .update(accounts)
      .set({ isActive: false })
      .where(and(eq(accounts.userId, userId), eq(accounts.isActive, true)));
    await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, row.id));
  });
}

/** The user's bonus account (type 4) in `currency`, created on first use. */
export async function ensureBonusAccount(
  ctx: IdentityContext,
  userId: number,
  currency: string,
): Promise<number> {
  if (!(await currencyExists(ctx.db, currency))) throw unknownCurrency();
  const find = async () => {
    const [row] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(eq(accounts.userId, userId), eq(accounts.type, 4), eq(accounts.currency, currency)),
      )
      .limit(1);
    return row?.id ?? null;
  };
  const found = await find();
  if (found !== null) return found;
  const [row] = await ctx.db
    .insert(accounts)
    .values({ userId, type: 4, currency, createdAt: new Date(ctx.now()) })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (row) return row.id;
  // Created concurrently by another request: read it back.
  const again = await find();
  if (again === null) throw new Error('bonus account vanished');
  return again;
}
