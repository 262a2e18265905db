// Money crosses the HTTP boundary as a decimal string ("100.00") and lives everywhere else as
// integer minor units (bigint). The parser is deliberately strict: a float, an exponent, a sign,
// a comma, spaces or more decimals than the currency has are refused, never rounded.

/** Why an amount was refused; each maps to one message the player can act on. */
export type AmountProblem =
  /** Not a plain decimal string (a number, "1e2", "NaN", "1,5", " 1", ...). */
  | 'format'
  /** More digits after the point than the currency has ("0.001" in RUB). */
  | 'precision'
  /** Zero or negative. */
  | 'not_positive'
  /** Above the largest amount the wallet accepts. */
  | 'too_large';

export type AmountResult = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/**
 * The largest amount of one movement, in minor units: 10^15 (ten trillion with two decimals).
 * Far below bigint's range and PostgreSQL's, and still exact as a JavaScript number.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000n;

const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;
const SIGNED_DECIMAL = /^[-+][0-9]+(?:\.[0-9]+)?$/;
/** Enough integer digits for MAX_AMOUNT_MINOR with any precision; longer input is too large. */
const MAX_INTEGER_DIGITS = 18;

/**
 * Parses a decimal string into minor units of a currency with `digits` decimals.
 *
 * @param input anything the client sent; only a string can succeed
 * @param digits the currency's minor units (2 for RUB)
 * @param max the largest accepted amount in minor units (default {@link MAX_AMOUNT_MINOR})
 */
export function parseAmount(
  input: unknown,
  digits: number,
  max: bigint = MAX_AMOUNT_MINOR,
): AmountResult {
  if (typeof input !== 'string') return { ok: false, problem: 'format' };
  if (SIGNED_DECIMAL.test(input)) {
    // "-5" and "+5": a sign is never valid, but "-5" deserves the clearer message.
    return { ok: false, problem: input.startsWith('-') ? 'not_positive' : 'format' };
  }
  const match = DECIMAL.exec(input);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, problem: 'precision' };
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) return { ok: false, problem: 'not_positive' };
  if (minor > max) return { ok: false, problem: 'too_large' };
  return { ok: true, minor };
}

/** Minor units as a decimal string with exactly `digits` decimals: 12345n, 2 → "123.45". */
export function formatMinor(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = abs.toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
