import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { toString as qrToString } from 'qrcode';
import { recoveryCodes, users } from '@playfield/db/identity';
import { releaseAttempt, reserveAttempt } from './attempts.ts';
import type { IdentityContext } from './context.ts';
import { IdentityError, lockedError } from './errors.ts';
import { randomString } from './random.ts';
import { decryptSecret, encryptSecret, sha256Hex } from './secrets.ts';
import { base32Decode, base32Encode, otpauthUri, verifyTotp } from './totp.ts';
import { findUserById } from './users.ts';
import type { UserRow } from './users.ts';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function seal(ctx: IdentityContext, base32: string): string {
  return encryptSecret(
    ctx.keys.key('two-factor-secret'),
    new TextEncoder().encode(base32),
    ctx.random,
  );
}

function unseal(ctx: IdentityContext, sealed: string): Uint8Array {
  const base32 = new TextDecoder().decode(decryptSecret(ctx.keys.key('two-factor-secret'), sealed));
  return base32Decode(base32);
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** Offers a new seed (kept pending until a first code confirms it). */
export async function setupTwoFactor(
  ctx: IdentityContext,
  user: UserRow,
  issuer: string,
): Promise<TwoFactorSetup> {
  if (user.twoFactorSecret) {
    throw new IdentityError(409, 'user_two_factor_already_on', { code: 'two_factor_on' });
  }
  const secret = base32Encode(ctx.random(20));
  await ctx.db
    .update(users)
    .set({ twoFactorPendingSecret: seal(ctx, secret), updatedAt: new Date(ctx.now()) })
    .where(eq(users.id, user.id));
  const account = user.email ?? String(user.login);
  const uri = otpauthUri({ issuer, account, secret });
  const svg = await qrToString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Stores a TOTP step as used, unless a step at or after it already was (a replay). */
async function claimStep(ctx: IdentityContext, userId: number, step: bigint): Promise<boolean> {
  const claimed = await ctx.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Confirms the pending seed with a code; returns the recovery codes, shown once. */
export async function enableTwoFactor(
  ctx: IdentityContext,
  userId: number,
  code: string,
): Promise<string[]> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new IdentityError(404, 'user_not_found');
  if (user.twoFactorSecret) {
    throw new IdentityError(409, 'user_two_factor_already_on', { code: 'two_factor_on' });
  }
  if (!user.twoFactorPendingSecret) {
    throw new IdentityError(409, 'user_two_factor_not_set_up', { code: 'two_factor_not_set_up' });
  }
  const step = verifyTotp(unseal(ctx, user.twoFactorPendingSecret), code, ctx.now());
  if (step === null) {
    throw new IdentityError(400, 'auth_two_step_invalid', { code: 'two_step_invalid' });
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomString(ctx.random, RECOVERY_ALPHABET, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(
      codes.map((c) => ({
        userId,
        codeHash: sha256Hex(normaliseRecoveryCode(c)),
        createdAt: now,
      })),
    );
  });
  return codes;
}

/**
 * Checks a second factor: a 6-digit TOTP code (each step accepted once) or an unused
 * recovery code (spent by this call).
 */
export async function verifySecondFactor(
  ctx: IdentityContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = verifyTotp(unseal(ctx, user.twoFactorSecret), trimmed, ctx.now(), {
      lastUsedStep: user.totpLastStep,
    });
    return step !== null && (await claimStep(ctx, user.id, step));
  }
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: new Date(ctx.now()) })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, sha256Hex(normaliseRecoveryCode(trimmed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/**
 * {@link verifySecondFactor} under the user's failure budget (`twoStepFailures` per login
 * window from the first failure, shared by the two-step sign-in and turning two-factor off,
 * which guess the same secret). The try is reserved BEFORE the check in one atomic statement
 * ({@link reserveAttempt}), so a burst checks at most the budget; a right code gives its try
 * back. Past the budget: 429 until the window is over.
 */
export async function verifySecondFactorCounted(
  ctx: IdentityContext,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const key = `two-step:${user.id}`;
  const reserved = await reserveAttempt(ctx, key);
  if (reserved.kind === 'locked') throw lockedError(reserved.retryAfterMs);
  if (reserved.number > ctx.limits.twoStepFailures) {
    await releaseAttempt(ctx, key);
    const windowEnds = reserved.state.windowStartedAt + ctx.limits.loginWindowMs;
    throw lockedError(Math.max(1000, windowEnds - ctx.now()));
  }
  let ok: boolean;
  try {
    ok = await verifySecondFactor(ctx, user, code);
  } catch (error) {
    await releaseAttempt(ctx, key);
    throw error;
  }
  if (ok) await releaseAttempt(ctx, key);
  return ok;
}

/** Turns two-factor off after a valid code (TOTP or recovery), counted like the two-step. */
export async function disableTwoFactor(
  ctx: IdentityContext,
  userId: number,
  code: string,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new IdentityError(404, 'user_not_found');
  if (!user.twoFactorSecret) {
    throw new IdentityError(409, 'user_two_factor_off', { code: 'two_factor_off' });
  }
  if (!(await verifySecondFactorCounted(ctx, user, code))) {
    throw new IdentityError(400, 'auth_two_step_invalid', { code: 'two_step_invalid' });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
