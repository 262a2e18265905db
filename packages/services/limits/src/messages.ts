import { CATALOGS, formatDateTime, formatMoney, toTimeZone, translate } from '@playfield/i18n';
import type { MessageKey, Params } from '@playfield/i18n';

/** Message keys of the limits context (the `responsible` dictionary the office loads). */
export type LimitsMessageKey = Extract<MessageKey, `responsible_${string}`>;

/** A catalog language for `lang`, else `fallback`, else English. */
export function messageLanguage(lang: string | null | undefined, fallback = 'en'): string {
  if (lang && CATALOGS[lang]) return lang;
  return fallback && CATALOGS[fallback] ? fallback : 'en';
}

/** The message in `lang` (English when a key is somehow missing there). */
export function message(lang: string, key: MessageKey, params?: Params): string {
  return translate(CATALOGS[messageLanguage(lang)] ?? {}, key, params, CATALOGS.en);
}

/** How messages show dates and money: language and the site's time zone. */
export interface MessageFormat {
  lang: string;
  timeZoneHours: number;
}

export function formatInstant(format: MessageFormat, at: Date | number): string {
  return formatDateTime(format.lang, at, { timeZone: toTimeZone(format.timeZoneHours) });
}

export function formatAmount(
  format: MessageFormat,
  minor: bigint,
  currency: string,
  digits: number,
): string {
  return formatMoney(format.lang, minor, currency, digits);
}

/**
 * A refusal the player should see: HTTP status (default 403, spec §8 "default forbidden"), a
 * machine-readable code, the message key and its parameters, and when the refusal ends.
 */
export class LimitsError extends Error {
  override readonly name = 'LimitsError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly code: string,
    readonly key: LimitsMessageKey,
    readonly params: Params = {},
    readonly until?: Date,
    /** A title other than the message (spec §8 action failures). */
    readonly titleKey?: LimitsMessageKey,
  ) {
    super(code);
  }
}
