/**
 * Combinations of legs: the lines of a system (every k of n) and of lucky and patent (every
 * non-empty subset), plus the closed forms that sum their products without listing them.
 */

/**
 * Every k-element combination of the indices 0..n−1 in lexicographic order
 * ([0,1], [0,2], [1,2] for n = 3, k = 2). Yields nothing when k is out of 1..n.
 */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 1 || k > n) return;
  const picked = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...picked];
    let i = k - 1;
    while (i >= 0 && picked[i] === n - k + i) i--;
    if (i < 0) return;
    picked[i] = (picked[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) picked[j] = (picked[j - 1] ?? 0) + 1;
  }
}

/**
 * Every non-empty subset of 0..n−1, by size and then lexicographically (singles, doubles, …):
 * the 2ⁿ − 1 lines of a lucky or a patent.
 */
export function* nonEmptySubsets(n: number): Generator<number[]> {
  for (let k = 1; k <= n; k++) yield* combinations(n, k);
}

/**
 * The elementary symmetric polynomial e_k(x₁…xₙ): the sum over every k-combination of the
 * product of its members, in O(n·k) instead of listing C(n, k) products.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0 || k > values.length) return 0n;
  // e[j] after processing a prefix = e_j of that prefix
  const e: bigint[] = [1n, ...Array.from({ length: k }, () => 0n)];
  for (const x of values) {
    for (let j = k; j >= 1; j--) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * x;
  }
  return e[k] ?? 0n;
}
