import { describe, expect, it } from 'vitest';
import { percentile } from './feed.ts';

describe('percentile', () => {
  it('takes the nearest rank of ascending values', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(Float64Array.from([7]), 99)).toBe(7);
    expect(percentile(new Float64Array(0), 50)).toBeNaN();
  });
});
