import { describe, expect, it } from 'vitest';
import { formatAmount, fromMinor, quickAmounts, toMinor } from './money.ts';

describe('toMinor / fromMinor', () => {
  it('reads decimal strings exactly, with no float on the way', () => {
    expect(toMinor('123.45')).toBe(12345n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('900719925474099.99')).toBe(90071992547409999n);
    expect(fromMinor(150000n)).toBe('1500.00');
    expect(fromMinor(5n)).toBe('0.05');
  });

  it('refuses what is not a plain amount', () => {
    for (const bad of ['', '1e2', '-5', '0.001', 'NaN', '1,5']) expect(toMinor(bad)).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('offers ten times the spec §9 stake quick amounts within the limits', () => {
    expect(quickAmounts('RUB', '100.00', '600000.00')).toEqual([
      '1500.00',
      '3000.00',
      '7500.00',
      '15000.00',
    ]);
    expect(quickAmounts('USD', '1.00', '100.00')).toEqual(['50.00', '100.00']);
  });

  it('uses the minimum for a currency without spec defaults', () => {
    expect(quickAmounts('TRY', '50.00', '300000.00')).toEqual([
      '50.00',
      '100.00',
      '250.00',
      '500.00',
    ]);
  });
});

describe('formatAmount', () => {
  it('formats in the language with the currency', () => {
    expect(formatAmount('en', '1500.5', 'USD')).toMatch(/^(US)?\$1,500\.50$/);
  });
});
