// Typed site configuration (spec §3 "Site configuration", §7). Each top-level field is one row of
// the `site_config` table (key = field name, value = JSON), validated by the schema below on every
// write; a key without a row takes the default declared here. Field names follow the spec,
// including its snake_case ones, so operators and the spec speak the same words.
import { SITE_LANGUAGES } from '@playfield/domain/language';
import { z } from 'zod';

/** One of the languages the product ships (`ru`, `en`, ... `ar`). */
export const siteLanguageSchema = z.enum(SITE_LANGUAGES);

/** ISO 3166-1 alpha-2 country code, lowercase (spec §5: country codes are lower-cased). */
export const countryCodeSchema = z
  .string()
  .regex(/^[a-z]{2}$/, 'must be a two-letter lowercase country code such as "ru"');

/** ISO 4217 alphabetic currency code, uppercase. */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter uppercase currency code such as "RUB"');

/** An ISO 8601 date-time with an offset (`2026-05-01T03:00:00Z`), or null when unset. */
const optionalInstant = z.iso.datetime({ offset: true }).nullable();

/**
 * Text an operator may give in one language for all, or per language:
 * `"Licence №1"` or `{"en": "Licence No. 1", "ru": "Лицензия №1"}`.
 */
export const localizedTextSchema = z.union([
  z.string().max(2000),
  z.partialRecord(siteLanguageSchema, z.string().max(2000)),
]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const nonNegativeInt = z.number().int().min(0);
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, 'must not repeat a value');

