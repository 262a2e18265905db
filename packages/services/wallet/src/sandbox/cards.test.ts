import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, cardOutcome, luhnValid, normalizeCard, payoutSucceeds } from './cards.ts';

describe('sandbox cards', () => {
  it('has Luhn-valid test cards with distinct outcomes', () => {
    for (const card of Object.values(SANDBOX_CARDS)) expect(luhnValid(card), card).toBe(true);
    expect(cardOutcome(SANDBOX_CARDS.success)).toBe('succeeded');
    expect(cardOutcome(SANDBOX_CARDS.declined)).toBe('declined');
    expect(cardOutcome(SANDBOX_CARDS.pending)).toBe('pending');
    expect(cardOutcome(SANDBOX_CARDS.threeDs)).toBe('three_ds');
    expect(cardOutcome('5555555555554444')).toBe('unsupported');
  });

  it('reads typed numbers with spaces or dashes and refuses invalid ones', () => {
    expect(normalizeCard('4242 4242 4242 4242')).toBe(SANDBOX_CARDS.success);
    expect(normalizeCard('4242-4242-4242-4242')).toBe(SANDBOX_CARDS.success);
    expect(normalizeCard('4242424242424241')).toBeNull();
    expect(normalizeCard('42')).toBeNull();
    expect(normalizeCard(4242424242424242)).toBeNull();
    expect(normalizeCard('4242424242424242x')).toBeNull();
  });

  it('fails payouts to the declined card only', () => {
    expect(payoutSucceeds(SANDBOX_CARDS.declined)).toBe(false);
    expect(payoutSucceeds(SANDBOX_CARDS.success)).toBe(true);
    expect(payoutSucceeds(undefined)).toBe(true);
  });
});
