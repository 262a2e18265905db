import type { MessageKey, Params } from '@playfield/i18n';

/** Message keys of the wallet (their `wallet_` prefix is the dictionary the pages load). */
export type WalletMessageKey = Extract<MessageKey, `wallet_${string}`>;

/**
 * A refusal the player can act on: the HTTP status, the message key (also the error `code` in
 * the response) and the message's parameters. Routes translate it into the player's language.
 */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 502,
    readonly key: WalletMessageKey,
    readonly params: Params = {},
    /** A machine-readable code replacing the key in the response (deposit guard refusals). */
    readonly code?: string,
    /** A message replacing the translated one (the deposit guard's own text). */
    readonly text?: string,
  ) {
    super(text ?? key);
  }
}
