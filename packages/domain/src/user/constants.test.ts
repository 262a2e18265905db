import { describe, expect, it } from 'vitest';
import { isCaptchaErrorCode } from './constants.ts';

describe('isCaptchaErrorCode', () => {
  it('accepts exactly the codes of spec §8', () => {
    expect([100, 111, 112, 113].every(isCaptchaErrorCode)).toBe(true);
    expect([99, 101, 110, 114, '100', null].some(isCaptchaErrorCode)).toBe(false);
  });
});
