// The site-configuration context's public endpoints (spec §3 "Bff config", §7; decision 031).
import { defineEndpoint } from '../endpoint.ts';
import {
  bffConfigQuerySchema,
  bffConfigSchema,
  siteConfigGroupsQuerySchema,
  siteConfigGroupsResponseSchema,
} from '../site-config-api.ts';

/** Where the context's router is mounted. */
export const SITE_CONFIG_API_PREFIX = '/bff-api/config';

export const bffConfigEndpoint = defineEndpoint({
  id: 'siteConfig.all',
  method: 'GET',
  path: '/bff-api/config/all.json',
  summary:
    'The front end configuration in `lang` for the country of the `x-country-code` header (default the configured country).',
  access: 'anyone',
  query: bffConfigQuerySchema,
  response: bffConfigSchema,
  // A refusal names the first problem in `message` and carries no code.
  errors: { 400: [] },
});

export const siteConfigGroupsEndpoint = defineEndpoint({
  id: 'siteConfig.groups',
  method: 'GET',
  path: '/bff-api/config/group/get',
  summary: 'The numbered configuration groups asked for (spec §3), cacheable for 600 s.',
  access: 'anyone',
  query: siteConfigGroupsQuerySchema,
  response: siteConfigGroupsResponseSchema,
  errors: { 400: [] },
});

/** Every endpoint of the site-configuration context. */
export const SITE_CONFIG_ENDPOINTS = [bffConfigEndpoint, siteConfigGroupsEndpoint] as const;
