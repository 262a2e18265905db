import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { apiErrorSchema } from '@playfield/protocol/errors';
import { siteConfigDefaults } from '@playfield/protocol/site-config';
import {
  bffConfigSchema,
  siteConfigGroupsResponseSchema,
} from '@playfield/protocol/site-config-api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigRoutes } from './routes.ts';
import { createSiteConfigService } from './service.ts';
import type { SiteConfigService } from './service.ts';

let database: Database;
let clock = 0;
let service: SiteConfigService;
let app: Hono;

beforeAll(async () => {
  database = await createTestDatabase();
  service = createSiteConfigService({ database, now: () => clock, cacheTtlMs: 5_000 });
  app = new Hono();
  app.route('/bff-api/config', siteConfigRoutes(service));
});
afterAll(async () => {
  await database.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return app.request(`/bff-api/config${path}`, { headers });
}

async function expectBadRequest(path: string, message: RegExp | string, headers = {}) {
  const response = await get(path, headers);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(await response.json());
  expect(body.status).toBe(400);
  expect(body.message).toMatch(message);
}

describe('GET /bff-api/config/all.json', () => {
  it('answers config, footer, contacts and customizeConfig for the default country ru', async () => {
    const response = await get('/all.json?lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/x-country-code/i);
    const body = bffConfigSchema.parse(await response.json());
    const defaults = siteConfigDefaults();
    expect(body.config).toEqual({
      companyName: defaults.companyName,
      group_id: defaults.group_id,
      fatmanApiKey: defaults.fatmanApiKey,
      langHiddenUnauthorized: [],
      isAvailableConfirmTerms: false,
      isMainVipDomainAuthNeed: false,
      geoAuthReqVip: false,
    });
    expect(body.footer).toEqual({ remoteView: 'footer', socialLinks: [], licenceText: '' });
    expect(body.contacts).toEqual({ email: null, phone: null, address: null });
    expect(body.customizeConfig).toEqual({
      geo_with_twelve_format: defaults.geo_with_twelve_format,
      has_twelve_h_by_geo: false,
    });
  });

  it('answers without a lang, in the default language', async () => {
    const response = await get('/all.json');
    expect(response.status).toBe(200);
    bffConfigSchema.parse(await response.json());
  });

  it('uses the country header (any case) for the geo-dependent flags', async () => {
    const body = bffConfigSchema.parse(
      await (await get('/all.json?lang=en', { 'x-country-code': 'US' })).json(),
    );
    expect(body.customizeConfig.has_twelve_h_by_geo).toBe(true);
  });

  it('picks localized texts in the requested language', async () => {
    const admin = createSiteConfigService({ database });
    await admin.setKey('contacts', {
      email: 'help@example.org',
      address: { en: '1 Main Street', ru: 'ул. Главная, 1' },
    });
    clock += 5_000;
    const ru = bffConfigSchema.parse(await (await get('/all.json?lang=ru')).json());
    const en = bffConfigSchema.parse(await (await get('/all.json?lang=en')).json());
    expect(ru.contacts).toEqual({
      email: 'help@example.org',
      phone: null,
      address: 'ул. Главная, 1',
    });
    expect(en.contacts.address).toBe('1 Main Street');
  });

  it.each([
    ['/all.json?lang=EN', /two lowercase letters/],
    ['/all.json?lang=english', /two lowercase letters/],
    ['/all.json?lang=xx', /"xx" is not a supported language/],
    ['/all.json?lang=', /two lowercase letters/],
    ['/all.json?lang=en&lang=ru', /lang must be given once/],
    ['/all.json?lang=en&debug=1', /unknown query parameter "debug"/],
    ['/all.json?lang=%E0%A4%A', /lang/],
    ['/all.json?lang=e%00', /two lowercase letters/],
  ])('refuses %s with 400', async (path, message) => {
    await expectBadRequest(path, message);
  });

  it('refuses a malformed country header with 400', async () => {
    await expectBadRequest('/all.json?lang=en', /x-country-code must be a two-letter/, {
      'x-country-code': 'Russia',
    });
  });
});

describe('GET /bff-api/config/group/get', () => {
  it('answers every requested group keyed by id, cacheable for 600-900 s', async () => {
    const response = await get('/group/get?groups=1,2,3,4,5,6&lang=en');
    expect(response.status).toBe(200);
    const maxAge = /(?:^|[ ,])max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
    expect(Number(maxAge?.[1])).toBeGreaterThanOrEqual(600);
    expect(Number(maxAge?.[1])).toBeLessThanOrEqual(900);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const body = siteConfigGroupsResponseSchema.parse(await response.json());
    const defaults = siteConfigDefaults();
    expect(body).toEqual({
      1: defaults.languages,
      2: 'ru',
      3: 'ru',
      4: defaults.maintenance,
      5: false,
      6: defaults.licenceMetaTag,
    });
  });

  it('answers only the groups asked for, once each', async () => {
    const body = (await (await get('/group/get?groups=4,2,4')).json()) as object;
    expect(Object.keys(body).sort()).toEqual(['2', '4']);
  });

  it('answers the visitor’s country in group 3', async () => {
    const body = (await (
      await get('/group/get?groups=3', { 'x-country-code': 'KZ' })
    ).json()) as object;
    expect(body).toEqual({ 3: 'kz' });
  });

  it('shows a configuration change once the cache window has passed', async () => {
    const admin = createSiteConfigService({ database });
    const read = async () =>
      ((await (await get('/group/get?groups=4')).json()) as { 4: { isActive: boolean } })[4];
    clock += 5_000;
    expect((await read()).isActive).toBe(false);
    await admin.setKey('maintenance.isActive', true);
    clock += 4_000;
    expect((await read()).isActive).toBe(false);
    clock += 1_000;
    expect((await read()).isActive).toBe(true);
  });

  it.each([
    ['/group/get', /groups is required/],
    ['/group/get?lang=en', /groups is required/],
    ['/group/get?groups=', /groups must not be empty/],
    ['/group/get?groups=7', /unknown group 7/],
    ['/group/get?groups=0', /unknown group 0/],
    ['/group/get?groups=1,abc', /comma-separated numbers; "abc"/],
    ['/group/get?groups=1.5', /comma-separated numbers/],
    ['/group/get?groups=-1', /comma-separated numbers/],
    ['/group/get?groups=99999999999999999999', /comma-separated numbers/],
    [`/group/get?groups=${Array(21).fill(1).join(',')}`, /at most 20/],
    [`/group/get?groups=${'1,'.repeat(4000)}1`, /too long/],
    ['/group/get?groups=1&groups=2', /groups must be given once/],
    ['/group/get?groups=1&lang=RU', /two lowercase letters/],
    ['/group/get?groups=1&lang=zz', /"zz" is not a supported language/],
    ['/group/get?groups=1&x=1&y=2', /unknown query parameters "x", "y"/],
    ['/group/get?groups=%ZZ', /comma-separated numbers/],
  ])('refuses %s with 400', async (path, message) => {
    await expectBadRequest(path, message);
  });
});
