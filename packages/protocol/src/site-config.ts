// Typed site configuration (spec §3 "Site configuration"). The db/site-config work owns this
// file and completes it; the shape below is the part the shell needs from the start.

/** The part of the site configuration that is safe to send to a browser. */
export interface PublicSiteConfig {
  companyName: string;
  /** Languages allowed now, in display order. */
  languages: string[];
  defaultLanguage: string;
  /** Use the browser's Accept-Language when the visitor has no stored language. */
  useBrowserLanguage: boolean;
  isRegistrationAllowed: boolean;
  maintenance: { isActive: boolean; startAt: string | null; finishAt: string | null };
}
