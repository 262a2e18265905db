import { describe, expect, it } from 'vitest';
import { createSeededRandom, randomPoisson } from './random.ts';

describe('createSeededRandom', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    const a = createSeededRandom(7);
    const b = createSeededRandom(7);
    const c = createSeededRandom(8);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('forks independent streams that do not depend on how far the parent ran', () => {
    const a = createSeededRandom(1);
    const b = createSeededRandom(1);
    b.next();
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });

  it('draws Poisson numbers with the right mean', () => {
    const r = createSeededRandom(3);
    let sum = 0;
    for (let i = 0; i < 20_000; i += 1) sum += randomPoisson(r, 2.6);
    expect(sum / 20_000).toBeCloseTo(2.6, 1);
  });
});
