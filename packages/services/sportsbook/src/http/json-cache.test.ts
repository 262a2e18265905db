import { describe, expect, it } from 'vitest';
import { createJsonCache } from './json-cache.ts';

describe('json cache', () => {
  it('keeps the JSON of a key until its version changes', () => {
    const cache = createJsonCache();
    let builds = 0;
    const build = () => ({ n: ++builds });
    expect(cache.get('a', 1, build)).toBe('{"n":1}');
    expect(cache.get('a', 1, build)).toBe('{"n":1}');
    expect(cache.get('a', 2, build)).toBe('{"n":2}');
    expect(cache.getText('b', 1, () => '[1]')).toBe('[1]');
    expect(cache.getText('b', 1, () => '[2]')).toBe('[1]');
  });

  it('does not keep a missing answer, and starts over when full', () => {
    const cache = createJsonCache(2);
    expect(cache.getOrNull('x', 1, () => null)).toBeNull();
    expect(cache.getOrNull('x', 1, () => 1)).toBe('1');
    cache.get('y', 1, () => 2);
    cache.get('z', 1, () => 3);
    expect(cache.get('x', 1, () => 4)).toBe('4');
  });
});
