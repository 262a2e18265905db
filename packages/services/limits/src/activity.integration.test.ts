import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALITY_CHECK_PATH,
  pingResponseSchema,
  realityCheckStateSchema,
} from '@playfield/protocol/limits';
import { HOUR, createHarness } from './testing/harness.ts';
import type { Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  // 09:00 UTC is 12:00 in the default site time zone (UTC+3).
  h = await createHarness({ start: new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await h?.close();
});

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function ping(userId: number) {
  const response = await h.call(userId, 'POST', 'ping');
  expect(response.status).toBe(200);
  return pingResponseSchema.parse(response.body);
}

describe('ping and the session limit (31)', () => {
  const user = 501;

  it('answers without a session limit', async () => {
    expect(await ping(user)).toEqual({
      success: true,
      serverTime: seconds(h.clock.now()),
      sessionLimit: null,
      sessionOver: false,
    });
  });

  it('counts play between pings and reports what is left', async () => {
    await h.call(user, 'POST', 'limits', { limits: [{ limitType: 31, limitValue: 1 }] });
    h.clock.advance(30_000);
    const first = await ping(user);
    expect(first.sessionLimit?.remainingSeconds).toBe(3600 - 30);
    h.clock.advance(30_000);
    const second = await ping(user);
    expect(second.sessionLimit).toEqual({
      remainingSeconds: 3600 - 60,
      endsAt: seconds(h.clock.now()) + 3600 - 60,
      renewsAt: seconds(new Date('2026-03-10T21:00:00Z')),
    });
    const listed = await h.service.listLimits(user);
    expect(listed[0]).toMatchObject({ limitType: 31, limitBalance: 0.983 });
  });

  it('does not count time away (a long gap between pings)', async () => {
    h.clock.advance(2 * HOUR);
    expect((await ping(user)).sessionLimit?.remainingSeconds).toBe(3600 - 60);
  });

  it('ends the session when the hour is used up, refuses play until tomorrow, then renews', async () => {
    let last = await ping(user);
    while (!last.sessionOver) {
      // Gaps up to 90 s count as play; a minute per ping keeps the loop short.
      h.clock.advance(60_000);
      last = await ping(user);
    }
    expect(last.sessionLimit?.remainingSeconds).toBe(0);
    const stake = await h.service.checkStake({
      userId: user,
      amount: 1n,
      currency: 'RUB',
      kind: 'bet',
    });
    expect(stake).toMatchObject({
      allowed: false,
      code: 'session_limit',
      message: 'Your session limit for today has ended. Please come back tomorrow.',
      until: new Date('2026-03-10T21:00:00Z'),
    });
    // Deposits are not play: only self-exclusion and time-out refuse them.
    expect(await h.service.checkDeposit({ userId: user, amount: 1n, currency: 'RUB' })).toEqual({
      allowed: true,
    });
    expect((await h.service.playerStatus(user)).restriction?.kind).toBe('session_limit');

    h.clock.set(new Date('2026-03-10T21:00:10Z'));
    const tomorrow = await ping(user);
    expect(tomorrow.sessionOver).toBe(false);
    expect(tomorrow.sessionLimit?.remainingSeconds).toBe(3600);
    expect(
      await h.service.checkStake({ userId: user, amount: 1n, currency: 'RUB', kind: 'bet' }),
    ).toEqual({
      allowed: true,
    });
  });
});

describe('reality check (32) across reloads', () => {
  const user = 601;
  const get = async (session = 'sess-a') => {
    const response = await h.call(user, 'GET', REALITY_CHECK_PATH, undefined, {
      'x-test-session': session,
    });
    expect(response.status).toBe(200);
    return realityCheckStateSchema.parse(response.body).data.attributes;
  };
  const post = async (attributes: Record<string, unknown>, session = 'sess-a') => {
    const response = await h.call(
      user,
      'POST',
      REALITY_CHECK_PATH,
      { data: { attributes } },
      {
        'x-test-session': session,
      },
    );
    expect(response.status).toBe(200);
    return realityCheckStateSchema.parse(response.body).data.attributes;
  };

  it('has no timer without the limit', async () => {
    expect(await get()).toMatchObject({
      interval_minutes: null,
      popup_show_at: null,
      logout: false,
    });
  });

  it('arms the timer one interval after the session started and keeps it across reloads', async () => {
    await h.call(user, 'POST', 'limits', { limits: [{ limitType: 32, limitValue: 15 }] });
    const armedAt = h.clock.now();
    const first = await get();
    expect(first.interval_minutes).toBe(15);
    expect(first.popup_show_at).toBe(seconds(armedAt) + 15 * 60);
    h.clock.advance(5 * 60_000);
    const reloaded = await get();
    expect(reloaded.popup_show_at).toBe(first.popup_show_at);
    expect(reloaded.time_played_seconds).toBe(first.time_played_seconds + 300);
  });

  it('shows time played and the net result from the ledger', async () => {
    const at = h.clock.now();
    h.ledger.add({ userId: user, currency: 'RUB', kind: 'bet_stake', amount: -50_000n, at });
    h.ledger.add({ userId: user, currency: 'RUB', kind: 'bet_payout', amount: 20_000n, at });
    h.ledger.add({ userId: user, currency: 'RUB', kind: 'casino_stake', amount: -1_000n, at });
    h.clock.advance(10 * 60_000);
    const state = await get();
    expect(state.net_result).toBe('-310.00');
    expect(state.currency).toBe('RUB');
    expect(state.time_played_seconds).toBe(15 * 60);
  });

  it('re-arms on continue, keeping a proposed time within one interval', async () => {
    const now = seconds(h.clock.now());
    const cont = await post({ action: 'continue', do_not_show_again: false, popup_show_at: null });
    expect(cont.popup_show_at).toBe(now + 15 * 60);
    const proposed = await post({
      action: 'confirm',
      do_not_show_again: false,
      popup_show_at: now + 600,
    });
    expect(proposed.popup_show_at).toBe(now + 600);
    const tooLate = await post({ action: 'cancel', popup_show_at: now + 5 * 3600 });
    expect(tooLate.popup_show_at).toBe(now + 15 * 60);
    h.clock.advance(60_000);
    expect((await get()).popup_show_at).toBe(now + 15 * 60);
  });

  it('stops for the session after do-not-show-again; a new session starts its own timer', async () => {
    const off = await post({ action: 'confirm', do_not_show_again: true });
    expect(off).toMatchObject({ popup_show_at: null, do_not_show_again: true });
    expect((await get()).popup_show_at).toBeNull();
    const other = await get('sess-b');
    expect(other.do_not_show_again).toBe(false);
    expect(other.popup_show_at).toBe(seconds(h.clock.now()) + 15 * 60);
    expect(other.time_played_seconds).toBe(0);
  });

  it('logs out on log_out', async () => {
    const out = await post({ action: 'log_out' }, 'sess-b');
    expect(out.logout).toBe(true);
    expect(h.endedSessions).toContainEqual({ userId: user, sessionId: 'sess-b' });
  });

  it('pulls the next reminder in when the interval is shortened', async () => {
    await get('sess-c');
    await h.call(user, 'POST', 'limits', { limits: [{ limitType: 32, limitValue: 5 }] });
    expect((await get('sess-c')).popup_show_at).toBe(seconds(h.clock.now()) + 5 * 60);
  });

  it('refuses a malformed answer', async () => {
    const response = await h.call(user, 'POST', REALITY_CHECK_PATH, {
      data: { attributes: { action: 'x' } },
    });
    expect(response.status).toBe(400);
  });
});
