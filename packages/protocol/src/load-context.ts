import type { SiteLanguage } from '@playfield/domain/language';
import type { PublicSiteConfig } from './site-config.ts';

/**
 * What the server hands every React Router loader and action (the typed request context of
 * docs/architecture.md §2). The web app never imports services: it reaches them through this.
 * apps/server builds it per request; apps/web augments React Router's `AppLoadContext` with it.
 * New capabilities are added here as narrow, typed functions (never a service object).
 */
export interface ShellContext {
  /** Per-request CSP nonce for the few inline scripts the framework needs. */
  nonce: string;
  requestId: string;
  /** Language resolved from the path prefix (already validated and allowed). */
  lang: SiteLanguage;
  /** Public site configuration, as cached by the server for this request. */
  config: PublicSiteConfig;
  /** The site's public origin (PUBLIC_URL), for canonical and hreflang links. */
  publicUrl: string;
  /** The signed-in user, or null for a visitor (session cookie or bearer token). */
  auth: { userId: string } | null;
  /**
   * Calls the site's own HTTP API in-process with the visitor's cookies and language, exactly
   * as the browser would (same validation, authorization and errors), without a network hop.
   * `path` starts with `/web-api/`, `/bff-api/` or `/limit-service-api/`.
   */
  api(path: string, init?: RequestInit): Promise<Response>;
}

export interface PlayfieldLoadContext {
  shell: ShellContext;
}
