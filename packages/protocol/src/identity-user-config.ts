// `GET /web-api/user/config` (spec §3 "User config"). Field names are the spec's, snake_case
// and camelCase mixed as it gives them, so the derivations in @playfield/domain (isBanned,
// isVerified, …) take this object as it is.
import { z } from 'zod';

const nullableText = z.string().nullable();

export const userPersonalDataSchema = z.object({
  date_birthday: nullableText,
  document_type_id: z.number().int().nullable(),
  inn: nullableText,
  name: nullableText,
  passport: nullableText,
  passport_date: nullableText,
  passport_end_date: nullableText,
  registration_address: nullableText,
  surname: nullableText,
});

export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});

export const userConfigSchema = z.object({
  user_id: z.number().int(),
  /** The account number (login of one-click players). */
  user_login: z.string(),
  disallow_line_sport: z.array(z.number().int()),
  disallow_live_sport: z.array(z.number().int()),
  phone_number: nullableText,
  phone_code: nullableText,
  user_email: nullableText,
  user_name: nullableText,
  user_country_code: z.string(),
  user_country_id: z.number().int().nullable(),
  user_currency: z.string(),
  /** 0 none, 1 e-mail only, 2 both, 3 phone only. */
  activation_type: z.number().int(),
  user_ref_id: nullableText,
  user_msg_count: z.number().int(),
  isRequiredTransfer: z.boolean(),
  is_active_secure_question: z.boolean(),
  user_hide_balance: z.boolean(),
  /** Days since the password was last changed (0 when never changed). */
  changed_pass_day_count: z.number().int(),
  user_data: userPersonalDataSchema,
  protection_level: z.number().int().nullable(),
  protection_methods: protectionMethodsSchema,
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  ban_level: z.number().int(),
  ban_version: z.number().int(),
  user_status_id: z.number().int(),
  internal_verification_status: z.number().int().nullable(),
  verification_status: z.number().int().nullable(),
  verification_types: z.array(z.number().int()),
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  /** The player still has to complete personal data asked after a quick registration. */
  isDataAfterRegistration: z.boolean(),
  verification_status_group_code: nullableText,
  requested_additional_document: z.union([z.literal(0), z.literal(1)]),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  /** Days left to confirm the e-mail; null when confirmed or no e-mail. */
  remaining_days_to_activate: z.number().int().nullable(),
  recharge_notification: z.boolean(),
  recharge_button: z.boolean(),
  recharge_button_text_id: z.number().int().nullable(),
  bonus_choice: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  time_zone: z.number().int(),
  two_factor_enabled: z.boolean(),
  mailing: z.object({
    enable_mail_news: z.boolean(),
    enable_mail_deposit: z.boolean(),
    enable_mail_bets: z.boolean(),
    enable_sms_news: z.boolean(),
  }),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
