import { CATALOGS, translate } from '@playfield/i18n';
import type { MessageKey, Params } from '@playfield/i18n';

/** Message keys of the betting context (the `betting` dictionary the web loads). */
export type BettingMessageKey = Extract<MessageKey, `betting_${string}`>;

/**
 * A refusal the player can act on: HTTP status, the message key and its parameters, a
 * machine-readable code (the key when absent), and for refusals decided elsewhere (the limits
 * context) the message already in the player's language. Nothing was charged when it is thrown.
 */
export class BettingError extends Error {
  override readonly name = 'BettingError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 503,
    readonly key: BettingMessageKey,
    readonly params: Params = {},
    readonly code?: string,
    readonly text?: string,
    /** The legs at fault (outcome ids), for refusals about particular legs. */
    readonly outcomeIds?: readonly number[],
  ) {
    super(text ?? key);
  }

  /** The message in `lang` (English when the language or the key is missing). */
  translated(lang: string): string {
    if (this.text !== undefined) return this.text;
    return translate(CATALOGS[lang] ?? CATALOGS.en ?? {}, this.key, this.params, CATALOGS.en);
  }
}

/** A message of the betting dictionary in `lang`. */
export function bettingMessage(lang: string, key: BettingMessageKey, params?: Params): string {
  return translate(CATALOGS[lang] ?? CATALOGS.en ?? {}, key, params, CATALOGS.en);
}
