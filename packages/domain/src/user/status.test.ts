import { describe, expect, it } from 'vitest';
import type { UserStatusFacts } from './status.ts';
import {
  areContactsFilled,
  isBanned,
  isNotVerified,
  isPending,
  isProfileComplete,
  isVerificationAvailable,
  isVerified,
  protectionBand,
  protectionLevel,
} from './status.ts';

const emptyData: UserStatusFacts['user_data'] = {
  date_birthday: null,
  document_type_id: null,
  inn: null,
  name: null,
  passport: null,
  passport_date: null,
  passport_end_date: null,
  registration_address: null,
  surname: null,
};

const fullData: UserStatusFacts['user_data'] = {
  ...emptyData,
  date_birthday: '1990-01-01',
  name: 'Ann',
  surname: 'Lee',
  passport: '1234 567890',
  passport_date: '2010-05-05',
  registration_address: 'Main st 1',
};

describe('isBanned', () => {
  it('is true only above level 0', () => {
    expect(isBanned({ ban_level: 0 })).toBe(false);
    expect(isBanned({ ban_level: 1 })).toBe(true);
    expect(isBanned({ ban_level: 53 })).toBe(true);
    expect(isBanned({ ban_level: -1 })).toBe(false);
  });
});

describe('isVerified', () => {
  const base = {
    internal_verification_status: 0,
    verification_status_group_code: null,
    requested_additional_document: 0,
  };
  it('accepts internal status 1 or the success group code', () => {
    expect(isVerified(base)).toBe(false);
    expect(isVerified({ ...base, internal_verification_status: 1 })).toBe(true);
    expect(isVerified({ ...base, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' })).toBe(
      true,
    );
    expect(isVerified({ ...base, verification_status_group_code: 'VERIFICATION_PENDING' })).toBe(
      false,
    );
  });
  it('is false while an additional document is requested', () => {
    expect(
      isVerified({ ...base, internal_verification_status: 1, requested_additional_document: 1 }),
    ).toBe(false);
  });
});

describe('simple derivations', () => {
  it('not verified when verification_status is 1', () => {
    expect(isNotVerified({ verification_status: 1 })).toBe(true);
    expect(isNotVerified({ verification_status: 0 })).toBe(false);
    expect(isNotVerified({ verification_status: null })).toBe(false);
  });
  it('pending when user_status_id is 1', () => {
    expect(isPending({ user_status_id: 1 })).toBe(true);
    expect(isPending({ user_status_id: 0 })).toBe(false);
    expect(isPending({ user_status_id: 2 })).toBe(false);
  });
  it('verification available when types are offered', () => {
    expect(isVerificationAvailable({ verification_types: [] })).toBe(false);
    expect(isVerificationAvailable({ verification_types: [3] })).toBe(true);
  });
});

describe('isProfileComplete', () => {
  it('needs birth date, name, surname, passport, passport date and address', () => {
    expect(isProfileComplete({ user_data: fullData })).toBe(true);
    expect(isProfileComplete({ user_data: emptyData })).toBe(false);
    for (const key of [
      'date_birthday',
      'name',
      'surname',
      'passport',
      'passport_date',
      'registration_address',
    ] as const) {
      expect(isProfileComplete({ user_data: { ...fullData, [key]: null } }), key).toBe(false);
      expect(isProfileComplete({ user_data: { ...fullData, [key]: '  ' } }), key).toBe(false);
    }
  });
  it('does not need inn or passport end date', () => {
    expect(
      isProfileComplete({ user_data: { ...fullData, inn: null, passport_end_date: null } }),
    ).toBe(true);
  });
});

describe('areContactsFilled', () => {
  it('needs both phone and e-mail', () => {
    expect(areContactsFilled({ phone_number: '9161234567', user_email: 'a@b.c' })).toBe(true);
    expect(areContactsFilled({ phone_number: null, user_email: 'a@b.c' })).toBe(false);
    expect(areContactsFilled({ phone_number: '9161234567', user_email: '' })).toBe(false);
  });
});

describe('protectionBand', () => {
  it('follows the bands of spec §4 at every boundary', () => {
    expect(protectionBand(null)).toBe(null);
    expect(protectionBand(0)).toBe('bad');
    expect(protectionBand(30)).toBe('bad');
    expect(protectionBand(31)).toBe('normal');
    expect(protectionBand(30.5)).toBe('normal');
    expect(protectionBand(69)).toBe('normal');
    expect(protectionBand(70)).toBe('good');
    expect(protectionBand(99)).toBe('good');
    expect(protectionBand(100)).toBe('full');
  });
});

describe('protectionLevel', () => {
  const none = {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
  };
  it('is 0 with nothing on and 100 with everything on', () => {
    expect(protectionLevel(none)).toBe(0);
    expect(
      protectionLevel({
        is_changed_password: true,
        enable_two_factor_auth: true,
        enable_phone_binding: true,
        enable_security_question: true,
        enable_email_auth: true,
      }),
    ).toBe(100);
  });
  it('grows with each method and weighs two-factor most', () => {
    const twoFactor = protectionLevel({ ...none, enable_two_factor_auth: true });
    const phone = protectionLevel({ ...none, enable_phone_binding: true });
    expect(twoFactor).toBeGreaterThan(phone);
    expect(
      protectionLevel({ ...none, enable_two_factor_auth: true, enable_phone_binding: true }),
    ).toBe(twoFactor + phone);
    expect(protectionBand(protectionLevel({ ...none, enable_email_auth: true }))).toBe('bad');
  });
});
