/**
 * Derived user states of spec §4 ("Banned when ban_level above 0. Verified when …") and the
 * protection-level bands. Inputs use the field names of the user config (spec §3) so the wire
 * object can be passed as it is.
 */

/** The part of the user config (spec §3) the derivations read. */
export interface UserStatusFacts {
  ban_level: number;
  ban_version: number;
  user_status_id: number;
  internal_verification_status: number | null;
  verification_status: number | null;
  verification_status_group_code: string | null;
  /** 0 or 1. */
  requested_additional_document: number;
  verification_types: readonly (number | string)[];
  phone_number: string | null;
  user_email: string | null;
  user_data: UserPersonalData;
}

/** Personal data block of the user config (spec §3 `user_data`). */
export interface UserPersonalData {
  date_birthday: string | null;
  document_type_id: number | null;
  inn: string | null;
  name: string | null;
  passport: string | null;
  passport_date: string | null;
  passport_end_date: string | null;
  registration_address: string | null;
  surname: string | null;
}

/** The group code that marks a finished, successful verification. */
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

/** User status id of an account that is still pending. */
export const PENDING_USER_STATUS_ID = 1;

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Banned when `ban_level` is above 0. */
export function isBanned(user: Pick<UserStatusFacts, 'ban_level'>): boolean {
  return user.ban_level > 0;
}

/**
 * Verified when the internal verification status is 1 or the group code is
 * VERIFICATION_SUCCESSFUL, and no additional document has been requested.
 */
export function isVerified(
  user: Pick<
    UserStatusFacts,
    | 'internal_verification_status'
    | 'verification_status_group_code'
    | 'requested_additional_document'
  >,
): boolean {
  const passed =
    user.internal_verification_status === 1 ||
    user.verification_status_group_code === VERIFICATION_SUCCESSFUL;
  return passed && user.requested_additional_document !== 1;
}

/** Not verified when `verification_status` is 1 (an explicit state, not "not yet verified"). */
export function isNotVerified(user: Pick<UserStatusFacts, 'verification_status'>): boolean {
  return user.verification_status === 1;
}

/** Pending when `user_status_id` is 1. */
export function isPending(user: Pick<UserStatusFacts, 'user_status_id'>): boolean {
  return user.user_status_id === PENDING_USER_STATUS_ID;
}

/** Verification can be started when at least one verification type is offered. */
export function isVerificationAvailable(
  user: Pick<UserStatusFacts, 'verification_types'>,
): boolean {
  return user.verification_types.length > 0;
}

/**
 * Profile complete when birth date, name, surname, passport, passport date and registration
 * address are all filled (blank text counts as empty).
 */
export function isProfileComplete(user: Pick<UserStatusFacts, 'user_data'>): boolean {
  const d = user.user_data;
  return [
    d.date_birthday,
    d.name,
    d.surname,
    d.passport,
    d.passport_date,
    d.registration_address,
  ].every(filled);
}

/** Contacts filled when both the phone number and the e-mail are set. */
export function areContactsFilled(
  user: Pick<UserStatusFacts, 'phone_number' | 'user_email'>,
): boolean {
  return filled(user.phone_number) && filled(user.user_email);
}

/** Band of the protection-level bar. */
export type ProtectionBand = 'bad' | 'normal' | 'good' | 'full';

/**
 * Protection-level band of spec §4: null → null; up to 30 bad; above 30 and below 70
 * normal; 70 to below 100 good; 100 (or more) full.
 */
export function protectionBand(level: number | null): ProtectionBand | null {
  if (level === null || Number.isNaN(level)) return null;
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

/** Protection methods of the user config (spec §3 `protection_methods`). */
export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/**
 * Points each protection method adds to the level. The spec gives only the bands; we weight
 * the methods by how much they resist account takeover: a second factor counts most.
 */
export const PROTECTION_WEIGHTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  enable_two_factor_auth: 35,
  enable_phone_binding: 20,
  enable_email_auth: 20,
  is_changed_password: 10,
  enable_security_question: 15,
};

/** Protection level (0–100) from the methods the user has turned on. */
export function protectionLevel(methods: ProtectionMethods): number {
  let level = 0;
  for (const key of Object.keys(PROTECTION_WEIGHTS) as (keyof ProtectionMethods)[]) {
    if (methods[key]) level += PROTECTION_WEIGHTS[key];
  }
  return Math.min(100, level);
}
