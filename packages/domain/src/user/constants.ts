/** Identity constants of spec §3, §4 and §9. */

/** Registration types of spec §3, plus `one_click`. */
export const REGISTRATION_TYPES = [
  'fast_reg',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'one_click',
] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Bonus choice after registration: 0 refuse, 1 sport bonus, 2 casino bonus. */
export const BONUS_CHOICE = { refuse: 0, sport: 1, casino: 2 } as const;
export type BonusChoice = (typeof BONUS_CHOICE)[keyof typeof BONUS_CHOICE];

/** Ways to save one-click credentials: 0 file, 1 image, 2 e-mail. */
export const SAVE_CREDENTIALS_OPTION = { file: 0, image: 1, email: 2 } as const;
export type SaveCredentialsOption =
  (typeof SAVE_CREDENTIALS_OPTION)[keyof typeof SAVE_CREDENTIALS_OPTION];

/** Auth form states of spec §3. */
export const AUTH_FORM_STATES = [
  'login_password',
  'phone_password',
  'sms',
  'login_password_two_step_code',
] as const;
export type AuthFormState = (typeof AUTH_FORM_STATES)[number];

/** Social sign-in providers of spec §3. */
export const SOCIAL_PROVIDERS = [
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Account types of spec §3/§9: 0 main, 4 bonus, 9 currency account. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** Captcha error codes (spec §8): a 400 with one of these makes the client run a captcha. */
export const CAPTCHA_ERROR_CODES = [100, 111, 112, 113] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

/** Captcha type 2 means the user is logged out when the captcha fails (spec §8, §9). */
export const LOGOUT_CAPTCHA_TYPE = 2;

/** Header that carries a solved captcha when the client retries (spec §5, §8). */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/** The session cookie and the user-agent marker cookie removed at logout (spec §4). */
export const USER_TOKEN_COOKIE = 'user_token';
export const UA_COOKIE = 'ua';

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** True when `code` is one of the captcha error codes of spec §8. */
export function isCaptchaErrorCode(code: unknown): code is CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly unknown[]).includes(code);
}
