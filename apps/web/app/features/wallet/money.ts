import { betAmountDefaults } from '@playfield/domain/betting';
import { formatNumber } from '@playfield/i18n';

// Money arrives from the API as decimal strings in the account's currency ("123.45"). These
// helpers keep amounts as strings or integer minor units; a float appears only at the very end,
// inside Intl formatting, where a rounding error can no longer move money.

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Integer minor units of a decimal string with up to 2 fraction digits, or null if malformed. */
export function toMinor(decimal: string): bigint | null {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** "1500.00" from 150000n. */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A decimal amount in the visitor's locale with the currency sign ("1 500,00 ₽"). */
export function formatAmount(lang: string, decimal: string, currency: string): string {
  const value = Number(decimal);
  if (!Number.isFinite(value)) return `${decimal} ${currency}`;
  try {
    return formatNumber(lang, value, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // An ISO code Intl does not know still shows as "123.45 XYZ".
    return `${formatNumber(lang, value, { minimumFractionDigits: 2 })} ${currency}`;
  }
}

/**
 * One-tap deposit amounts: ten times the currency's stake quick amounts (spec §9 defaults:
 * RUB 1 500, 3 000, 7 500, 15 000), or the method's minimum × 1, 2, 5, 10 for currencies the
 * spec names no default for; only amounts the method accepts are offered.
 */
export function quickAmounts(currency: string, min: string, max: string): string[] {
  const low = toMinor(min) ?? 0n;
  const high = toMinor(max) ?? 0n;
  const defaults = betAmountDefaults(currency);
  const base =
    defaults.currency === currency.toUpperCase()
      ? defaults.quickAmounts.map((amount) => amount * 10n)
      : [1n, 2n, 5n, 10n].map((m) => m * low);
  const offered = base.filter((amount) => amount >= low && amount <= high);
  const unique = [...new Set(offered)];
  return unique.map(fromMinor);
}
