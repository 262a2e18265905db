import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomInt } from '../random.ts';
import { arithmeticQuestion, normaliseAnswer, renderCaptchaSvg, svgDataUrl } from './image.ts';
import { leadingZeroBits, solvePow, verifyPow } from './pow.ts';

describe('arithmeticQuestion', () => {
  it('asks a question whose stated answer is right', () => {
    for (let i = 0; i < 200; i++) {
      const q = arithmeticQuestion(randomBytes);
      const m = /^(\d+)([+\-×])(\d+)=\?$/.exec(q.text);
      expect(m, q.text).not.toBe(null);
      const [a, op, b] = [Number(m?.[1]), m?.[2], Number(m?.[3])];
      const want = op === '+' ? a + b : op === '-' ? a - b : a * b;
      expect(q.answer).toBe(String(want));
      expect(want).toBeGreaterThanOrEqual(0);
    }
  });
  it('normalises typed answers', () => {
    expect(normaliseAnswer(' 0 42 ')).toBe('42');
    expect(normaliseAnswer('abc')).toBe('abc');
  });
});

describe('renderCaptchaSvg', () => {
  it('draws paths only: the answer is not in the markup', () => {
    const svg = renderCaptchaSvg('37+45=?', randomBytes);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text|<title|<desc|37\+45/);
    expect(svg.match(/<path/g)?.length).toBeGreaterThanOrEqual(7 + 7);
    expect(svgDataUrl(svg)).toMatch(/^data:image\/svg\+xml;base64,/);
  });
  it('differs every time for the same text', () => {
    expect(renderCaptchaSvg('1+1=?', randomBytes)).not.toBe(renderCaptchaSvg('1+1=?', randomBytes));
  });
});

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x10]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01]))).toBe(7);
  });
  it('accepts a found nonce and refuses others', () => {
    const nonce = solvePow('abc', 10);
    expect(nonce).not.toBe(null);
    expect(verifyPow('abc', 10, nonce ?? '')).toBe(true);
    expect(verifyPow('abd', 30, nonce ?? '')).toBe(false);
    expect(verifyPow('abc', 10, 'not a nonce!')).toBe(false);
  });
});

describe('randomInt', () => {
  it('stays in range and covers it', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = randomInt(randomBytes, 7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });
});
