import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@playfield/db';
import { accounts, users } from '@playfield/db/identity';
import { countries, currencies } from '@playfield/db/reference';
import { randomInt } from './random.ts';
import type { RandomBytes } from './secrets.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'login' | 'id'>;

/** The full international number `+<code><number>` as stored across the two columns. */
const internationalPhone = sql<string>`(${users.phoneCode} || ${users.phoneNumber})`;

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

/** By the full international number (`+79161234567`). */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(internationalPhone, phone)).limit(1);
  return row ?? null;
}

export async function findUserByLogin(db: Db, login: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1);
  return row ?? null;
}

/** A lookup key for a typed login: e-mail, international phone, or account number. */
export type LoginIdentifier =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'login'; value: number }
  | { kind: 'invalid'; value: string };

/**
 * Reads what a player typed as login: anything with `@` is an e-mail, a leading `+` (or a
 * given dialling code) makes a phone number, nine digits are an account number.
 */
export function parseLoginIdentifier(login: string, phoneCode?: string): LoginIdentifier {
  const trimmed = login.trim();
  if (phoneCode) {
    const digits = trimmed.replace(/\D/g, '');
    return digits.length >= 4
      ? { kind: 'phone', value: `${phoneCode}${digits}` }
      : invalid(trimmed);
  }
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  if (trimmed.startsWith('+')) {
    const digits = trimmed.replace(/[\s()\-.]/g, '');
    return /^\+\d{5,18}$/.test(digits) ? { kind: 'phone', value: digits } : invalid(trimmed);
  }
  if (/^\d{9}$/.test(trimmed)) return { kind: 'login', value: Number(trimmed) };
  return invalid(trimmed);
}

function invalid(value: string): LoginIdentifier {
  return { kind: 'invalid', value: value.toLowerCase().slice(0, 254) };
}

export async function findUserByIdentifier(db: Db, id: LoginIdentifier): Promise<UserRow | null> {
  switch (id.kind) {
    case 'email':
      return findUserByEmail(db, id.value);
    case 'phone':
      return findUserByPhone(db, id.value);
    case 'login':
      return findUserByLogin(db, id.value);
    default:
      return null;
  }
}

/** What a password sign-in needs of the account (the full row costs ~3× as much to read). */
export type SignInUser = Pick<UserRow, 'id' | 'passwordHash' | 'twoFactorSecret'>;

const signInColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  twoFactorSecret: users.twoFactorSecret,
};

/** `findUserByIdentifier` narrowed to the sign-in columns, for the login hot path. */
export async function findSignInUser(db: Db, id: LoginIdentifier): Promise<SignInUser | null> {
  const where =
    id.kind === 'email'
      ? sql`lower(${users.email}) = lower(${id.value.trim()})`
      : id.kind === 'phone'
        ? eq(internationalPhone, id.value)
        : id.kind === 'login'
          ? eq(users.login, id.value)
          : null;
  if (where === null) return null;
  const [row] = await db.select(signInColumns).from(users).where(where).limit(1);
  return row ?? null;
}

/** Account numbers are nine digits, never starting with 0. */
export function randomAccountNumber(random: RandomBytes): number {
  return 100_000_000 + randomInt(random, 900_000_000);
}

/** True when `error` (or a cause of it) is a unique violation of the named constraint. */
export function violates(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint === constraint || pg.message.includes(constraint);
  }
  return false;
}

/**
 * Creates the user with a fresh account number and their main account (type 0, active) in
 * one transaction. A colliding account number is retried with another.
 */
export async function createUserWithMainAccount(
  db: Db,
  random: RandomBytes,
  values: NewUser,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const login = randomAccountNumber(random);
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...values, login })
          .returning();
        if (!user) throw new Error('insert returned no user');
        await tx
          .insert(accounts)
          .values({ userId: user.id, type: 0, currency: values.currency, isActive: true });
        return user;
      });
    } catch (error) {
      if (attempt < 5 && violates(error, 'users_login_unique')) continue;
      throw error;
    }
  }
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return row !== undefined;
}

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
  now: number,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date(now) })
    .where(and(eq(users.id, id)));
}
