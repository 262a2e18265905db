import type { PublicSiteConfig } from '@playfield/protocol/site-config';

/** What the shell's components need from the site configuration (sent to the browser). */
export interface SiteInfo {
  companyName: string;
  /** Every allowed language (hreflang alternates). */
  languages: string[];
  /**
   * Languages the switcher and footer offer: every allowed one to a signed-in player; to a
   * visitor, those not hidden by `langHiddenUnauthorized` (spec §5: visitors only).
   */
  switcherLanguages: string[];
  defaultLanguage: string;
  publicUrl: string;
  /** Registration is offered: allowed by the site and not a VIP domain (spec §5). */
  isRegistrationAllowed: boolean;
  isRegistrationButtonDisabled: boolean;
  minAge: number;
  /** The age gate (spec §5) when the site turns it on and sets a minimum age; else null. */
  ageGate: { minAge: number; storage: 'local' | 'session' } | null;
  themeColor: string;
  maintenance: PublicSiteConfig['maintenance'];
  /** The current year on the server, for the footer's copyright line. */
  year: number;
}

/** Picks the browser-safe fields the shell uses; nothing else of the config leaves the server. */
export function siteInfo(
  config: PublicSiteConfig,
  publicUrl: string,
  now: Date,
  signedIn = false,
): SiteInfo {
  const hidden = new Set(signedIn ? [] : config.langHiddenUnauthorized);
  const switcher = config.languages.filter((l) => !hidden.has(l));
  return {
    companyName: config.companyName,
    languages: config.languages,
    switcherLanguages: switcher.length > 0 ? switcher : config.languages,
    defaultLanguage: config.defaultLanguage,
    publicUrl,
    // Spec §5: registration is hidden on VIP domains.
    isRegistrationAllowed: config.isRegistrationAllowed && !config.isVipDomain,
    isRegistrationButtonDisabled: config.isRegistrationButtonDisabled,
    minAge: config.minAge,
    ageGate:
      config.ageGate.enabled && config.minAge > 0
        ? { minAge: config.minAge, storage: config.ageGate.storage }
        : null,
    themeColor: config.themeColor,
    maintenance: config.maintenance,
    year: now.getUTCFullYear(),
  };
}
