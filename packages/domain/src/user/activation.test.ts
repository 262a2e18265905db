import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_TYPE,
  activationAfterEmailChanged,
  activationAfterEmailVerified,
  activationAfterPhoneAdded,
  activationAfterPhoneRemoved,
  hasConfirmedEmail,
  hasConfirmedPhone,
  toActivationType,
} from './activation.ts';

describe('activation_type transitions', () => {
  it('adding a phone: 0 → 3, 1 → 2, and phone binding on', () => {
    expect(activationAfterPhoneAdded(0)).toEqual({ activationType: 3, enablePhoneBinding: true });
    expect(activationAfterPhoneAdded(1)).toEqual({ activationType: 2, enablePhoneBinding: true });
    expect(activationAfterPhoneAdded(2).activationType).toBe(2);
    expect(activationAfterPhoneAdded(3).activationType).toBe(3);
  });
  it('verifying the e-mail: 0 → 1, 3 → 2', () => {
    expect(activationAfterEmailVerified(0)).toBe(1);
    expect(activationAfterEmailVerified(3)).toBe(2);
    expect(activationAfterEmailVerified(1)).toBe(1);
    expect(activationAfterEmailVerified(2)).toBe(2);
  });
  it('removing the phone or changing the e-mail drops that confirmation', () => {
    expect(activationAfterPhoneRemoved(2)).toBe(1);
    expect(activationAfterPhoneRemoved(3)).toBe(0);
    expect(activationAfterEmailChanged(2)).toBe(3);
    expect(activationAfterEmailChanged(1)).toBe(0);
  });
  it('reads which contacts are confirmed', () => {
    expect([0, 1, 2, 3].map((t) => hasConfirmedEmail(toActivationType(t)))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2, 3].map((t) => hasConfirmedPhone(toActivationType(t)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
  it('reads unknown stored values as none', () => {
    expect(toActivationType(7)).toBe(ACTIVATION_TYPE.none);
    expect(toActivationType(-1)).toBe(ACTIVATION_TYPE.none);
  });
});
