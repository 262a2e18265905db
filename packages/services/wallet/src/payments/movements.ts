import type { MovementInput } from '../ledger/types.ts';
import type { PaymentRecord } from './repository.ts';

// The ledger movements a payment causes. Their keys derive from the payment id, so each can
// happen at most once per payment whatever retries or races occur.

function player(p: PaymentRecord) {
  return { kind: 'player', accountId: p.accountId, userId: p.userId } as const;
}

/** A deposit the provider confirmed: provider clearing → player. */
export function depositMovement(p: PaymentRecord): MovementInput {
  return {
    kind: 'deposit',
    idempotencyKey: `deposit:${p.id}`,
    legs: [
      { account: player(p), currency: p.currency, amount: p.amount },
      { account: { kind: 'system', code: 'cash_in' }, currency: p.currency, amount: -p.amount },
    ],
    metadata: { paymentId: p.id, method: p.method },
  };
}

/** A withdrawal request: player → held, until the payout settles. */
export function holdMovement(p: PaymentRecord): MovementInput {
  return {
    kind: 'withdrawal_hold',
    idempotencyKey: `withdrawal_hold:${p.id}`,
    legs: [
      { account: player(p), currency: p.currency, amount: -p.amount },
      {
        account: { kind: 'system', code: 'withdrawals_held' },
        currency: p.currency,
        amount: p.amount,
      },
    ],
    metadata: { paymentId: p.id, method: p.method },
  };
}

/** A failed or cancelled withdrawal: held → back to the player. */
export function releaseMovement(p: PaymentRecord): MovementInput {
  return {
    kind: 'withdrawal_release',
    idempotencyKey: `withdrawal_release:${p.id}`,
    legs: [
      {
        account: { kind: 'system', code: 'withdrawals_held' },
        currency: p.currency,
        amount: -p.amount,
      },
      { account: player(p), currency: p.currency, amount: p.amount },
    ],
    metadata: { paymentId: p.id },
  };
}

/** A payout the provider sent: held → paid out. */
export function payoutMovement(p: PaymentRecord): MovementInput {
  return {
    kind: 'withdrawal_payout',
    idempotencyKey: `withdrawal_payout:${p.id}`,
    legs: [
      {
        account: { kind: 'system', code: 'withdrawals_held' },
        currency: p.currency,
        amount: -p.amount,
      },
      { account: { kind: 'system', code: 'payouts' }, currency: p.currency, amount: p.amount },
    ],
    metadata: { paymentId: p.id },
  };
}
