// The site-config context as a module of the composition (issue 14 item 1): the configuration
// service every later context reads, and its routes (mounted by the HTTP app at
// /bff-api/config, outside the player APIs).
import type { ContextModule } from '@playfield/module';
import type { Hono } from 'hono';
import { siteConfigRoutes } from './routes.ts';
import { createSiteConfigService } from './service.ts';
import type { SiteConfigService } from './service.ts';

export interface SiteConfigPorts {
  siteConfig: SiteConfigService;
  siteConfigRoutes: Hono;
}

/** The configuration service (opened here over the database, or `given` by the caller). */
export function siteConfigContext(
  given?: SiteConfigService,
): ContextModule<unknown, SiteConfigPorts> {
  return {
    name: 'site-config',
    open: (_needs, { database, logger }) => {
      const siteConfig =
        given ??
        createSiteConfigService({
          database,
          onInvalidValue: (key, problems) =>
            logger.warn('stored site configuration value is invalid; default used', {
              key,
              problems,
            }),
        });
      return Promise.resolve({
        provides: { siteConfig, siteConfigRoutes: siteConfigRoutes(siteConfig) },
      });
    },
  };
}
