import type { SiteLanguage } from '@playfield/domain';

/**
 * What the server hands every React Router loader and action (the typed request context of
 * docs/architecture.md §2). The web app never imports services: it reaches them through this.
 * Server-side implementations live in apps/server; the web app augments React Router's
 * `AppLoadContext` with this type.
 */
export interface ShellContext {
  /** Per-request CSP nonce for the few inline scripts the framework needs. */
  nonce: string;
  requestId: string;
  /** Language resolved from the path prefix (already validated and allowed). */
  lang: SiteLanguage;
  /** Languages allowed by the site configuration, in display order. */
  languages: readonly string[];
  defaultLanguage: string;
}

export interface PlayfieldLoadContext {
  shell: ShellContext;
}
