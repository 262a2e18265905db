import { describe, expect, it } from 'vitest';
import {
  bffConfigQuerySchema,
  countryHeaderSchema,
  siteConfigGroupsQuerySchema,
} from './site-config-api.ts';
import {
  SITE_CONFIG_KEYS,
  checkSiteConfig,
  resolveLocalizedText,
  siteConfigDefaults,
  siteConfigFields,
  siteConfigSchema,
} from './site-config.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('site configuration schema', () => {
  it('has a valid default for every field of spec §3, and our language fields', () => {
    const defaults = siteConfigDefaults();
    expect(siteConfigSchema.parse(defaults)).toEqual(defaults);
    for (const key of [
      'isRegistrationAllowed',
      'isVipDomain',
      'isShowRegistrationWidget',
      'isRegistrationButtonDisabled',
      'isShowIdentification',
      'isShowPaymentPageOnlyAuth',
      'availableRoutes',
      'isAutoLogoffEnable',
      'autoLogoffInactiveMinutes',
      'registrationReminder',
      'minAge',
      'isAgeGateEnabled',
      'ageGateStorage',
      'companyName',
      'geoCountryId',
      'geoCurrency',
      'isOneTapAuthEnabled',
      'consultantParams',
      'langsHiddenCallback',
      'isAvailableCallback',
      'show_one_click',
      'showRatingBookmakers',
      'responsibleGamblingLogoIds',
      'responsibleGamblingLinkIds',
      'ref_id',
      'group_id',
      'isPwa',
      'pwaManifest',
      'showVipBet',
      'isAvailableCouponBonusBet',
      'couponTypesWithMinAmount',
      'couponTypesWithMaxAmount',
      'amountTemplate',
      'isAvailableConfirmTerms',
      'isShowCookieAgreePopup',
      'isLoggingClientCookiesAgreement',
      'defaultBettingView',
      'defaultMarketsNameTypeSettings',
      'coefFormatByLang',
      'coefFormatByGeo',
      'geoCurrencyCode',
      'promoBonusToOffer',
      'thirdPartyHasFirstDepositRedirect',
      'maintenance',
      'twelveHourFormat',
      'licenceMetaTag',
      'fatmanApiKey',
      'langHiddenUnauthorized',
      'isMainVipDomainAuthNeed',
      'geoAuthReqVipCountries',
      'geo_with_twelve_format',
      'footer',
      'contacts',
      'languages',
      'defaultLanguage',
      'useBrowserLanguage',
      'countryCode',
    ]) {
      expect(SITE_CONFIG_KEYS).toContain(key);
    }
    expect(defaults.languages).toEqual([
      'ru',
      'en',
      'uk',
      'kk',
      'az',
      'tr',
      'es',
      'pt',
      'de',
      'fr',
      'ar',
    ]);
    expect(defaults).toMatchObject({
      defaultLanguage: 'ru',
      useBrowserLanguage: true,
      countryCode: 'ru',
      autoLogoffInactiveMinutes: 300,
      pwaManifest: { themeColor: expect.stringMatching(/^#/) as unknown },
      maintenance: { isActive: false, web_state: false, started_at: null },
    });
    expect(checkSiteConfig(defaults)).toEqual([]);
  });

  it('returns fresh default objects, so callers cannot change each other’s defaults', () => {
    const a = siteConfigDefaults();
    a.languages.push('en');
    a.maintenance.isActive = true;
    expect(siteConfigDefaults().languages).toHaveLength(11);
    expect(siteConfigDefaults().maintenance.isActive).toBe(false);
  });

  it('rejects wrong values with a message naming the problem', () => {
    expect(messages(siteConfigFields.languages.safeParse(['en', 'en']))).toEqual([
      'must not repeat a value',
    ]);
    expect(messages(siteConfigFields.languages.safeParse([]))).toEqual([
      'must allow at least one language',
    ]);
    expect(messages(siteConfigFields.countryCode.safeParse('RU'))[0]).toMatch(/lowercase/);
    expect(siteConfigFields.maintenance.safeParse({ started_at: 'tomorrow' }).success).toBe(false);
    expect(
      siteConfigFields.maintenance.parse({ isActive: true, started_at: '2026-05-01T03:00:00Z' }),
    ).toMatchObject({ isActive: true, started_at: '2026-05-01T03:00:00Z', ended_at: null });
    expect(siteConfigFields.footer.safeParse({ socialLinks: [{ name: 'x' }] }).success).toBe(false);
  });

  it('finds inconsistent combinations of fields', () => {
    const config = {
      ...siteConfigDefaults(),
      languages: ['en' as const],
      defaultLanguage: 'ru' as const,
    };
    expect(checkSiteConfig(config)).toEqual(['defaultLanguage "ru" is not among languages (en)']);
    const hidden = {
      ...siteConfigDefaults(),
      langHiddenUnauthorized: siteConfigDefaults().languages,
    };
    expect(checkSiteConfig(hidden)).toHaveLength(2);
  });

  it('resolves localized text by language, then default language, then English', () => {
    expect(resolveLocalizedText('same', 'de', 'ru')).toBe('same');
    const text = { en: 'Licence', ru: 'Лицензия' };
    expect(resolveLocalizedText(text, 'ru', 'en')).toBe('Лицензия');
    expect(resolveLocalizedText(text, 'de', 'ru')).toBe('Лицензия');
    expect(resolveLocalizedText(text, 'de', 'fr')).toBe('Licence');
    expect(resolveLocalizedText({ tr: 'Lisans' }, 'de', 'fr')).toBe('Lisans');
  });
});

describe('site configuration query schemas', () => {
  it('parses groups into distinct known ids and an optional language', () => {
    expect(siteConfigGroupsQuerySchema.parse({ groups: '4,1,4', lang: 'en' })).toEqual({
      groups: [4, 1],
      lang: 'en',
    });
    expect(bffConfigQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{}, 'groups is required, e.g. groups=1,2'],
    [{ groups: '' }, 'groups must not be empty, e.g. groups=1,2'],
    [{ groups: '7' }, 'unknown group 7; known groups are 1, 2, 3, 4, 5, 6'],
    [{ groups: '1,x' }, 'groups must be comma-separated numbers; "x" is not one'],
    [{ groups: '1,,2' }, 'groups must be comma-separated numbers; "" is not one'],
    [{ groups: Array(21).fill('1').join(',') }, 'groups lists 21 ids; at most 20 are allowed'],
    [{ groups: ['1', '2'] }, 'groups must be given once'],
    [{ groups: '1', lang: 'EN' }, 'lang must be two lowercase letters, such as "en"'],
    [{ groups: '1', lang: 'xx' }, /^lang "xx" is not a supported language/],
  ])('refuses %j', (query, expected) => {
    const got = messages(siteConfigGroupsQuerySchema.safeParse(query));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(expected);
  });

  it('reads the country header in any case, and refuses what is not a country code', () => {
    expect(countryHeaderSchema.parse(' KZ ')).toBe('kz');
    expect(countryHeaderSchema.safeParse('kaz').success).toBe(false);
  });
});
