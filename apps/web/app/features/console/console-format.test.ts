import { describe, expect, it } from 'vitest';
import {
  auditQueryFromSearch,
  auditValue,
  bpToPercent,
  formatCoef,
  formatMinor,
  formatPerCurrency,
  navFor,
  pageCount,
  parseMarginPercent,
  parseScore,
} from './console-format.ts';
import { createIntentKeys } from './intent-keys.ts';
import { consoleLanguage, isConsolePath } from '../../console-language.ts';

describe('navFor', () => {
  it('shows only the sections the permissions allow, and the password page to everyone', () => {
    expect(navFor(['audit.read']).map((item) => item.to)).toEqual([
      '/console/audit',
      '/console/password',
    ]);
    expect(navFor(['sportsbook.read', 'dashboard.read']).map((item) => item.to)).toEqual([
      '/console/dashboard',
      '/console/sportsbook',
      '/console/sportsbook/feed',
      '/console/password',
    ]);
    expect(navFor([]).map((item) => item.to)).toEqual(['/console/password']);
  });
});

describe('numbers', () => {
  it('pages at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('prints prices and margins', () => {
    expect(formatCoef(1850)).toBe('1.85');
    expect(formatCoef(12000)).toBe('12.00');
    expect(bpToPercent(500)).toBe('5');
    expect(bpToPercent(525)).toBe('5.25');
    expect(bpToPercent(550)).toBe('5.5');
  });

  it('reads a margin in percent as basis points within 0–30 %', () => {
    expect(parseMarginPercent('5')).toBe(500);
    expect(parseMarginPercent(' 5,25 ')).toBe(525);
    expect(parseMarginPercent('0')).toBe(0);
    expect(parseMarginPercent('30')).toBe(3000);
    expect(parseMarginPercent('30.01')).toBeNull();
    expect(parseMarginPercent('-1')).toBeNull();
    expect(parseMarginPercent('1.234')).toBeNull();
    expect(parseMarginPercent('abc')).toBeNull();
    expect(parseMarginPercent('')).toBeNull();
  });

  it('reads a score', () => {
    expect(parseScore('3')).toBe(3);
    expect(parseScore('999')).toBe(999);
    expect(parseScore('1000')).toBeNull();
    expect(parseScore('1.5')).toBeNull();
    expect(parseScore('')).toBeNull();
  });

  it('prints minor units per currency', () => {
    expect(formatMinor(1050, 'EUR')).toBe('10.50 EUR');
    expect(formatMinor(-5, 'USD')).toBe('-0.05 USD');
    expect(formatPerCurrency({ EUR: 500, USD: -100, RUB: 0 })).toBe('5.00 EUR, -1.00 USD');
    expect(formatPerCurrency({})).toBe('0');
  });
});

describe('audit', () => {
  it('takes the filters from the address, dropping blanks and malformed values', () => {
    const search = new URLSearchParams(
      'page=2&operatorId=7&action=+auth.login+&objectType=&from=2026-11-26T10:00&to=nonsense&x=1',
    );
    const query = auditQueryFromSearch(search);
    expect(query).toMatchObject({ page: '2', operatorId: '7', action: 'auth.login' });
    expect(query.from).toBe(new Date('2026-11-26T10:00').toISOString());
    expect(query).not.toHaveProperty('to');
    expect(query).not.toHaveProperty('objectType');
    expect(query).not.toHaveProperty('x');
    expect(auditQueryFromSearch(new URLSearchParams('page=0&operatorId=x'))).toEqual({});
  });

  it('prints before and after briefly', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue('x')).toBe('x');
    expect(auditValue({ role: 'admin' })).toBe('{"role":"admin"}');
    expect(auditValue({ long: 'y'.repeat(300) })).toHaveLength(200);
  });
});

describe('intent keys', () => {
  it('keeps one key per intent across retries and a new one after it is forgotten', () => {
    let n = 0;
    const keys = createIntentKeys(() => `key-${++n}`);
    expect(keys.keyFor('approve:1')).toBe('key-1');
    expect(keys.keyFor('approve:1')).toBe('key-1');
    expect(keys.keyFor('approve:2')).toBe('key-2');
    keys.forget('approve:1');
    expect(keys.keyFor('approve:1')).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(createIntentKeys().keyFor('a')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('console language', () => {
  it('is the console cookie’s English or Russian', () => {
    expect(consoleLanguage('ru')).toBe('ru');
    expect(consoleLanguage('de')).toBe('en');
    expect(consoleLanguage(null)).toBe('en');
  });

  it('knows the console paths', () => {
    expect(isConsolePath('/console')).toBe(true);
    expect(isConsolePath('/console/audit.data')).toBe(true);
    expect(isConsolePath('/consoles')).toBe(false);
    expect(isConsolePath('/en')).toBe(false);
  });
});
