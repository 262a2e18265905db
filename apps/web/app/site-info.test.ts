import type { PublicSiteConfig } from '@playfield/protocol/site-config';
import { describe, expect, it } from 'vitest';
import { siteInfo } from './site-info.ts';

function config(overrides: Partial<PublicSiteConfig>): PublicSiteConfig {
  return {
    companyName: 'Playfield',
    languages: ['ru', 'en', 'kk'],
    defaultLanguage: 'ru',
    useBrowserLanguage: true,
    langHiddenUnauthorized: [],
    isRegistrationAllowed: true,
    isShowRegistrationWidget: true,
    isRegistrationButtonDisabled: false,
    isShowIdentification: false,
    isShowPaymentPageOnlyAuth: false,
    isOneTapAuthEnabled: false,
    isAvailableConfirmTerms: false,
    isShowCookieAgreePopup: false,
    isVipDomain: false,
    isPwa: false,
    themeColor: '#0b1526',
    minAge: 18,
    ageGate: { enabled: false, storage: 'local' },
    registrationReminder: { delaySeconds: 60, intervalMinutes: 1440 },
    autoLogoff: { enabled: false, inactiveMinutes: 30 },
    availableRoutes: [],
    promoBonusToOffer: false,
    twelveHourFormat: false,
    countryCode: 'ru',
    currencyCode: 'RUB',
    defaultBettingView: 0,
    defaultMarketsNameType: 'short',
    coefFormatByLang: {},
    coefFormatByGeo: {},
    maintenance: {
      isActive: false,
      startAt: null,
      finishAt: null,
      notifyStartDate: null,
      notifyEndDate: null,
    },
    ...overrides,
  };
}

describe('siteInfo', () => {
  it('hides the languages reserved for signed-in players from the switcher only', () => {
    const info = siteInfo(config({ langHiddenUnauthorized: ['kk'] }), 'https://x.test', new Date());
    expect(info.switcherLanguages).toEqual(['ru', 'en']);
    expect(info.languages).toEqual(['ru', 'en', 'kk']);
  });

  it('offers the hidden languages to a signed-in player (spec §5: visitors only)', () => {
    const hidden = config({ langHiddenUnauthorized: ['kk'] });
    const info = siteInfo(hidden, 'https://x.test', new Date(), true);
    expect(info.switcherLanguages).toEqual(['ru', 'en', 'kk']);
    expect(siteInfo(hidden, 'https://x.test', new Date(), false).switcherLanguages).toEqual([
      'ru',
      'en',
    ]);
  });

  it('never leaves the switcher empty', () => {
    const info = siteInfo(
      config({ langHiddenUnauthorized: ['ru', 'en', 'kk'] }),
      'https://x.test',
      new Date(),
    );
    expect(info.switcherLanguages).toEqual(['ru', 'en', 'kk']);
  });

  it('sends the age gate only when the flag and a minimum age are set', () => {
    const at = new Date();
    const on = { enabled: true, storage: 'session' as const };
    expect(siteInfo(config({}), 'https://x.test', at).ageGate).toBeNull();
    expect(siteInfo(config({ ageGate: on }), 'https://x.test', at).ageGate).toEqual({
      minAge: 18,
      storage: 'session',
    });
    expect(siteInfo(config({ ageGate: on, minAge: 0 }), 'https://x.test', at).ageGate).toBeNull();
  });

  it('takes the year from the given clock', () => {
    expect(siteInfo(config({}), 'https://x.test', new Date('2031-06-01T00:00:00Z')).year).toBe(
      2031,
    );
  });
});
