// Issue 13 item 5: raising a deposit, loss or wager limit (spec §4). The raise waits PENDING for
// 24 hours with a cancellable message and does not ask for confirmation before its deadline;
// confirming early is refused and the raise stays; from the deadline the entry asks for the
// player's answer: confirm approves, cancel or dismiss rejects; lowering applies at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_API_PREFIX, clientLimitSchema } from '@playfield/protocol/limits';
import type { ClientLimit } from '@playfield/protocol/limits';
import { z } from 'zod';
import { DAY, HOUR, createHarness } from './testing/harness.ts';
import type { Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function limitsOf(userId: number, type: number): Promise<ClientLimit[]> {
  const { status, body } = await h.call(userId, 'GET', 'limits');
  expect(status).toBe(200);
  return z
    .array(clientLimitSchema)
    .parse(body)
    .filter((l) => l.limitType === type);
}

const summary = (entries: ClientLimit[]) =>
  entries.map((l) => [l.limitState, l.limitValue, l.needApprove]);

async function setLimit(userId: number, limitType: number, limitValue: number) {
  return h.call(userId, 'POST', 'limits', { limits: [{ limitType, limitValue }] });
}

const KINDS = [
  ['deposit', 20, 301],
  ['loss', 11, 302],
  ['wager', 3, 303],
] as const;

describe.each(KINDS)('raising a %s limit (type %i)', (_name, type, user) => {
  it('is PENDING for 24 hours without asking; an early confirm is refused and the raise stays', async () => {
    expect((await setLimit(user, type, 1000)).status).toBe(200);
    const requestedAt = h.clock.now();
    expect((await setLimit(user, type, 3000)).body).toMatchObject({
      results: [{ limitType: type, result: 'pending' }],
    });
    // Minutes after the raise: the change waits, and the question is not asked yet.
    h.clock.advance(5 * 60_000);
    const waiting = await limitsOf(user, type);
    expect(summary(waiting)).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 3000, false],
    ]);
    expect(waiting[1]?.endsAt).toBe(seconds(requestedAt) + 86_400);

    const early = await h.call(user, 'POST', 'limitaction', { action: 1, limitType: type });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'too_early', until: seconds(requestedAt) + 86_400 });
    // Refused, and nothing was lost: the raise still waits for its deadline.
    expect(summary(await limitsOf(user, type))).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 3000, false],
    ]);

    h.clock.advance(DAY - 5 * 60_000 - 1000);
    expect(summary(await limitsOf(user, type))).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 3000, false],
    ]);
  });

  it('asks from the deadline on, and confirming approves the raise', async () => {
    h.clock.advance(1000);
    expect(summary(await limitsOf(user, type))).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 3000, true],
    ]);
    // It never applies by itself: a week later it still asks.
    h.clock.advance(7 * DAY);
    expect(summary(await limitsOf(user, type))).toEqual([
      ['ACTIVE', 1000, false],
      ['PENDING', 3000, true],
    ]);
    const confirmed = await h.call(user, 'POST', 'limitaction', { action: 1, limitType: type });
    expect(confirmed.status).toBe(200);
    expect(summary(await limitsOf(user, type))).toEqual([['ACTIVE', 3000, false]]);
  });

  it('cancelling a waiting raise, or dismissing the question, rejects it; lowering is immediate', async () => {
    // Cancelled while waiting (the cancellable message).
    expect((await setLimit(user, type, 5000)).body).toMatchObject({
      results: [{ result: 'pending' }],
    });
    h.clock.advance(HOUR);
    const cancelled = await h.call(user, 'POST', 'limitaction', { action: 0, limitType: type });
    expect(cancelled.status).toBe(200);
    expect(summary(await limitsOf(user, type))).toEqual([['ACTIVE', 3000, false]]);

    // Dismissed once the question is asked.
    await setLimit(user, type, 6000);
    h.clock.advance(DAY);
    expect(summary(await limitsOf(user, type))).toEqual([
      ['ACTIVE', 3000, false],
      ['PENDING', 6000, true],
    ]);
    const dismissed = await h.call(user, 'POST', 'limitaction', { action: 0, limitType: type });
    expect(dismissed.status).toBe(200);
    expect(summary(await limitsOf(user, type))).toEqual([['ACTIVE', 3000, false]]);

    // Lowering applies at once, and withdraws nothing else.
    const lowered = await setLimit(user, type, 500);
    expect(lowered.body).toMatchObject({ results: [{ result: 'applied' }] });
    expect(summary(await limitsOf(user, type))).toEqual([['ACTIVE', 500, false]]);
  });
});

describe('the time of an answer', () => {
  it('is sent as the Date header, on the limits clock, so a page counts to a deadline on it', async () => {
    h.clock.advance(3 * DAY);
    const response = await h.app.request(`${LIMIT_API_PREFIX}/limits`, {
      headers: { 'x-test-user': '304' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('date')).toBe(h.clock.now().toUTCString());
  });
});
