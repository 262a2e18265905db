// Test cards of the sandbox provider (the numbers popular providers use for the same cases).

export const SANDBOX_CARDS = {
  /** Pays at once. */
  success: '4242424242424242',
  /** Declined by the issuer (a payout to it fails). */
  declined: '4000000000000002',
  /** Accepted for processing; settles as paid after a delay. */
  pending: '4000000000000259',
  /** Asks for a 3-D Secure one-time code first. */
  threeDs: '4000000000003220',
} as const;

export type CardOutcome = 'succeeded' | 'declined' | 'pending' | 'three_ds' | 'unsupported';

/** Digits of a typed card number (spaces and dashes allowed), or null when it is not one. */
export function normalizeCard(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the sandbox does with a card at checkout; any other valid number is not supported. */
export function cardOutcome(card: string): CardOutcome {
  switch (card) {
    case SANDBOX_CARDS.success:
      return 'succeeded';
    case SANDBOX_CARDS.declined:
      return 'declined';
    case SANDBOX_CARDS.pending:
      return 'pending';
    case SANDBOX_CARDS.threeDs:
      return 'three_ds';
    default:
      return 'unsupported';
  }
}

/** Whether a payout to this card succeeds (only the declined card fails). */
export function payoutSucceeds(card: string | undefined): boolean {
  return card !== SANDBOX_CARDS.declined;
}
