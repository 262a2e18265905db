import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_EXCLUSION_BAN, SELF_EXCLUSION_QUESTIONS } from '@playfield/domain/limits';
import type { PlayerStanding } from '@playfield/domain/limits';
import {
  LIMIT_API_V1_BASE,
  playerStandingViewSchema,
  setLimitsResponseSchema,
  testAnswersResponseSchema,
} from '@playfield/protocol/limits';
import { DAY, createHarness } from './testing/harness.ts';
import type { Harness } from './testing/harness.ts';

let h: Harness;
const standings: { userId: number; standing: PlayerStanding }[] = [];
beforeAll(async () => {
  h = await createHarness({
    deps: { onStandingChange: (userId, standing) => standings.push({ userId, standing }) },
  });
});
afterAll(async () => {
  await h?.close();
});

const right = SELF_EXCLUSION_QUESTIONS.map((q) => ({ questionId: q.id, answerId: q.correct }));
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('self-exclusion through the test questions', () => {
  const user = 301;
  let token = '';

  it('answers POST limits for type 30 with the warning, questions and a token, and starts nothing yet', async () => {
    const response = await h.call(user, 'POST', 'limits', {
      limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }],
    });
    expect(response.status).toBe(200);
    const body = setLimitsResponseSchema.parse(response.body);
    expect(body.status).toBe(202);
    expect(body.title).toMatch(/^Self-exclusion cannot be cancelled or shortened before it ends/);
    expect(body.questions?.map((q) => q.id)).toEqual([1, 2, 3]);
    expect(body.questions?.[0]?.question).toBe(
      'Can you cancel your self-exclusion before its end date?',
    );
    expect(body.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.limitsData).toEqual([]);
    token = body.tokenGuid ?? '';
    expect((await h.service.playerStatus(user)).restriction).toBeNull();
  });

  it('reports wrong answers and keeps the token for another try', async () => {
    const wrong = right.map((a) => (a.questionId === 2 ? { ...a, answerId: 1 } : a));
    const response = await h.call(user, 'POST', 'testanswers', {
      tokenGuid: token,
      answers: wrong,
    });
    expect(response.status).toBe(200);
    const body = testAnswersResponseSchema.parse(response.body);
    expect(body.success).toBe(false);
    expect(body.questionsResult).toEqual([
      { questionId: 1, correct: true },
      { questionId: 2, correct: false },
      { questionId: 3, correct: true },
    ]);
    expect(body.limitsData).toEqual([]);
  });

  it('does not accept another player’s token', async () => {
    const response = await h.call(302, 'POST', 'testanswers', { tokenGuid: token, answers: right });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'test_expired' });
  });

  it('starts the self-exclusion on right answers, once', async () => {
    const startedAt = h.clock.now().getTime();
    const response = await h.call(user, 'POST', 'testanswers', {
      tokenGuid: token,
      answers: right,
    });
    const body = testAnswersResponseSchema.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.limitsData).toEqual([
      {
        limitType: 30,
        limitValue: 7,
        limitBalance: null,
        limitState: 'ACTIVE',
        needApprove: false,
        startedAt: seconds(startedAt),
        endsAt: seconds(startedAt + 7 * DAY),
        measure: 'days',
        selfExcludeReason: 2,
      },
    ]);
    expect(standings.at(-1)).toMatchObject({
      userId: user,
      standing: { ban: SELF_EXCLUSION_BAN, restriction: { kind: 'self_excluded' } },
    });
    const replay = await h.call(user, 'POST', 'testanswers', { tokenGuid: token, answers: right });
    expect(replay.status).toBe(404);
  });

  it('cannot be removed, shortened, confirmed away or deleted before it ends', async () => {
    const endsAt = seconds(h.clock.now().getTime() + 7 * DAY);
    for (const value of [-1, 999_999_999, 1]) {
      const response = await h.call(user, 'POST', 'limits', {
        limits: [{ limitType: 30, limitValue: value }],
      });
      expect(response.status, String(value)).toBe(403);
      expect(response.body).toMatchObject({ code: 'cannot_lift', until: endsAt });
    }
    for (const [method, path, body] of [
      ['POST', 'limitaction', { action: 0, limitType: 30 }],
      ['POST', 'limitaction', { action: 1, limitType: 30 }],
      ['DELETE', 'limit?limitType=30', undefined],
    ] as const) {
      const response = await h.call(user, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toMatchObject({ code: 'cannot_lift', until: endsAt });
    }
    expect((await h.service.listLimits(user))[0]).toMatchObject({
      limitType: 30,
      limitState: 'ACTIVE',
    });
  });

  it('refuses deposits and stakes with the end date, and holds the player in ban mode', async () => {
    const deposit = await h.service.checkDeposit({ userId: user, amount: 100n, currency: 'RUB' });
    expect(deposit).toMatchObject({ allowed: false, code: 'self_excluded' });
    if (deposit.allowed) throw new Error('allowed');
    expect(deposit.message).toMatch(
      /^You have excluded yourself until .+\. Deposits, bets and games/,
    );
    expect(deposit.until?.getTime()).toBe(h.clock.now().getTime() + 7 * DAY);
    const stake = await h.service.checkStake({
      userId: user,
      amount: 1n,
      currency: 'RUB',
      kind: 'casino',
    });
    expect(stake).toMatchObject({ allowed: false, code: 'self_excluded' });
    const status = await h.service.playerStatus(user, 'de');
    expect(status).toMatchObject({
      ban: { level: 53, version: 1 },
      depositsBlocked: true,
      playBlocked: true,
      withdrawalsAllowed: true,
    });
    expect(status.message).toMatch(/^Sie haben sich bis .+ selbst ausgeschlossen/);
  });

  it('reports the ban and the end date on GET status for the ban-mode guard', async () => {
    const { status, body } = await h.call(user, 'GET', 'status');
    expect(status).toBe(200);
    const view = playerStandingViewSchema.parse(body);
    expect(view).toMatchObject({
      ban: SELF_EXCLUSION_BAN,
      restriction: { kind: 'self_excluded', until: seconds(h.clock.now().getTime() + 7 * DAY) },
      depositsBlocked: true,
      playBlocked: true,
    });
    expect(view.message).toMatch(/^You have excluded yourself until/);
    const other = await h.call(999_301, 'GET', 'status');
    expect(playerStandingViewSchema.parse(other.body)).toMatchObject({
      ban: null,
      restriction: null,
      depositsBlocked: false,
    });
  });

  it('can be extended, and ends by itself', async () => {
    const extended = await h.call(user, 'POST', 'limits', {
      limits: [{ limitType: 30, limitValue: 30 }],
    });
    expect(extended.body).toMatchObject({ status: 202 });
    const token2 = (extended.body as { tokenGuid: string }).tokenGuid;
    await h.call(user, 'POST', 'testanswers', { tokenGuid: token2, answers: right });
    expect((await h.service.listLimits(user))[0]?.limitValue).toBe(30);
    expect(
      (await h.service.history(user)).map((e) => [e.action, e.previousValue, e.value]),
    ).toEqual([
      ['extend', 7, 30],
      ['set', null, 7],
    ]);
    h.clock.advance(30 * DAY);
    expect(await h.service.listLimits(user)).toEqual([]);
    expect((await h.service.playerStatus(user)).restriction).toBeNull();
    expect(await h.service.checkDeposit({ userId: user, amount: 1n, currency: 'RUB' })).toEqual({
      allowed: true,
    });
  });

  it('lets the questions expire after 15 minutes', async () => {
    const response = await h.call(303, 'POST', 'limits', {
      limits: [{ limitType: 30, limitValue: 1 }],
    });
    const expiring = (response.body as { tokenGuid: string }).tokenGuid;
    h.clock.advance(16 * 60_000);
    const late = await h.call(303, 'POST', 'testanswers', { tokenGuid: expiring, answers: right });
    expect(late.status).toBe(404);
    expect(await h.service.listLimits(303)).toEqual([]);
  });
});

