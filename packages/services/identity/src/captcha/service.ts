import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { captchaChallenges } from '@playfield/db/identity';
import type { CaptchaChallenge } from '@playfield/protocol/identity';
import type { IdentityContext } from '../context.ts';
import { IdentityError } from '../errors.ts';
import { base64url, hmacHex, safeEqual, signPayload, verifyPayload } from '../secrets.ts';
import { arithmeticQuestion, normaliseAnswer, renderCaptchaSvg, svgDataUrl } from './image.ts';
import { verifyPow } from './pow.ts';

/** A challenge must be answered within five minutes; the solved token used within two. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const SOLVED_TOKEN_TTL_MS = 2 * 60_000;
export type CaptchaKind = 'image' | 'pow';
export type CaptchaType = 1 | 2;

function nowSeconds(ctx: IdentityContext): number {
  return Math.floor(ctx.now() / 1000);
}

/** Creates and stores a new challenge. */
export async function issueChallenge(
  ctx: IdentityContext,
  kind: CaptchaKind,
  type: CaptchaType,
): Promise<CaptchaChallenge> {
  const id = base64url(ctx.random(16));
  const now = ctx.now();
  const expiresAt = now + CHALLENGE_TTL_MS;
  const key = ctx.keys.key('captcha');
  let answer: string;
  let difficulty = 0;
  const out: CaptchaChallenge = {
    captchaId: signPayload(key, { id, exp: Math.floor(expiresAt / 1000) }),
    type,
    kind,
    expiresAt: Math.floor(expiresAt / 1000),
    time: Math.floor(now / 1000),
  };
  if (kind === 'image') {
    const question = arithmeticQuestion(ctx.random);
    answer = hmacHex(key, `${id}:${normaliseAnswer(question.answer)}`);
    out.image = svgDataUrl(renderCaptchaSvg(question.text, ctx.random));
  } else {
    answer = base64url(ctx.random(16));
    difficulty = ctx.limits.powDifficulty;
    out.pow = { prefix: answer, difficulty };
  }
  await ctx.db.insert(captchaChallenges).values({
    id,
    kind,
    type,
    answer,
    difficulty,
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  // Old challenges are useless; drop them now and then rather than in a separate job.
  if (ctx.random(1)[0] === 0) {
    await ctx.db
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, new Date(now - 60 * 60_000)));
  }
  return out;
}

function challengeIdOf(ctx: IdentityContext, signed: string): string | null {
  const payload = verifyPayload(ctx.keys.key('captcha'), signed) as {
    id?: unknown;
    exp?: unknown;
  } | null;
  if (!payload || typeof payload.id !== 'string' || typeof payload.exp !== 'number') return null;
  return payload.exp * 1000 > ctx.now() ? payload.id : null;
}

export type ValidateResult =
  | { success: true; token: string; expiresAt: number; type: CaptchaType }
  | { success: false; type: CaptchaType; time: number };

/**
 * Checks an answer. Each challenge gets one try: right or wrong, it cannot be answered again.
 * A right answer yields a token for the `X-Captcha-Token` header of the retried request.
 */
export async function validateChallenge(
  ctx: IdentityContext,
  signedId: string,
  answer: string,
): Promise<ValidateResult> {
  const id = challengeIdOf(ctx, signedId);
  const time = nowSeconds(ctx);
  if (!id) return { success: false, type: 1, time };
  const now = new Date(ctx.now());
  // Claim the challenge first (one try), then judge the answer.
  const [row] = await ctx.db
    .update(captchaChallenges)
    .set({ failedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, id),
        isNull(captchaChallenges.solvedAt),
        isNull(captchaChallenges.failedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return { success: false, type: 1, time };
  const type: CaptchaType = row.type === 2 ? 2 : 1;
  const key = ctx.keys.key('captcha');
  const right =
    row.kind === 'image'
      ? safeEqual(row.answer, hmacHex(key, `${id}:${normaliseAnswer(answer)}`))
      : verifyPow(row.answer, row.difficulty, answer);
  if (!right) return { success: false, type, time };
  await ctx.db
    .update(captchaChallenges)
    .set({ failedAt: null, solvedAt: now })
    .where(eq(captchaChallenges.id, id));
  const expiresAt = Math.floor((ctx.now() + SOLVED_TOKEN_TTL_MS) / 1000);
  return { success: true, token: signPayload(key, { cid: id, exp: expiresAt }), expiresAt, type };
}

/** Spends a solved-captcha token; true only once per solved challenge. */
export async function consumeCaptchaToken(
  ctx: IdentityContext,
  token: string | null | undefined,
  requiredType: CaptchaType = 1,
): Promise<boolean> {
  if (!token) return false;
  const payload = verifyPayload(ctx.keys.key('captcha'), token) as {
    cid?: unknown;
    exp?: unknown;
  } | null;
  if (!payload || typeof payload.cid !== 'string' || typeof payload.exp !== 'number') return false;
  if (payload.exp * 1000 <= ctx.now()) return false;
  const used = await ctx.db
    .update(captchaChallenges)
    .set({ usedAt: new Date(ctx.now()) })
    .where(
      and(
        eq(captchaChallenges.id, payload.cid),
        isNotNull(captchaChallenges.solvedAt),
        isNull(captchaChallenges.usedAt),
        // A type-2 demand (failing logs out) is not met by an ordinary captcha.
        requiredType === 2 ? eq(captchaChallenges.type, 2) : undefined,
      ),
    )
    .returning({ id: captchaChallenges.id });
  return used.length > 0;
}

/** The 400 that tells the client to run a captcha and retry (spec §8). */
export function captchaRequired(code: 100 | 111 | 112 | 113): IdentityError {
  const type = code === 113 ? 2 : 1;
  return new IdentityError(400, 'auth_captcha_required', {
    code,
    extra: { captcha: { type, kinds: ['image', 'pow'] } },
  });
}

/**
 * Demands a captcha when `needed`: passes when the request carries a valid, unused solved
 * token, otherwise throws the captcha-required error.
 */
export async function requireCaptchaWhen(
  ctx: IdentityContext,
  needed: boolean,
  token: string | null | undefined,
  code: 100 | 111 | 112 | 113,
): Promise<void> {
  if (!needed) return;
  if (await consumeCaptchaToken(ctx, token, code === 113 ? 2 : 1)) return;
  throw captchaRequired(code);
}
