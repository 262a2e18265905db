import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  registerRequestSchema,
  smsSendRequestSchema,
  telCodeSchema,
} from './identity.ts';

describe('identity request schemas', () => {
  it('normalise country, currency and the one-click defaults', () => {
    expect(
      registerRequestSchema.parse({ type: 'one_click', countryCode: 'RU', currency: 'rub' }),
    ).toEqual({ type: 'one_click', countryCode: 'ru', currency: 'RUB', bonusChoice: 0 });
  });
  it('refuse unknown types, bad bonus choices and bad e-mails', () => {
    const base = { countryCode: 'ru', currency: 'RUB' };
    expect(registerRequestSchema.safeParse({ ...base, type: 'magic' }).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({ ...base, type: 'one_click', bonusChoice: 3 }).success,
    ).toBe(false);
    expect(
      registerRequestSchema.safeParse({ ...base, type: 'email', email: 'x', password: 'p' })
        .success,
    ).toBe(false);
  });
  it('enforce the leading + and digits-only numbers (spec §5)', () => {
    expect(telCodeSchema.parse('7')).toBe('+7');
    expect(
      smsSendRequestSchema.parse({
        phoneCode: '380',
        phoneNumber: '(50) 123-45-67',
        purpose: 'register',
      }),
    ).toEqual({ phoneCode: '+380', phoneNumber: '501234567', purpose: 'register' });
    expect(telCodeSchema.safeParse('+12345').success).toBe(false);
  });
  it('default save to false on login', () => {
    expect(loginRequestSchema.parse({ login: ' a@b.co ', password: 'x' })).toEqual({
      login: 'a@b.co',
      password: 'x',
      save: false,
    });
  });
});
