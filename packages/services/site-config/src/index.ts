// The public entry of @playfield/site-config. Named exports only; one line per module.
export { SiteConfigError, isSiteConfigError } from './errors.ts';
export type { SiteConfigErrorCode } from './errors.ts';
export { CONFIG_HISTORY_PAGE_SIZE, createSiteConfigService } from './service.ts';
export type {
  SetKeyOptions,
  SiteConfigEntry,
  SiteConfigService,
  SiteConfigServiceDeps,
} from './service.ts';
export type { HistoryLine } from './repository.ts';
export { GROUPS_MAX_AGE_SECONDS, siteConfigEndpoints, siteConfigRoutes } from './routes.ts';
export { toBffConfig, toPublicSiteConfig } from './views.ts';
export type { ViewContext } from './views.ts';
export { parseCliValue, runConfigCommand } from './commands.ts';
export type { CommandOutput } from './commands.ts';
export { siteConfigContext } from './context-module.ts';
export type { SiteConfigPorts } from './context-module.ts';
