// The site-config context as a module of the composition (issue 14 item 1): the configuration
// service every later context reads, and its endpoints at /bff-api/config.
import type { ContextModule } from '@playfield/module';
import { siteConfigEndpoints } from './routes.ts';
import { createSiteConfigService } from './service.ts';
import type { SiteConfigService } from './service.ts';

export interface SiteConfigPorts {
  siteConfig: SiteConfigService;
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
      const router = siteConfigEndpoints(siteConfig);
      return Promise.resolve({
        provides: { siteConfig },
        routes: [{ path: router.prefix, routes: router.routes, endpoints: router.endpoints }],
      });
    },
  };
}
