/**
 * Small numeric helpers for pricing. Distributions are plain arrays whose last bucket holds
 * the whole upper tail, so they always sum to 1 and outcomes built on them stay exhaustive.
 */

/** A distribution over consecutive integers starting at `offset`. */
export interface IntDist {
  readonly offset: number;
  readonly p: ArrayLike<number>;
}

/**
 * Poisson(mean) over 0..n where n leaves out less than ~1e-11 of the mass; that tail joins
 * the last bucket so the distribution sums to 1.
 */
export function poissonDist(mean: number): Float64Array {
  const m = Math.max(0, mean);
  if (m === 0) return Float64Array.of(1);
  const n = Math.ceil(m + 7 * Math.sqrt(m) + 8);
  const out = new Float64Array(n + 1);
  // Start from the mode and walk both ways: stable for large means where exp(-m) underflows.
  const mode = Math.floor(m);
  let logMode = -m + mode * Math.log(m);
  for (let k = 2; k <= mode; k += 1) logMode -= Math.log(k);
  out[mode] = Math.exp(logMode);
  for (let k = mode + 1; k <= n; k += 1) out[k] = ((out[k - 1] as number) * m) / k;
  for (let k = mode - 1; k >= 0; k -= 1) out[k] = ((out[k + 1] as number) * (k + 1)) / m;
  let sum = 0;
  for (let k = 0; k <= n; k += 1) sum += out[k] as number;
  if (sum < 1) {
    out[n] = (out[n] as number) + (1 - sum);
  } else {
    for (let k = 0; k <= n; k += 1) out[k] = (out[k] as number) / sum;
  }
  return out;
}

/** The distribution of X − Y for independent X, Y given as arrays from 0. */
export function differenceDist(x: ArrayLike<number>, y: ArrayLike<number>): IntDist {
  const offset = -(y.length - 1);
  const p = new Float64Array(x.length + y.length - 1);
  for (let i = 0; i < x.length; i += 1) {
    const xi = x[i] as number;
    if (xi < 1e-15) continue;
    const base = i + y.length - 1;
    for (let j = 0; j < y.length; j += 1)
      p[base - j] = (p[base - j] as number) + xi * (y[j] as number);
  }
  return { offset, p };
}

/** Standard normal CDF (Abramowitz–Stegun 26.2.17, |error| < 7.5e-8). */
export function normalCdf(z: number): number {
  if (z < -10) return 0;
  if (z > 10) return 1;
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const tail =
    d *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z > 0 ? 1 - tail : tail;
}

/**
 * A normal(mean, sd) rounded to integers (continuity-corrected), over mean ± 6 sd; the tails
 * join the end buckets so the result sums to 1.
 */
export function discreteNormal(mean: number, sd: number): IntDist {
  if (sd < 1e-6) return { offset: Math.round(mean), p: [1] };
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  const p: number[] = [];
  let previous = 0;
  for (let k = lo; k <= hi; k += 1) {
    const upper = k === hi ? 1 : normalCdf((k + 0.5 - mean) / sd);
    p.push(upper - previous);
    previous = upper;
  }
  return { offset: lo, p };
}

/** Logistic function. */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Clamps a value into [lo, hi]. */
export function clamp(value: number, lo: number, hi: number): number {
  return value < lo ? lo : value > hi ? hi : value;
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  const q0 = clamp(p, 1e-12, 1 - 1e-12);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (q0 < low) {
    const q = Math.sqrt(-2 * Math.log(q0));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (q0 > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - q0));
    return (
      -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  const q = q0 - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}