/** Maintenance window (config group 4). Active when `isActive` or `web_state` is set (spec §4). */
export const maintenanceSchema = z.object({
  started_at: optionalInstant.default(null),
  ended_at: optionalInstant.default(null),
  /** From when visitors are warned that maintenance is coming. */
  notify_started_at: optionalInstant.default(null),
  notify_ended_at: optionalInstant.default(null),
  isActive: z.boolean().default(false),
  web_state: z.boolean().default(false),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** A `<meta>` tag a licensing authority asks for, on the listed domains (config group 6). */
export const licenceMetaTagSchema = z.object({
  /** Host names that carry the tag; empty means no domain does. */
  domains: z.array(z.string().min(1).max(253)).default(() => []),
  name: z.string().max(200).default(''),
  content: z.string().max(2000).default(''),
});
export type LicenceMetaTag = z.infer<typeof licenceMetaTagSchema>;

/** A social network link in the footer (spec §3 "Social link"). */
export const socialLinkSchema = z.object({
  name: z.string().min(1).max(100),
  link: z.url({ protocol: /^https?$/ }),
  iconName: z.string().min(1).max(100),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Footer settings of the Bff config. The footer itself is a remote view (spec §2). */
export const footerConfigSchema = z.object({
  /** Name (served under /mf/<name>/) or absolute URL of the footer remote view. */
  remoteView: z.string().min(1).max(500).default('footer'),
  socialLinks: z
    .array(socialLinkSchema)
    .max(30)
    .default(() => []),
  /** Licence statement printed in the footer; empty shows none. */
  licenceText: localizedTextSchema.default(''),
});

/** Support contacts of the Bff config; null hides a line until the operator sets it. */
export const contactsConfigSchema = z.object({
  email: z.email().nullable().default(null),
  /** International format with a leading `+`. */
  phone: z
    .string()
    .regex(/^\+[0-9 ()-]{4,24}$/, 'must be a phone number in international format')
    .nullable()
    .default(null),
  address: localizedTextSchema.nullable().default(null),
});

/**
 * Every field of the site configuration with its validator and default. The keys are the
 * configuration keys of `npm run config -- get|set KEY VALUE` and the `site_config` table.
 */
export const siteConfigFields = {
  // Identity of the site
  companyName: z.string().min(1).max(100).default('Playfield'),
  /** Site group id sent with Bff config (a brand's group of domains). */
  group_id: nonNegativeInt.default(1),
  /** Referral id the site attributes visitors to when they arrive without one. */
  ref_id: nonNegativeInt.nullable().default(null),
  isVipDomain: z.boolean().default(false),
  /** The main VIP domain demands authorisation before showing the site (spec §5). */
  isMainVipDomainAuthNeed: z.boolean().default(false),
  /** Countries whose visitors must authorise on the VIP domain (Bff `geoAuthReqVip`). */
  geoAuthReqVipCountries: uniqueList(countryCodeSchema).default(() => []),
  /** Publishable key of the analytics collector under /fatman-api/ (sent to browsers). */
  fatmanApiKey: z.string().max(200).default(''),

  // Languages (our fields; spec §2 routing)
  /** Languages allowed now, in display order. */
  languages: uniqueList(siteLanguageSchema)
    .min(1, 'must allow at least one language')
    .default(() => [...SITE_LANGUAGES]),
  defaultLanguage: siteLanguageSchema.default('ru'),
  /** Use the browser's Accept-Language when the visitor has no stored language. */
  useBrowserLanguage: z.boolean().default(true),
  /** Languages hidden from visitors who are not signed in (spec §5). */
  langHiddenUnauthorized: uniqueList(siteLanguageSchema).default(() => []),

  // Geography and money
  /** Country assumed when the request carries no country header (spec §9: ru). */
  countryCode: countryCodeSchema.default('ru'),
  /** ISO 3166-1 numeric id of the site's home country. */
  geoCountryId: nonNegativeInt.max(999).default(643),
  /** ISO 4217 numeric id of the site's home currency. */
  geoCurrency: nonNegativeInt.max(999).default(643),
  geoCurrencyCode: currencyCodeSchema.default('RUB'),

  // Registration and account
  isRegistrationAllowed: z.boolean().default(true),
  isShowRegistrationWidget: z.boolean().default(true),
  isRegistrationButtonDisabled: z.boolean().default(false),
  isShowIdentification: z.boolean().default(false),
  isOneTapAuthEnabled: z.boolean().default(false),
  /** Minimum player age for the age gate (spec §5). */
  minAge: z.number().int().min(0).max(99).default(18),
  /**
   * The age gate's feature flag (spec §5): with it and `minAge`, every visitor confirms their
   * age before using the site. Off by default (decision 017).
   */
  isAgeGateEnabled: z.boolean().default(false),
  /** Where the age confirmation is kept for 3 days: local, or session storage on some setups. */
  ageGateStorage: z.enum(['local', 'session']).default('local'),
  /**
   * Registration reminder popup for visitors (spec §3, §4): first shown `delaySeconds` after
   * the page is ready, then again after `intervalMinutes` (0 = never again once shown).
   */
  registrationReminder: z
    .object({
      delaySeconds: z.number().int().min(0).max(86_400).default(60),
      intervalMinutes: z.number().int().min(0).max(525_600).default(1440),
    })
    .default(() => ({ delaySeconds: 60, intervalMinutes: 1440 })),
  isAutoLogoffEnable: z.boolean().default(false),
  /** Idle minutes before auto log-off (spec §9: 18e6 ms = 300 min). */
  autoLogoffInactiveMinutes: z.number().int().min(1).max(1440).default(300),
  isAvailableConfirmTerms: z.boolean().default(false),

  // Pages and features
  /** Site-feature numbers of the routes that exist (a route whose feature is absent is 404). */
  availableRoutes: uniqueList(nonNegativeInt).default(() => [46, 47]),
  isShowPaymentPageOnlyAuth: z.boolean().default(false),
  isPwa: z.boolean().default(false),
  pwaManifest: z
    .object({
      themeColor: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#0b1f3a"')
        .default('#0b1f3a'),
    })
    .default(() => ({ themeColor: '#0b1f3a' })),
  isShowCookieAgreePopup: z.boolean().default(true),
  isLoggingClientCookiesAgreement: z.boolean().default(false),
  /** Show bonus offers instead of bonuses (spec §2: picks the route variant). */
  promoBonusToOffer: z.boolean().default(false),
  thirdPartyHasFirstDepositRedirect: z.boolean().default(false),
  showRatingBookmakers: z.boolean().default(false),
  responsibleGamblingLogoIds: uniqueList(nonNegativeInt).default(() => []),
  responsibleGamblingLinkIds: uniqueList(nonNegativeInt).default(() => []),

  // Support
  consultantParams: z
    .object({ consultant_id: z.string().min(1).max(200).nullable().default(null) })
    .default(() => ({ consultant_id: null })),
  isAvailableCallback: z.boolean().default(false),
  /** Languages in which the support callback is not offered. */
  langsHiddenCallback: uniqueList(siteLanguageSchema).default(() => []),

  // Betting
  show_one_click: z.boolean().default(true),
  showVipBet: z.boolean().default(false),
  isAvailableCouponBonusBet: z.boolean().default(false),
  /** Coupon types to which the minimum stake applies. */
  couponTypesWithMinAmount: uniqueList(nonNegativeInt).default(() => []),
  /** Coupon types to which the maximum stake applies (never to a bonus account). */
  couponTypesWithMaxAmount: uniqueList(nonNegativeInt).default(() => []),
  /** Quick-stake buttons per currency, in integer minor units. */
  amountTemplate: z
    .record(currencyCodeSchema, z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)))
    .default(() => ({
      RUB: [10_000, 50_000, 100_000, 500_000],
      USD: [500, 1_000, 2_500, 10_000],
      EUR: [500, 1_000, 2_500, 10_000],
    })),
  /** 0 European, 1 Asian (the app view type). */
  defaultBettingView: z.union([z.literal(0), z.literal(1)]).default(0),
  defaultMarketsNameTypeSettings: z.enum(['short', 'full']).default('short'),
  /** Odds format id per language; formats outside the allowed list are ignored (spec §5). */
  coefFormatByLang: z.partialRecord(siteLanguageSchema, nonNegativeInt).default(() => ({})),
  /** Odds format id per country. */
  coefFormatByGeo: z.record(countryCodeSchema, nonNegativeInt).default(() => ({})),

  // Config groups and Bff parts
  maintenance: maintenanceSchema.default(() => maintenanceSchema.parse({})),
  /** Site-wide twelve-hour clock (config group 5). */
  twelveHourFormat: z.boolean().default(false),
  licenceMetaTag: licenceMetaTagSchema.default(() => licenceMetaTagSchema.parse({})),
  /** Countries that read time on a twelve-hour clock (Bff `customizeConfig`). */
  geo_with_twelve_format: uniqueList(countryCodeSchema).default(() => [
    'us',
    'ca',
    'au',
    'in',
    'ph',
    'eg',
    'sa',
  ]),
  footer: footerConfigSchema.default(() => footerConfigSchema.parse({})),
  contacts: contactsConfigSchema.default(() => contactsConfigSchema.parse({})),

  // Payments (issue 15)
  /**
   * A withdrawal above this amount (major units, in any currency) waits for an operator's
   * review in the console before it goes to the provider. The default reviews none by amount
   * (players flagged for review still wait).
   */
  withdrawalReviewThreshold: z.number().nonnegative().max(1e12).default(1e12),
};

/** Zod schema of the whole site configuration: every field defaults. */
export const siteConfigSchema = z.object(siteConfigFields);

/** The whole site configuration, as the server holds it. */
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** A configuration key (`companyName`, `maintenance`, ...). */
export type SiteConfigKey = keyof SiteConfig;

/** Every configuration key, in declaration order. */
export const SITE_CONFIG_KEYS = Object.keys(siteConfigFields) as SiteConfigKey[];

/** True when `key` names a site configuration field. */
export function isSiteConfigKey(key: string): key is SiteConfigKey {
  return Object.hasOwn(siteConfigFields, key);
}

/** The configuration with every field at its default. */
export function siteConfigDefaults(): SiteConfig {
  return siteConfigSchema.parse({});
}

/**
 * Rules that tie fields together, checked on every write after the single field is valid.
 * Returns the problems as sentences; empty when the configuration is consistent.
 */
export function checkSiteConfig(config: SiteConfig): string[] {
  const problems: string[] = [];
  if (!config.languages.includes(config.defaultLanguage)) {
    problems.push(
      `defaultLanguage "${config.defaultLanguage}" is not among languages (${config.languages.join(', ')})`,
    );
  }
  if (config.langHiddenUnauthorized.includes(config.defaultLanguage)) {
    problems.push(
      `defaultLanguage "${config.defaultLanguage}" must not be hidden by langHiddenUnauthorized`,
    );
  }
  if (config.languages.every((l) => config.langHiddenUnauthorized.includes(l))) {
    problems.push('langHiddenUnauthorized hides every allowed language from visitors');
  }
  return problems;
}

/**
 * The text of `text` for `lang`: the language's own entry, else the default language's, else
 * English, else the first one given; a plain string serves every language.
 */
export function resolveLocalizedText(
  text: LocalizedText,
  lang: string,
  defaultLanguage: string,
): string {
  if (typeof text === 'string') return text;
  const table = text as Partial<Record<string, string>>;
  return table[lang] ?? table[defaultLanguage] ?? table.en ?? Object.values(table)[0] ?? '';
}

/**
 * The part of the site configuration that is safe to send to a browser: the shell reads it from
 * the request context. It never holds secrets; derive it with the site-config service.
 */
export interface PublicSiteConfig {
  companyName: string;
  /** Languages allowed now, in display order. */
  languages: string[];
  defaultLanguage: string;
  /** Use the browser's Accept-Language when the visitor has no stored language. */
  useBrowserLanguage: boolean;
  /** Languages not offered to visitors who are not signed in. */
  langHiddenUnauthorized: string[];
  isRegistrationAllowed: boolean;
  isShowRegistrationWidget: boolean;
  isRegistrationButtonDisabled: boolean;
  isShowIdentification: boolean;
  isShowPaymentPageOnlyAuth: boolean;
  isOneTapAuthEnabled: boolean;
  isAvailableConfirmTerms: boolean;
  isShowCookieAgreePopup: boolean;
  isVipDomain: boolean;
  isPwa: boolean;
  themeColor: string;
  minAge: number;
  /** The age gate (spec §5): its flag and where the confirmation is stored. */
  ageGate: { enabled: boolean; storage: 'local' | 'session' };
  /** Registration reminder popup timing (spec §4). */
  registrationReminder: { delaySeconds: number; intervalMinutes: number };
  autoLogoff: { enabled: boolean; inactiveMinutes: number };
  availableRoutes: number[];
  promoBonusToOffer: boolean;
  /** Default clock of the site (config group 5). */
  twelveHourFormat: boolean;
  /** Country assumed when the request carries none. */
  countryCode: string;
  currencyCode: string;
  defaultBettingView: 0 | 1;
  defaultMarketsNameType: 'short' | 'full';
  /** Odds format id per language and per country (the default before a visitor chooses). */
  coefFormatByLang: Partial<Record<string, number>>;
  coefFormatByGeo: Record<string, number>;
  /**
   * Maintenance as the shell needs it: `isActive` already combines the flag and `web_state`;
   * the instants are ISO 8601 strings or null.
   */
  maintenance: {
    isActive: boolean;
    startAt: string | null;
    finishAt: string | null;
    notifyStartDate: string | null;
    notifyEndDate: string | null;
  };
}
