/**
 * Strict parsing of the two numbers a coupon carries: stake amounts (decimal strings → bigint
 * minor units) and coefs (→ integer thousandths, architecture.md §3). Parsing never rounds:
 * an input that does not denote an exact value in the target unit is refused with a typed code
 * that callers translate.
 */
import { formatScaled } from './rational.ts';

/** A coef as an integer number of thousandths (2.5 → 2500). */
export type CoefThousandths = number;

/** The smallest acceptable coef, 1.001: a coef of 1 or less can never win anything. */
export const MIN_COEF = 1001;
/** The largest acceptable coef, 1,000,000.000: anything above is a data error, not a price. */
export const MAX_COEF = 1_000_000_000;
/** The largest amount in minor units that parsing accepts (10^15). */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

// Inputs longer than this are refused before any regular expression runs on them.
const MAX_INPUT_LENGTH = 40;
const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/** Why {@link parseAmount} refused its input. */
export type AmountErrorCode =
  'amount_empty' | 'amount_format' | 'amount_negative' | 'amount_too_precise' | 'amount_too_large';

/** Why {@link parseCoef} refused its input. */
export type CoefErrorCode =
  'coef_format' | 'coef_too_precise' | 'coef_too_small' | 'coef_too_large';

/** Success with a value, or failure with a typed code. */
export type ParseResult<T, E extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: E };

/**
 * Parses a stake amount written as a plain decimal string (`"10"`, `"10.5"`, `"10.50"`) into
 * integer minor units for a currency with `minorDigits` fraction digits.
 *
 * Refused: empty input; anything but digits and one dot (signs, exponents, spaces, `NaN`,
 * leading zeros such as `"01"`, `".5"`, `"5."`) → `amount_format`, except a leading minus →
 * `amount_negative`; more significant fraction digits than the currency has (`"0.001"` with 2
 * digits) → `amount_too_precise` (trailing zeros such as `"1.000"` are exact and accepted);
 * more than {@link MAX_AMOUNT_MINOR} minor units → `amount_too_large`. Zero parses (it is a
 * well-formed amount); coupon validation refuses non-positive stakes.
 */
export function parseAmount(
  input: string,
  minorDigits: number,
): ParseResult<bigint, AmountErrorCode> {
  if (!Number.isInteger(minorDigits) || minorDigits < 0 || minorDigits > 8) {
    throw new RangeError('parseAmount: minorDigits must be an integer in 0..8');
  }
  if (typeof input !== 'string') return { ok: false, code: 'amount_format' };
  if (input.length === 0) return { ok: false, code: 'amount_empty' };
  if (input.length > MAX_INPUT_LENGTH) return { ok: false, code: 'amount_too_large' };
  if (input.startsWith('-') && DECIMAL.test(input.slice(1))) {
    return { ok: false, code: 'amount_negative' };
  }
  const match = DECIMAL.exec(input);
  if (!match) return { ok: false, code: 'amount_format' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorDigits) return { ok: false, code: 'amount_too_precise' };
  const value = BigInt(whole + fraction.padEnd(minorDigits, '0'));
  if (value > MAX_AMOUNT_MINOR) return { ok: false, code: 'amount_too_large' };
  return { ok: true, value };
}

/** Formats minor units as a plain decimal string with exactly `minorDigits` digits (`"10.00"`). */
export function formatAmount(minor: bigint, minorDigits: number): string {
  return formatScaled(minor, minorDigits);
}

/**
 * Parses a coef given as a number (`2.5`) or a decimal string (`"2.5"`, `"2.500"`) into
 * thousandths. A coef has at most three decimals: more significant digits are refused
 * (`coef_too_precise`) rather than rounded, because the coef frozen on a bet must be the one
 * the user saw. Numbers are read through their shortest round-trip string, so `1.1` is
 * exactly 1100. The coef must lie in {@link MIN_COEF}..{@link MAX_COEF} (1.001 to 1,000,000).
 */
export function parseCoef(input: number | string): ParseResult<CoefThousandths, CoefErrorCode> {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, code: 'coef_format' };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return { ok: false, code: 'coef_format' };
  }
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH)
    return { ok: false, code: 'coef_format' };
  const match = DECIMAL.exec(text);
  if (!match) {
    // A number that is not a plain decimal is negative or written with an exponent (String(1e21)
    // is "1e+21"): either way far outside the range of a price.
    if (typeof input === 'number') {
      return { ok: false, code: input >= 1 ? 'coef_too_large' : 'coef_too_small' };
    }
    return { ok: false, code: 'coef_format' };
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 3) return { ok: false, code: 'coef_too_precise' };
  if (whole.length > 10) return { ok: false, code: 'coef_too_large' };
  const value = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  if (value < MIN_COEF) return { ok: false, code: 'coef_too_small' };
  if (value > MAX_COEF) return { ok: false, code: 'coef_too_large' };
  return { ok: true, value };
}

/** True when `value` is a coef in thousandths the engine accepts (integer, 1001..10^9). */
export function isValidCoef(value: unknown): value is CoefThousandths {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_COEF && value <= MAX_COEF
  );
}
