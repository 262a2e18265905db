import { createHash } from 'node:crypto';
import { z } from 'zod';
import { formatMoney } from '@playfield/i18n';
import { accountIdSchema } from '@playfield/protocol/wallet';
import { MAX_AMOUNT_MINOR, formatMinor, parseAmount } from '../money/amount.ts';
import { currencyInfo } from '../money/currencies.ts';
import { WalletError } from './errors.ts';
import { offeredMethods } from './methods.ts';
import type { OfferedMethod } from './methods.ts';
import type { AccountDirectory, DirectoryAccount } from './ports.ts';
import type { PaymentType } from './state.ts';

/** A deposit or withdrawal request after every check: what the payment will be. */
export interface Order {
  type: PaymentType;
  account: DirectoryAccount;
  method: OfferedMethod;
  /** Minor units. */
  amount: bigint;
  currency: string;
  digits: number;
  /** Payout card (withdrawals only). */
  card?: string;
  /** Identifies the request: a reused idempotency key must come with the same one. */
  hash: string;
}

const bodySchema = z.object({
  accountId: accountIdSchema,
  method: z.string().min(1).max(64),
  currency: z.string().max(8).optional(),
  card: z
    .string()
    .regex(/^[0-9]{12,19}$/)
    .optional(),
});

/**
 * Checks a deposit or withdrawal body in the order a player can best act on: shape, account
 * (another player's reads as absent), currency, method, then amount against the method's limits.
 * Throws {@link WalletError}; nothing is written before this passes.
 */
export async function prepareOrder(input: {
  type: PaymentType;
  userId: number;
  lang: string;
  body: unknown;
  accounts: AccountDirectory;
}): Promise<Order> {
  const { body, lang } = input;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new WalletError(400, 'wallet_invalid_request');
  }
  const amountInput = (body as { amount?: unknown }).amount;
  if (typeof amountInput !== 'string') {
    throw new WalletError(400, 'wallet_amount_format', { example: '100.00' });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new WalletError(400, 'wallet_invalid_request');
  const { method: methodId, currency: requested, card } = parsed.data;
  if (card !== undefined && input.type !== 'withdrawal') {
    throw new WalletError(400, 'wallet_invalid_request');
  }

  const account = await input.accounts.getAccount(input.userId, Number(parsed.data.accountId));
  if (!account) throw new WalletError(404, 'wallet_account_not_found');
  if (account.type === 4) throw new WalletError(400, 'wallet_account_bonus');
  const info = currencyInfo(account.currency);
  if (!info)
    throw new WalletError(400, 'wallet_currency_unsupported', { currency: account.currency });
  if (requested !== undefined && requested !== account.currency) {
    throw new WalletError(400, 'wallet_currency_mismatch', { currency: account.currency });
  }

  const country = await input.accounts.countryOf(input.userId);
  const method = offeredMethods(country, account.currency, input.type).find(
    (m) => m.id === methodId,
  );
  if (!method) throw new WalletError(400, 'wallet_method_unavailable');

  const money = (minor: bigint) => formatMoney(lang, minor, account.currency, info.digits);
  const amount = parseAmount(amountInput, info.digits, MAX_AMOUNT_MINOR);
  if (!amount.ok) {
    switch (amount.problem) {
      case 'format':
        throw new WalletError(400, 'wallet_amount_format', {
          example: formatMinor(100n * 10n ** BigInt(info.digits), info.digits),
        });
      case 'precision':
        throw new WalletError(400, 'wallet_amount_precision', { digits: info.digits });
      case 'not_positive':
        throw new WalletError(400, 'wallet_amount_not_positive');
      case 'too_large':
        throw new WalletError(400, 'wallet_amount_above_max', { max: money(method.max) });
    }
  }
  if (amount.minor < method.min) {
    throw new WalletError(400, 'wallet_amount_below_min', { min: money(method.min) });
  }
  if (amount.minor > method.max) {
    throw new WalletError(400, 'wallet_amount_above_max', { max: money(method.max) });
  }

  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        input.type,
        account.id,
        amount.minor.toString(),
        account.currency,
        methodId,
        card ?? null,
      ]),
    )
    .digest('hex');
  return {
    type: input.type,
    account,
    method,
    amount: amount.minor,
    currency: account.currency,
    digits: info.digits,
    ...(card === undefined ? {} : { card }),
    hash,
  };
}
