import { eq } from 'drizzle-orm';
import { countries } from '@playfield/db/reference';
import {
  hasConfirmedEmail,
  isProfileComplete,
  protectionLevel,
  toActivationType,
} from '@playfield/domain/user';
import type { UserConfig } from '@playfield/protocol/identity-user-config';
import type { IdentityContext } from './context.ts';
import { unauthorized } from './errors.ts';
import { findUserById } from './users.ts';

const DAY = 24 * 60 * 60_000;
/** Days a player has to confirm the e-mail, counted from registration. */
export const ACTIVATION_DAYS = 30;

function bonus(value: number): 0 | 1 | 2 {
  return value === 1 ? 1 : value === 2 ? 2 : 0;
}

/** `GET /web-api/user/config`: the user config of spec §3 for the signed-in user. */
export async function userConfig(ctx: IdentityContext, userId: number): Promise<UserConfig> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  const [[country], ban] = await Promise.all([
    ctx.db
      .select({ numericCode: countries.numericCode })
      .from(countries)
      .where(eq(countries.code, user.countryCode))
      .limit(1),
    // The limits context holds a self-exclusion's ban (spec §2: 53/1); the account's own
    // columns hold only what an operator set.
    ctx.standing.ban(userId),
  ]);
  const now = ctx.now();
  const activationType = toActivationType(user.activationType);
  const methods = {
    is_changed_password: user.passwordChangedAt !== null,
    enable_two_factor_auth: user.twoFactorSecret !== null,
    enable_phone_binding: user.phoneBindingEnabled,
    enable_security_question: user.securityQuestion !== null,
    enable_email_auth: hasConfirmedEmail(activationType),
  };
  const userData = {
    date_birthday: user.birthDate,
    document_type_id: user.documentTypeId,
    inn: user.inn,
    name: user.name,
    passport: user.passport,
    passport_date: user.passportDate,
    passport_end_date: user.passportEndDate,
    registration_address: user.registrationAddress,
    surname: user.surname,
  };
  const daysSinceRegistration = Math.floor((now - user.createdAt.getTime()) / DAY);
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  return {
    user_id: user.id,
    user_login: String(user.login),
    disallow_line_sport: sorted(user.disallowLineSports),
    disallow_live_sport: sorted(user.disallowLiveSports),
    phone_number: user.phoneNumber,
    phone_code: user.phoneCode,
    user_email: user.email,
    user_name: [user.name, user.surname].filter(Boolean).join(' ') || null,
    user_country_code: user.countryCode,
    user_country_id: country?.numericCode ?? null,
    user_currency: user.currency,
    activation_type: activationType,
    user_ref_id: typeof user.referral.refererId === 'string' ? user.referral.refererId : null,
    // Messages arrive with the support and notification issues; there are none to count yet.
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: user.securityQuestion !== null,
    user_hide_balance: user.hideBalance,
    changed_pass_day_count: user.passwordChangedAt
      ? Math.floor((now - user.passwordChangedAt.getTime()) / DAY)
      : 0,
    user_data: userData,
    protection_level: protectionLevel(methods),
    protection_methods: methods,
    should_sync_protection_methods: false,
    is_need_identification: user.isNeedIdentification,
    ban_level: ban?.level ?? user.banLevel,
    ban_version: ban?.version ?? user.banVersion,
    user_status_id: user.userStatusId,
    internal_verification_status: user.internalVerificationStatus,
    verification_status: user.verificationStatus,
    verification_types: user.verificationTypes,
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration:
      (user.registrationType === 'one_click' || user.registrationType === 'phone_reg') &&
      !isProfileComplete({ user_data: userData }),
    verification_status_group_code: user.verificationStatusGroupCode,
    requested_additional_document: user.requestedAdditionalDocument === 1 ? 1 : 0,
    has_deposit: user.hasDeposit,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate:
      user.email && !hasConfirmedEmail(activationType)
        ? Math.max(0, ACTIVATION_DAYS - daysSinceRegistration)
        : null,
    recharge_notification: !user.hasDeposit,
    recharge_button: !user.hasDeposit,
    recharge_button_text_id: null,
    bonus_choice: bonus(user.bonusChoice),
    time_zone: user.timeZone,
    two_factor_enabled: user.twoFactorSecret !== null,
    mailing: {
      enable_mail_news: user.mailNews,
      enable_mail_deposit: user.mailDeposit,
      enable_mail_bets: user.mailBets,
      enable_sms_news: user.smsNews,
    },
  };
}
