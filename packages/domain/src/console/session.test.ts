import { describe, expect, it } from 'vitest';
import { CONSOLE_ABSOLUTE_MS, CONSOLE_IDLE_MS, consoleSessionExpiry } from './session.ts';

describe('console session expiry', () => {
  it('slides 15 minutes from the last request', () => {
    expect(CONSOLE_IDLE_MS).toBe(15 * 60_000);
    expect(consoleSessionExpiry(0, 60_000)).toBe(60_000 + CONSOLE_IDLE_MS);
  });

  it('never passes 8 hours after the sign-in', () => {
    expect(CONSOLE_ABSOLUTE_MS).toBe(8 * 3_600_000);
    const late = CONSOLE_ABSOLUTE_MS - 60_000;
    expect(consoleSessionExpiry(0, late)).toBe(CONSOLE_ABSOLUTE_MS);
  });
});
