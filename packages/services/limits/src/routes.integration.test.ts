import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_API_V1_BASE,
  clientLimitSchema,
  setLimitsResponseSchema,
} from '@playfield/protocol/limits';
import type { ClientLimit, SetLimitsResponse } from '@playfield/protocol/limits';
import { z } from 'zod';
import { HOUR, createHarness } from './testing/harness.ts';
import type { Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const limitsList = z.array(clientLimitSchema);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function limitsOf(userId: number): Promise<ClientLimit[]> {
  const { status, body } = await h.call(userId, 'GET', 'limits');
  expect(status).toBe(200);
  return limitsList.parse(body);
}

async function setLimit(userId: number, limitType: number, limitValue: number, extra = {}) {
  return h.call(userId, 'POST', 'limits', { limits: [{ limitType, limitValue, ...extra }] });
}

describe('limit-service API: access', () => {
  it('answers visitors with 401 on every endpoint', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', 'ping'],
      ['GET', 'limits'],
      ['POST', 'limits', { limits: [{ limitType: 20, limitValue: 1 }] }],
      ['GET', 'availablelimits'],
      ['GET', 'reasons/selfexclude'],
      ['POST', 'testanswers', { tokenGuid: crypto.randomUUID(), answers: [] }],
      ['POST', 'limitaction', { action: 1, limitType: 20 }],
      ['DELETE', 'limit?limitType=20'],
      ['GET', 'history'],
      ['GET', 'status'],
      ['POST', `${LIMIT_API_V1_BASE}/BlockUser`, {}],
      ['GET', '/web-api/api/web/user/v1/reality-check'],
    ];
    for (const [method, path, body] of calls) {
      const response = await h.call(null, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toMatchObject({ status: 401, code: 'unauthorized' });
    }
  });

  it('shows a player only their own limits', async () => {
    expect((await setLimit(101, 20, 500)).status).toBe(200);
    expect(await limitsOf(102)).toEqual([]);
    expect((await limitsOf(101)).map((l) => l.limitValue)).toEqual([500]);
  });

  it('refuses malformed bodies and values that are not offered with 400 and a title', async () => {
    const bad: unknown[] = [
      { limits: [{ limitType: 99, limitValue: 1 }] },
      { limits: 'x' },
      { limits: [{ limitType: 32, limitValue: 7 }] },
      { limits: [{ limitType: 20, limitValue: 0 }] },
      { limits: [{ limitType: 20, limitValue: 5, selfExcludeReason: 1 }] },
    ];
    for (const body of bad) {
      const response = await h.call(103, 'POST', 'limits', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, title: expect.any(String) });
    }
    expect(await limitsOf(103)).toEqual([]);
  });

  it('lists the available limits in the player currency and the reasons in their language', async () => {
    const available = await h.call(104, 'GET', 'availablelimits');
    expect(available.status).toBe(200);
    expect(available.body).toContainEqual(
      expect.objectContaining({
        type: 30,
        availableValues: [1, 7, 30, 90, 180, 365, 730, 1095, 1825],
      }),
    );
    expect(available.body).toContainEqual(expect.objectContaining({ type: 21, measure: 'RUB' }));
    const reasons = await h.call(104, 'GET', 'reasons/selfexclude', undefined, {
      'x-test-lang': 'de',
    });
    expect(reasons.body).toContainEqual({
      id: 3,
      selfExcludeReason: 'Ich möchte eine Pause machen',
    });
  });
});

describe('limit-service API: deposit limit changes', () => {
  const user = 201;

  it('applies a first limit at once with its balance', async () => {
    const response = await setLimit(user, 20, 1000);
    expect(response.status).toBe(200);
    const body: SetLimitsResponse = setLimitsResponseSchema.parse(response.body);
    expect(body.title).toBe('Your limits have been saved.');
    expect(body.limitsData).toEqual([
      {
        limitType: 20,
        limitValue: 1000,
        limitBalance: 1000,
        limitState: 'ACTIVE',
        needApprove: false,
        startedAt: seconds(h.clock.now()),
        endsAt: null,
        measure: 'RUB',
        selfExcludeReason: null,
      },
    ]);
  });

  it('holds an increase PENDING for 24 hours, refuses an early confirm, then confirms', async () => {
    const requestedAt = h.clock.now();
    const response = await setLimit(user, 20, 2000);
    expect(response.body).toMatchObject({
      status: 200,
      title: 'A higher limit or a removal takes effect only after 24 hours and your confirmation.',
      results: [{ limitType: 20, result: 'pending' }],
    });
    expect(
      (await limitsOf(user)).map((l) => [l.limitState, l.limitValue, l.needApprove, l.endsAt]),
    ).toEqual([
      ['ACTIVE', 1000, false, null],
      ['PENDING', 2000, false, seconds(requestedAt) + 86_400],
    ]);

    h.clock.advance(23 * HOUR);
    const early = await h.call(user, 'POST', 'limitaction', { action: 1, limitType: 20 });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      status: 403,
      code: 'too_early',
      title: 'The change could not be confirmed.',
      until: seconds(requestedAt) + 86_400,
    });
    expect((early.body as { message: string }).message).toMatch(
      /^You can confirm this change from /,
    );

    h.clock.advance(HOUR);
    const confirmed = await h.call(user, 'POST', 'limitaction', { action: 1, limitType: 20 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      success: true,
      title: 'The new limit is now in force.',
    });
    expect((await limitsOf(user)).map((l) => [l.limitState, l.limitValue])).toEqual([
      ['ACTIVE', 2000],
    ]);
  });

  it('rejects a pending change through DELETE limit: the old value stays', async () => {
    await setLimit(user, 20, 999_999_999);
    expect((await limitsOf(user)).map((l) => [l.limitState, l.limitValue])).toEqual([
      ['ACTIVE', 2000],
      ['PENDING', 999_999_999],
    ]);
    const rejected = await h.call(user, 'DELETE', 'limit?limitType=20');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      title: 'The change has been cancelled. Your current limit stays.',
    });
    expect((await limitsOf(user)).map((l) => [l.limitState, l.limitValue])).toEqual([
      ['ACTIVE', 2000],
    ]);
    // Nothing is pending any more: 409, so a client drops its stale pending entry (spec §4).
    const again = await h.call(user, 'POST', 'limitaction', { action: 0, limitType: 20 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      title: 'The change could not be cancelled.',
      code: 'not_pending',
    });
  });

  it('applies a decrease at once, and keeps the history of every change', async () => {
    expect((await setLimit(user, 20, 300)).body).toMatchObject({
      results: [{ limitType: 20, result: 'applied' }],
    });
    expect((await limitsOf(user)).map((l) => l.limitValue)).toEqual([300]);
    const history = await h.call(user, 'GET', 'history');
    expect((history.body as { action: string }[]).map((e) => e.action)).toEqual([
      'decrease',
      'reject',
      'request',
      'confirm',
      'request',
      'set',
    ]);
  });

  it('refuses loosening while the extra-limits lock is on', async () => {
    expect((await setLimit(user, 37, 1)).status).toBe(200);
    const refused = await setLimit(user, 20, 5000);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'locked',
      title: 'Your limits are locked: they can only be lowered.',
    });
    expect((await setLimit(user, 20, 200)).status).toBe(200);
  });

  it('answers in the language of the request', async () => {
    const response = await h.call(
      user,
      'POST',
      'limitaction',
      { action: 1, limitType: 21 },
      {
        'x-test-lang': 'ru',
      },
    );
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ title: 'Не удалось подтвердить изменение.' });
  });
});
