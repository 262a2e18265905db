import { describe, expect, it } from 'vitest';
import { loginRateLimitKey } from './rate-limit-key.ts';
import { parseLoginIdentifier, randomAccountNumber } from './users.ts';
import { randomBytes } from 'node:crypto';

describe('parseLoginIdentifier', () => {
  it('reads e-mails, international phones and account numbers', () => {
    expect(parseLoginIdentifier(' Ann@Example.COM ')).toEqual({
      kind: 'email',
      value: 'ann@example.com',
    });
    expect(parseLoginIdentifier('+7 (916) 123-45-67')).toEqual({
      kind: 'phone',
      value: '+79161234567',
    });
    expect(parseLoginIdentifier('123456789')).toEqual({ kind: 'login', value: 123456789 });
    expect(parseLoginIdentifier('916 123 45 67', '+7')).toEqual({
      kind: 'phone',
      value: '+79161234567',
    });
  });
  it('marks anything else invalid (it is still counted, never looked up)', () => {
    expect(parseLoginIdentifier('12345').kind).toBe('invalid');
    expect(parseLoginIdentifier("' OR 1=1 --").kind).toBe('invalid');
    expect(parseLoginIdentifier('+7abc').kind).toBe('invalid');
  });
});

describe('randomAccountNumber', () => {
  it('always has nine digits', () => {
    for (let i = 0; i < 1000; i++)
      expect(String(randomAccountNumber(randomBytes))).toMatch(/^[1-9]\d{8}$/);
  });
});

describe('loginRateLimitKey', () => {
  it('gives a stable key per account named in a login body', () => {
    expect(loginRateLimitKey({ login: 'ANN@example.com', password: 'x' })).toBe(
      'email:ann@example.com',
    );
    expect(loginRateLimitKey({ login: '9161234567', phoneCode: '7', password: 'x' })).toBe(
      'phone:+79161234567',
    );
    expect(loginRateLimitKey({ login: '123456789', password: 'x' })).toBe('login:123456789');
    expect(loginRateLimitKey({ login: 'nonsense', password: 'x' })).toBe(null);
    expect(loginRateLimitKey('not an object')).toBe(null);
  });
});
