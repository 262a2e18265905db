import { languageInfo } from './languages.ts';

export interface FormatOptions {
  /** IANA zone or a fixed offset in hours from UTC (spec: timeZone default 3). */
  timeZone?: string | number;
  /** Twelve-hour clock (is12h). */
  hour12?: boolean;
}

/** Turns an hour offset into an IANA `Etc/GMT±N` zone (whose sign is inverted by definition). */
export function toTimeZone(zone: string | number | undefined): string {
  if (zone === undefined) return 'Europe/Moscow';
  if (typeof zone === 'string') return zone;
  if (!Number.isInteger(zone) || zone < -12 || zone > 14) return 'UTC';
  if (zone === 0) return 'UTC';
  return `Etc/GMT${zone > 0 ? '-' : '+'}${Math.abs(zone)}`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(
  lang: string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  const locale = languageInfo(lang).locale;
  return cached(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** Formats integer minor units of a currency, e.g. 12345 RUB with 2 digits → "123,45 ₽". */
export function formatMoney(
  lang: string,
  minor: bigint | number,
  currency: string,
  digits = 2,
): string {
  const locale = languageInfo(lang).locale;
  const value = Number(minor) / 10 ** digits;
  return cached(
    `m|${locale}|${currency}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

function dateFormat(lang: string, kind: 'date' | 'time' | 'datetime', o: FormatOptions) {
  const locale = languageInfo(lang).locale;
  const timeZone = toTimeZone(o.timeZone);
  const hour12 = o.hour12 ?? false;
  return cached(
    `d|${locale}|${kind}|${timeZone}|${hour12}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        ...(kind !== 'time' ? { day: '2-digit', month: 'short', year: 'numeric' } : {}),
        ...(kind !== 'date' ? { hour: '2-digit', minute: '2-digit', hour12 } : {}),
      }),
  );
}

export function formatDate(lang: string, date: Date | number, o: FormatOptions = {}): string {
  return dateFormat(lang, 'date', o).format(date);
}

export function formatTime(lang: string, date: Date | number, o: FormatOptions = {}): string {
  return dateFormat(lang, 'time', o).format(date);
}

export function formatDateTime(lang: string, date: Date | number, o: FormatOptions = {}): string {
  return dateFormat(lang, 'datetime', o).format(date);
}
