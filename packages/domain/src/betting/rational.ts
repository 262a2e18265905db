/**
 * Exact rational numbers over bigint. Betting money is computed with these (betting-rules.md
 * "Money"): coefs are integer thousandths and amounts integer minor units, so every payout is a
 * ratio of integers that is rounded once, at the very end.
 *
 * A {@link Rational} is always normalised: the denominator is positive and the fraction is
 * reduced, so structural equality (`num === num && den === den`) is value equality.
 */

/** A normalised fraction `num / den` with `den > 0` and `gcd(|num|, den) = 1`. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/**
 * Builds the normalised fraction `num / den`.
 * @throws RangeError when `den` is zero.
 */
export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError('rational: zero denominator');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

/** The rational 0. */
export const RATIONAL_ZERO: Rational = { num: 0n, den: 1n };
/** The rational 1. */
export const RATIONAL_ONE: Rational = { num: 1n, den: 1n };

/** `a + b`. */
export function addRational(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return rational(a.num + b.num, a.den);
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** `a − b`. */
export function subtractRational(a: Rational, b: Rational): Rational {
  return addRational(a, { num: -b.num, den: b.den });
}

/** `a × b`. */
export function multiplyRational(a: Rational, b: Rational): Rational {
  if (a.num === 0n || b.num === 0n) return RATIONAL_ZERO;
  // Cross-reduce before multiplying: both inputs are reduced, so the result is too, and the
  // two gcds run on smaller numbers than one gcd of the products would.
  const g1 = gcd(a.num, b.den);
  const g2 = gcd(b.num, a.den);
  return { num: (a.num / g1) * (b.num / g2), den: (a.den / g2) * (b.den / g1) };
}

/**
 * `a ÷ b`.
 * @throws RangeError when `b` is zero.
 */
export function divideRational(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('rational: division by zero');
  return rational(a.num * b.den, a.den * b.num);
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareRational(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when `r` is exactly zero. */
export function isZeroRational(r: Rational): boolean {
  return r.num === 0n;
}

/** The larger of `a` and `b`. */
export function maxRational(a: Rational, b: Rational): Rational {
  return compareRational(a, b) >= 0 ? a : b;
}

/** The greatest integer ≤ `r` (rounds toward −∞, unlike bigint division which truncates). */
export function floorRational(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/**
 * `r` as a decimal string with exactly `digits` fraction digits. `'floor'` rounds toward −∞
 * (money); `'half-up'` rounds half away from zero (display of odds).
 */
export function rationalToFixed(
  r: Rational,
  digits: number,
  mode: 'floor' | 'half-up' = 'floor',
): string {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError('rationalToFixed: digits');
  const scale = 10n ** BigInt(digits);
  let scaled: bigint;
  if (mode === 'floor') {
    scaled = floorRational(multiplyRational(r, rational(scale)));
  } else {
    const magnitude = rational(r.num < 0n ? -r.num : r.num, r.den);
    const doubled = multiplyRational(magnitude, rational(scale * 2n));
    // round(x) = floor(x + 1/2) = floor((2x + 1) / 2) for x ≥ 0
    const rounded = (floorRational(doubled) + 1n) / 2n;
    scaled = r.num < 0n ? -rounded : rounded;
  }
  return formatScaled(scaled, digits);
}

/** Formats the integer `scaled / 10^digits` as a plain decimal string. */
export function formatScaled(scaled: bigint, digits: number): string {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}
