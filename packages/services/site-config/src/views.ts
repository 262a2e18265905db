import { resolveLocalizedText } from '@playfield/protocol/site-config';
import type { PublicSiteConfig, SiteConfig } from '@playfield/protocol/site-config';
import type {
  BffConfig,
  SiteConfigGroupId,
  SiteConfigGroupValues,
  SiteConfigGroupsResponse,
} from '@playfield/protocol/site-config-api';
import type { SiteLanguage } from '@playfield/domain/language';

// Pure projections of the configuration: what each endpoint and the shell may see of it.

/** Who is asking: their language and country (both already validated). */
export interface ViewContext {
  /** Default: the configured default language. */
  lang?: SiteLanguage;
  /** Lowercase ISO country code. Default: the configured country. */
  countryCode?: string;
}

/**
 * The browser-safe part of the configuration the shell reads on every request. Maintenance
 * is active when its flag or its `web_state` is set (spec §4).
 */
export function toPublicSiteConfig(config: SiteConfig): PublicSiteConfig {
  const m = config.maintenance;
  return {
    companyName: config.companyName,
    languages: [...config.languages],
    defaultLanguage: config.defaultLanguage,
    useBrowserLanguage: config.useBrowserLanguage,
    langHiddenUnauthorized: [...config.langHiddenUnauthorized],
    isRegistrationAllowed: config.isRegistrationAllowed,
    isShowRegistrationWidget: config.isShowRegistrationWidget,
    isRegistrationButtonDisabled: config.isRegistrationButtonDisabled,
    isShowIdentification: config.isShowIdentification,
    isShowPaymentPageOnlyAuth: config.isShowPaymentPageOnlyAuth,
    isOneTapAuthEnabled: config.isOneTapAuthEnabled,
    isAvailableConfirmTerms: config.isAvailableConfirmTerms,
    isShowCookieAgreePopup: config.isShowCookieAgreePopup,
    isVipDomain: config.isVipDomain,
    isPwa: config.isPwa,
    themeColor: config.pwaManifest.themeColor,
    minAge: config.minAge,
    ageGate: { enabled: config.isAgeGateEnabled, storage: config.ageGateStorage },
    registrationReminder: { ...config.registrationReminder },
    autoLogoff: {
      enabled: config.isAutoLogoffEnable,
      inactiveMinutes: config.autoLogoffInactiveMinutes,
    },
    availableRoutes: [...config.availableRoutes],
    promoBonusToOffer: config.promoBonusToOffer,
    twelveHourFormat: config.twelveHourFormat,
    countryCode: config.countryCode,
    currencyCode: config.geoCurrencyCode,
    defaultBettingView: config.defaultBettingView,
    defaultMarketsNameType: config.defaultMarketsNameTypeSettings,
    coefFormatByLang: { ...config.coefFormatByLang },
    coefFormatByGeo: { ...config.coefFormatByGeo },
    maintenance: {
      isActive: m.isActive || m.web_state,
      startAt: m.started_at,
      finishAt: m.ended_at,
      notifyStartDate: m.notify_started_at,
      notifyEndDate: m.notify_ended_at,
    },
  };
}

function country(config: SiteConfig, context: ViewContext): string {
  return context.countryCode ?? config.countryCode;
}

/** Body of `GET /bff-api/config/all.json` for this visitor. */
export function toBffConfig(config: SiteConfig, context: ViewContext): BffConfig {
  const lang = context.lang ?? config.defaultLanguage;
  const geo = country(config, context);
  const text = (value: SiteConfig['footer']['licenceText']) =>
    resolveLocalizedText(value, lang, config.defaultLanguage);
  return {
    config: {
      companyName: config.companyName,
      group_id: config.group_id,
      fatmanApiKey: config.fatmanApiKey,
      langHiddenUnauthorized: [...config.langHiddenUnauthorized],
      isAvailableConfirmTerms: config.isAvailableConfirmTerms,
      isMainVipDomainAuthNeed: config.isMainVipDomainAuthNeed,
      geoAuthReqVip: config.geoAuthReqVipCountries.includes(geo),
    },
    footer: {
      remoteView: config.footer.remoteView,
      socialLinks: config.footer.socialLinks.map((link) => ({ ...link })),
      licenceText: text(config.footer.licenceText),
    },
    contacts: {
      email: config.contacts.email,
      phone: config.contacts.phone,
      address: config.contacts.address === null ? null : text(config.contacts.address),
    },
    customizeConfig: {
      geo_with_twelve_format: [...config.geo_with_twelve_format],
      has_twelve_h_by_geo: config.geo_with_twelve_format.includes(geo),
    },
  };
}

/** The value of one numbered configuration group (spec §3). */
export function groupValue<K extends SiteConfigGroupId>(
  config: SiteConfig,
  id: K,
  context: ViewContext,
): SiteConfigGroupValues[K] {
  const values: SiteConfigGroupValues = {
    1: [...config.languages],
    2: config.defaultLanguage,
    3: country(config, context),
    4: { ...config.maintenance },
    5: config.twelveHourFormat,
    6: { ...config.licenceMetaTag, domains: [...config.licenceMetaTag.domains] },
  };
  return values[id];
}

/** Body of `GET /bff-api/config/group/get`: the requested groups keyed by id. */
export function toGroupsResponse(
  config: SiteConfig,
  ids: readonly SiteConfigGroupId[],
  context: ViewContext,
): SiteConfigGroupsResponse {
  const out: Record<string, unknown> = {};
  for (const id of ids) out[String(id)] = groupValue(config, id, context);
  return out as SiteConfigGroupsResponse;
}
