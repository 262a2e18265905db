import { describe, expect, it } from 'vitest';
import { barGeometry } from './chart-geometry.ts';
import { schemaType } from './console-format.ts';

describe('barGeometry', () => {
  it('scales the largest value to the full height and leaves gaps', () => {
    const bars = barGeometry([0, 5, 10], 300, 80);
    expect(bars).toHaveLength(3);
    expect(bars[2]).toEqual({ x: 210, y: 0, width: 80, height: 80 });
    expect(bars[1]).toMatchObject({ x: 110, y: 40, height: 40 });
    expect(bars[0]).toMatchObject({ y: 80, height: 0 });
  });

  it('is flat when nothing happened, counts negatives as zero, and is empty without values', () => {
    expect(barGeometry([0, 0], 100, 50).every((bar) => bar.height === 0)).toBe(true);
    expect(barGeometry([-3, 3], 100, 50)[0]?.height).toBe(0);
    expect(barGeometry([], 100, 50)).toEqual([]);
  });
});

describe('schemaType', () => {
  it('names a JSON Schema type briefly', () => {
    expect(schemaType({ type: 'boolean' })).toBe('boolean');
    expect(schemaType({ type: ['string', 'null'] })).toBe('string | null');
    expect(schemaType({ enum: ['a', 'b'] })).toBe('enum (a, b)');
    expect(schemaType({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toBe('number | null');
    expect(schemaType(null)).toBe('—');
  });
});
