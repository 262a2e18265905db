import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { smsCodes } from '@playfield/db/identity';
import type { SmsPurpose } from '@playfield/protocol/identity';
import type { IdentityContext } from './context.ts';
import { message } from './messages.ts';
import { enqueue } from './outbox.ts';
import { randomInt } from './random.ts';
import { hmacHex, safeEqual } from './secrets.ts';

/** An SMS code is valid five minutes and allows five tries. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

function codeHash(ctx: IdentityContext, phone: string, purpose: SmsPurpose, code: string): string {
  return hmacHex(ctx.keys.key('sms-code'), `${phone}:${purpose}:${code}`);
}

/** Creates a code for the phone and purpose and puts the SMS in the outbox. */
export async function sendSmsCode(
  ctx: IdentityContext,
  input: { phone: string; purpose: SmsPurpose; lang: string; company: string },
): Promise<void> {
  const code = String(randomInt(ctx.random, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db.insert(smsCodes).values({
    phone: input.phone,
    purpose: input.purpose,
    codeHash: codeHash(ctx, input.phone, input.purpose, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + SMS_CODE_TTL_MS),
  });
  await enqueue(ctx.db, now, {
    channel: 'sms',
    to: input.phone,
    body: message(input.lang, 'auth_sms_code', { company: input.company, code }),
  });
}

/**
 * Checks the latest unexpired code for the phone and purpose; a right code is spent, a wrong
 * one costs a try. Only the newest code counts, so sending a new one voids the old. The try
 * is taken atomically BEFORE the comparison (attempts + 1 while below the limit), so however
 * many guesses arrive at once, a code is compared at most {@link SMS_CODE_MAX_ATTEMPTS} times.
 */
export async function verifySmsCode(
  ctx: IdentityContext,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<boolean> {
  const now = new Date(ctx.now());
  const [latest] = await ctx.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.purpose, input.purpose),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest) return false;
  const [row] = await ctx.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash });
  if (!row) return false;
  if (!safeEqual(row.codeHash, codeHash(ctx, input.phone, input.purpose, input.code))) {
    return false;
  }
  const spent = await ctx.db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return spent.length > 0;
}
