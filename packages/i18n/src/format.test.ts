import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, toTimeZone } from './format.ts';

describe('format', () => {
  const instant = Date.UTC(2026, 10, 22, 18, 5);
  it('formats numbers per locale', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
  });
  it('formats money from minor units', () => {
    expect(formatMoney('en', 12345, 'USD')).toBe('US$123.45');
    expect(formatMoney('ru', 12345n, 'RUB')).toMatch(/^123,45\s₽$/);
  });
  it('honours the time zone and the 12/24-hour setting', () => {
    expect(formatDateTime('en', instant, { timeZone: 3 })).toContain('21:05');
    expect(formatDateTime('en', instant, { timeZone: 0, hour12: true })).toMatch(/6:05\s?pm/i);
  });
  it('maps hour offsets to zones', () => {
    expect(toTimeZone(3)).toBe('Etc/GMT-3');
    expect(toTimeZone(-5)).toBe('Etc/GMT+5');
    expect(toTimeZone(99)).toBe('UTC');
  });
});
