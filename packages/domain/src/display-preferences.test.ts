import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE_OFFSET,
  formatUtcOffset,
  parseHour12,
  parseTheme,
  parseTimeZoneOffset,
  readDisplayPreferences,
  themeCookieValue,
} from './display-preferences.ts';

describe('display preferences', () => {
  it('reads appTheme 0/1 and treats anything else as not chosen', () => {
    expect(parseTheme('1')).toBe('dark');
    expect(parseTheme('0')).toBe('light');
    expect(parseTheme('2')).toBeNull();
    expect(parseTheme('')).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
    expect(themeCookieValue('dark')).toBe('1');
    expect(themeCookieValue('light')).toBe('0');
  });

  it('reads tzo as whole hours within −12…+14, defaulting to +3', () => {
    expect(parseTimeZoneOffset('5')).toBe(5);
    expect(parseTimeZoneOffset('-11')).toBe(-11);
    expect(parseTimeZoneOffset('+14')).toBe(14);
    expect(parseTimeZoneOffset('15')).toBe(DEFAULT_TIME_ZONE_OFFSET);
    expect(parseTimeZoneOffset('3.5')).toBe(DEFAULT_TIME_ZONE_OFFSET);
    expect(parseTimeZoneOffset('abc')).toBe(DEFAULT_TIME_ZONE_OFFSET);
    expect(parseTimeZoneOffset(null)).toBe(3);
  });

  it('reads is12h', () => {
    expect(parseHour12('1')).toBe(true);
    expect(parseHour12('true')).toBe(true);
    expect(parseHour12('0')).toBe(false);
    expect(parseHour12('yes')).toBeNull();
    expect(parseHour12(null)).toBeNull();
  });

  it('reads all preferences from a cookie lookup', () => {
    const jar: Record<string, string> = { appTheme: '1', tzo: '-5', is12h: '1' };
    expect(readDisplayPreferences((n) => jar[n])).toEqual({
      theme: 'dark',
      timeZoneOffset: -5,
      hour12: true,
    });
    expect(readDisplayPreferences(() => null)).toEqual({
      theme: null,
      timeZoneOffset: 3,
      hour12: null,
    });
  });

  it('formats an offset for people', () => {
    expect(formatUtcOffset(3)).toBe('UTC+3');
    expect(formatUtcOffset(-5)).toBe('UTC\u22125');
    expect(formatUtcOffset(0)).toBe('UTC');
  });
});
