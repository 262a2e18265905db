/**
 * `activation_type` of spec §4: which contacts a user has confirmed.
 * 0 none, 1 e-mail only, 2 both, 3 phone only.
 */
export const ACTIVATION_TYPE = {
  none: 0,
  emailOnly: 1,
  both: 2,
  phoneOnly: 3,
} as const;

export type ActivationType = (typeof ACTIVATION_TYPE)[keyof typeof ACTIVATION_TYPE];

/** Narrows a stored number to an activation type; unknown values read as none. */
export function toActivationType(value: number): ActivationType {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

/** True when the e-mail is confirmed (types 1 and 2). */
export function hasConfirmedEmail(type: ActivationType): boolean {
  return type === ACTIVATION_TYPE.emailOnly || type === ACTIVATION_TYPE.both;
}

/** True when the phone is confirmed (types 2 and 3). */
export function hasConfirmedPhone(type: ActivationType): boolean {
  return type === ACTIVATION_TYPE.phoneOnly || type === ACTIVATION_TYPE.both;
}

function fromFlags(email: boolean, phone: boolean): ActivationType {
  if (email && phone) return ACTIVATION_TYPE.both;
  if (email) return ACTIVATION_TYPE.emailOnly;
  if (phone) return ACTIVATION_TYPE.phoneOnly;
  return ACTIVATION_TYPE.none;
}

/** Result of binding a confirmed phone: the new type, and phone binding turned on. */
export interface PhoneAddedResult {
  activationType: ActivationType;
  enablePhoneBinding: true;
}

/** Adding a confirmed phone moves 0 → 3 and 1 → 2 (2 and 3 stay) and turns on phone binding. */
export function activationAfterPhoneAdded(type: ActivationType): PhoneAddedResult {
  return { activationType: fromFlags(hasConfirmedEmail(type), true), enablePhoneBinding: true };
}

/** Confirming the e-mail moves 0 → 1 and 3 → 2 (1 and 2 stay). */
export function activationAfterEmailVerified(type: ActivationType): ActivationType {
  return fromFlags(true, hasConfirmedPhone(type));
}

/** Unbinding the phone moves 3 → 0 and 2 → 1. */
export function activationAfterPhoneRemoved(type: ActivationType): ActivationType {
  return fromFlags(hasConfirmedEmail(type), false);
}

/** Changing the e-mail address drops its confirmation: 1 → 0 and 2 → 3. */
export function activationAfterEmailChanged(type: ActivationType): ActivationType {
  return fromFlags(false, hasConfirmedPhone(type));
}
