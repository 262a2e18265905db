import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailVerifications, users } from '@playfield/db/identity';
import { activationAfterEmailVerified, toActivationType } from '@playfield/domain/user';
import type { ActivationType } from '@playfield/domain/user';
import type { IdentityContext } from './context.ts';
import { message } from './messages.ts';
import { enqueue } from './outbox.ts';
import { randomToken, sha256Hex } from './secrets.ts';

/** A confirmation link works for seven days, once. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Sends a confirmation link for `email` (the address the user has now). */
export async function sendEmailVerification(
  ctx: IdentityContext,
  input: { userId: number; email: string; lang: string },
): Promise<void> {
  const token = randomToken(ctx.random);
  const now = ctx.now();
  await ctx.db.insert(emailVerifications).values({
    userId: input.userId,
    email: input.email,
    tokenHash: sha256Hex(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_MS),
  });
  const config = await ctx.siteConfig();
  const link = `${ctx.publicUrl}/${input.lang}/user/accountverify?token=${encodeURIComponent(token)}`;
  await enqueue(ctx.db, now, {
    channel: 'email',
    to: input.email,
    subject: message(input.lang, 'auth_mail_verify_subject'),
    body: message(input.lang, 'auth_mail_verify_body', { company: config.companyName, link }),
  });
}

/**
 * Spends a confirmation link: when the user still has the address it was sent to, the e-mail
 * counts as confirmed (activation_type 0 → 1, 3 → 2). Null when the link is unknown, used,
 * expired, or the address has changed since.
 */
export async function confirmEmail(
  ctx: IdentityContext,
  token: string,
): Promise<{ userId: number; activationType: ActivationType } | null> {
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, sha256Hex(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!link) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).limit(1);
    if (!user || user.email?.toLowerCase() !== link.email.toLowerCase()) return null;
    const activationType = activationAfterEmailVerified(toActivationType(user.activationType));
    await tx.update(users).set({ activationType, updatedAt: now }).where(eq(users.id, user.id));
    return { userId: user.id, activationType };
  });
}