describe('time-out and self-block', () => {
  it('starts a time-out at once; it refuses deposits but is no ban', async () => {
    const response = await h.call(401, 'POST', 'limits', {
      limits: [{ limitType: 33, limitValue: 1 }],
    });
    expect(response.body).toMatchObject({
      status: 200,
      results: [{ limitType: 33, result: 'applied' }],
    });
    const status = await h.service.playerStatus(401);
    expect(status.restriction?.kind).toBe('timed_out');
    expect(status.ban).toBeNull();
    expect(
      await h.service.checkDeposit({ userId: 401, amount: 1n, currency: 'RUB' }),
    ).toMatchObject({
      allowed: false,
      code: 'timed_out',
    });
    const lift = await h.call(401, 'DELETE', 'limit?limitType=33');
    expect(lift.status).toBe(403);
  });

  it('self-blocks at once with BlockUser (default one day) → success', async () => {
    const blocked = await h.call(402, 'POST', `${LIMIT_API_V1_BASE}/BlockUser`);
    expect(blocked).toEqual({ status: 200, body: { success: true } });
    const status = await h.service.playerStatus(402);
    expect(status.restriction).toEqual({
      kind: 'self_excluded',
      until: h.clock.now().getTime() + DAY,
    });
    expect(standings.at(-1)?.userId).toBe(402);
    const longer = await h.call(402, 'POST', `${LIMIT_API_V1_BASE}/BlockUser`, {
      period: 90,
      selfExcludeReason: 6,
    });
    expect(longer.body).toEqual({ success: true });
    expect((await h.service.listLimits(402))[0]).toMatchObject({
      limitValue: 90,
      selfExcludeReason: 6,
    });
  });

  it('answers success false for a period that is not offered or a bad body', async () => {
    expect(
      (await h.call(403, 'POST', `${LIMIT_API_V1_BASE}/BlockUser`, { period: 2 })).body,
    ).toEqual({
      success: false,
    });
    expect(
      (await h.call(403, 'POST', `${LIMIT_API_V1_BASE}/BlockUser`, { period: 'x' })).body,
    ).toEqual({
      success: false,
    });
    expect((await h.service.playerStatus(403)).restriction).toBeNull();
  });
});
