// HTTP shapes of the site-configuration endpoints (spec §3 "Bff config", §7):
//   GET /bff-api/config/all.json?lang=xx            (header x-country-code, default ru)
//   GET /bff-api/config/group/get?groups=1,2&lang=xx
import { SITE_LANGUAGES } from '@playfield/domain/language';
import type { SiteLanguage } from '@playfield/domain/language';
import { z } from 'zod';
import {
  countryCodeSchema,
  licenceMetaTagSchema,
  maintenanceSchema,
  siteLanguageSchema,
  socialLinkSchema,
} from './site-config.ts';
import type { LicenceMetaTag, Maintenance } from './site-config.ts';

/** Request header that carries the visitor's country (set by the load balancer's geo lookup). */
export const COUNTRY_CODE_HEADER = 'x-country-code';

/** The numbered configuration groups of spec §3, by name. */
export const SITE_CONFIG_GROUP = {
  availableLanguages: 1,
  defaultLanguage: 2,
  countryCode: 3,
  maintenance: 4,
  twelveHourFormat: 5,
  licenceMetaTag: 6,
} as const;

/** A configuration group id (1-6). */
export type SiteConfigGroupId = (typeof SITE_CONFIG_GROUP)[keyof typeof SITE_CONFIG_GROUP];

/** Every group id, ascending. */
export const SITE_CONFIG_GROUP_IDS = Object.values(SITE_CONFIG_GROUP).sort(
  (a, b) => a - b,
) as SiteConfigGroupId[];

/** The value of each configuration group. */
export interface SiteConfigGroupValues {
  /** Languages allowed now, in display order. */
  1: SiteLanguage[];
  2: SiteLanguage;
  /** The visitor's country: the request's country header, else the configured country. */
  3: string;
  4: Maintenance;
  /** The site uses a twelve-hour clock. */
  5: boolean;
  6: LicenceMetaTag;
}

/** Body of `GET /bff-api/config/group/get`: the requested groups keyed by id. */
export type SiteConfigGroupsResponse = Partial<{
  [K in SiteConfigGroupId as `${K}`]: SiteConfigGroupValues[K];
}>;

/** Zod schema of {@link SiteConfigGroupsResponse}, for clients that validate what they read. */
export const siteConfigGroupsResponseSchema = z.strictObject({
  '1': z.array(siteLanguageSchema).optional(),
  '2': siteLanguageSchema.optional(),
  '3': countryCodeSchema.optional(),
  '4': maintenanceSchema.optional(),
  '5': z.boolean().optional(),
  '6': licenceMetaTagSchema.optional(),
});

/** Body of `GET /bff-api/config/all.json`. */
export const bffConfigSchema = z.object({
  config: z.object({
    companyName: z.string(),
    group_id: z.number().int(),
    fatmanApiKey: z.string(),
    langHiddenUnauthorized: z.array(siteLanguageSchema),
    isAvailableConfirmTerms: z.boolean(),
    isMainVipDomainAuthNeed: z.boolean(),
    /** The visitor's country requires authorisation on the VIP domain. */
    geoAuthReqVip: z.boolean(),
  }),
  footer: z.object({
    remoteView: z.string(),
    socialLinks: z.array(socialLinkSchema),
    /** Licence statement in the requested language; empty when none. */
    licenceText: z.string(),
  }),
  contacts: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  customizeConfig: z.object({
    /** Countries that read time on a twelve-hour clock. */
    geo_with_twelve_format: z.array(z.string()),
    /** The visitor's country is one of them. */
    has_twelve_h_by_geo: z.boolean(),
  }),
});
/** Body of `GET /bff-api/config/all.json`. */
export type BffConfig = z.infer<typeof bffConfigSchema>;

/** Most group ids one request may list (duplicates included). */
export const MAX_GROUPS_PER_REQUEST = 20;

const once = (name: string) => (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? `${name} must be given once` : `${name} must be a single value`;

/** `lang` query parameter: two lowercase letters naming a language the product ships. */
export const langQuerySchema = z
  .string({ error: once('lang') })
  .regex(/^[a-z]{2}$/, {
    error: 'lang must be two lowercase letters, such as "en"',
    abort: true,
  })
  .refine((value): value is SiteLanguage => (SITE_LANGUAGES as readonly string[]).includes(value), {
    error: (issue) =>
      `lang "${String(issue.input)}" is not a supported language (${SITE_LANGUAGES.join(', ')})`,
    abort: true,
  })
  .transform((value) => value as SiteLanguage);

/** `groups` query parameter: a comma-separated list of known group ids, deduplicated. */
export const groupsQuerySchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'groups is required, e.g. groups=1,2' : once('groups')(issue),
  })
  .min(1, 'groups must not be empty, e.g. groups=1,2')
  .max(200, 'groups is too long')
  .transform((value, ctx) => {
    const parts = value.split(',');
    if (parts.length > MAX_GROUPS_PER_REQUEST) {
      ctx.addIssue({
        code: 'custom',
        message: `groups lists ${parts.length} ids; at most ${MAX_GROUPS_PER_REQUEST} are allowed`,
      });
      return z.NEVER;
    }
    const ids: SiteConfigGroupId[] = [];
    for (const raw of parts) {
      const part = raw.trim();
      if (!/^[0-9]{1,9}$/.test(part)) {
        ctx.addIssue({
          code: 'custom',
          message: `groups must be comma-separated numbers; "${part.slice(0, 20)}" is not one`,
        });
        return z.NEVER;
      }
      const id = Number(part);
      if (!(SITE_CONFIG_GROUP_IDS as number[]).includes(id)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown group ${id}; known groups are ${SITE_CONFIG_GROUP_IDS.join(', ')}`,
        });
        return z.NEVER;
      }
      if (!ids.includes(id as SiteConfigGroupId)) ids.push(id as SiteConfigGroupId);
    }
    return ids;
  });

/** Query of `GET /bff-api/config/all.json`. Unknown parameters are refused. */
export const bffConfigQuerySchema = z.strictObject({ lang: langQuerySchema.optional() });

/** Query of `GET /bff-api/config/group/get`. Unknown parameters are refused. */
export const siteConfigGroupsQuerySchema = z.strictObject({
  groups: groupsQuerySchema,
  lang: langQuerySchema.optional(),
});

/** Value of the country header: a two-letter code in any case, read lowercase. */
export const countryHeaderSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z]{2}$/, `${COUNTRY_CODE_HEADER} must be a two-letter country code`));
