// What the payments part of the wallet needs from outside: the player's accounts (identity), a
// responsible-gaming verdict on deposits (limits), and a payment provider. The server wires the
// real ones; tests and the sandbox use their own.

/** A player's money account as identity keeps it (spec §3: 0 main, 4 bonus, 9 currency). */
export interface DirectoryAccount {
  id: number;
  userId: number;
  type: 0 | 4 | 9;
  currency: string;
  isActive: boolean;
}

/** Identity's view of players' accounts. */
export interface AccountDirectory {
  /** Every account of the user, main first. */
  listAccounts(userId: number): Promise<DirectoryAccount[]>;
  /** The account when it exists and belongs to the user; null otherwise (never another's). */
  getAccount(userId: number, accountId: number): Promise<DirectoryAccount | null>;
  /** The user's country (lower-case ISO 3166-1 alpha-2) for the methods offered; null if unknown. */
  countryOf(userId: number): Promise<string | null>;
}

export type DepositVerdict =
  { allowed: true } | { allowed: false; code: string; message: string; until?: Date };

/** The limits context's answer to "may this player deposit this amount now?" (issue 4 seam). */
export interface DepositGuard {
  allowDeposit(input: {
    userId: number;
    accountId: number;
    /** Minor units. */
    amount: bigint;
    currency: string;
  }): Promise<DepositVerdict>;
}

/** Allows every deposit: the default until the limits issue lands. */
export const ALLOW_ALL_DEPOSITS: DepositGuard = {
  allowDeposit: () => Promise.resolve({ allowed: true }),
};

/** Where the provider sends the player back to, by result. */
export interface ReturnUrls {
  success: string;
  fail: string;
  pending: string;
  cancel: string;
}

/** The site's side of a payment provider: what the wallet asks it to do. */
export interface PaymentProviderClient {
  /** Name stored on payments and their events (`sandbox`). */
  readonly name: string;
  /** Opens a hosted checkout for a deposit; idempotent by payment id. */
  createCheckout(input: {
    paymentId: string;
    amount: bigint;
    currency: string;
    method: string;
    returnUrls: ReturnUrls;
  }): Promise<{ redirectUrl: string }>;
  /** Asks for a payout of held funds; idempotent by payment id. */
  createPayout(input: {
    paymentId: string;
    amount: bigint;
    currency: string;
    method: string;
    card?: string;
  }): Promise<void>;
  /** Stops a payout that has not been sent; `cancelled: false` when it is too late. */
  cancelPayout(paymentId: string): Promise<{ cancelled: boolean }>;
}
