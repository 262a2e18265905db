import { toJsonb } from '@playfield/db';
import { siteConfig } from '@playfield/db/site-config';
import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { siteConfigDefaults } from '@playfield/protocol/site-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteConfigError } from './errors.ts';
import { createSiteConfigService } from './service.ts';
import type { SiteConfigService } from './service.ts';

let database: Database;
let service: SiteConfigService;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  // Back to the seeded defaults, so the tests do not depend on each other's changes.
  const defaults = siteConfigDefaults();
  await database.db.delete(siteConfig);
  await database.db
    .insert(siteConfig)
    .values(Object.entries(defaults).map(([key, value]) => ({ key, value: toJsonb(value) })));
  service = createSiteConfigService({ database });
});

async function refusal(work: Promise<unknown>): Promise<SiteConfigError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteConfigError);
  return error as SiteConfigError;
}

describe('site-config service', () => {
  it('reads the seeded configuration and derives the public part', async () => {
    const config = await service.get();
    expect(config).toEqual(siteConfigDefaults());
    const pub = await service.getPublic();
    expect(pub).toMatchObject({
      companyName: 'Playfield',
      defaultLanguage: 'ru',
      useBrowserLanguage: true,
      isRegistrationAllowed: true,
      maintenance: { isActive: false, startAt: null, finishAt: null },
    });
    expect(pub.languages).toHaveLength(11);
    expect(JSON.stringify(pub)).not.toContain('fatmanApiKey');
  });

  it('hands out a frozen configuration, so no caller can change what others read', async () => {
    const config = await service.get();
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.maintenance)).toBe(true);
    expect(() => config.languages.push('en')).toThrow(TypeError);
  });

  it('stores a valid value and reads it back by key and by dotted path', async () => {
    await expect(service.setKey('companyName', 'Acme Bets')).resolves.toBe('Acme Bets');
    await expect(service.getKey('companyName')).resolves.toBe('Acme Bets');

    const maintenance = await service.setKey('maintenance.isActive', true);
    expect(maintenance).toMatchObject({ isActive: true, started_at: null });
    await service.setKey('maintenance.started_at', '2026-05-01T03:00:00Z');
    await expect(service.getKey('maintenance')).resolves.toMatchObject({
      isActive: true,
      started_at: '2026-05-01T03:00:00Z',
    });
    await expect(service.getKey('maintenance.isActive')).resolves.toBe(true);
    expect((await service.getPublic()).maintenance).toMatchObject({
      isActive: true,
      startAt: '2026-05-01T03:00:00Z',
    });
  });

  it('fills the fields an object value leaves out with their defaults', async () => {
    await service.setKey('maintenance', { web_state: true });
    await expect(service.getKey('maintenance')).resolves.toEqual({
      ...siteConfigDefaults().maintenance,
      web_state: true,
    });
    expect((await service.getPublic()).maintenance.isActive).toBe(true);
  });

  it('refuses an unknown key, suggesting the right spelling', async () => {
    const error = await refusal(service.setKey('companyname', 'x'));
    expect(error.code).toBe('unknown_key');
    expect(error.problems).toEqual(['did you mean "companyName"?']);
    const nested = await refusal(service.getKey('maintenance.isActiv'));
    expect(nested.code).toBe('unknown_key');
    expect(nested.problems[0]).toMatch(/maintenance has no field "isActiv"/);
  });

  it('refuses an invalid value, listing every problem, and keeps the old value', async () => {
    const error = await refusal(
      service.setKey('maintenance', { isActive: 'yes', started_at: 'tomorrow' }),
    );
    expect(error.code).toBe('invalid_value');
    expect(error.problems).toHaveLength(2);
    expect(error.problems.join('\n')).toMatch(/maintenance\.started_at: /);
    expect(error.problems.join('\n')).toMatch(/maintenance\.isActive: .*boolean/);
    expect(error.message).toContain('Invalid value for "maintenance"');
    await expect(service.getKey('maintenance.isActive')).resolves.toBe(false);
  });

  it('refuses object fields it does not know instead of dropping them silently', async () => {
    const error = await refusal(service.setKey('maintenance', { isActiv: true }));
    expect(error.problems).toEqual(['maintenance.isActiv: unknown field']);
  });

  it('refuses a value that contradicts another field', async () => {
    const error = await refusal(service.setKey('languages', ['en', 'de']));
    expect(error.problems).toEqual(['defaultLanguage "ru" is not among languages (en, de)']);
    await service.setKey('defaultLanguage', 'en');
    await expect(service.setKey('languages', ['en', 'de'])).resolves.toEqual(['en', 'de']);
  });

  it('serves reads from its cache until the window ends, then sees changes of other sites', async () => {
    let clock = 1_000_000;
    const site = createSiteConfigService({ database, now: () => clock, cacheTtlMs: 5_000 });
    const operator = createSiteConfigService({ database });
    expect((await site.get()).companyName).toBe('Playfield');

    await operator.setKey('companyName', 'Changed Ltd');
    clock += 4_999;
    expect((await site.get()).companyName).toBe('Playfield');
    expect((await site.getPublic()).companyName).toBe('Playfield');
    clock += 1;
    expect((await site.get()).companyName).toBe('Changed Ltd');
    expect((await site.getPublic()).companyName).toBe('Changed Ltd');
  });

  it('sees its own change at once', async () => {
    const site = createSiteConfigService({ database, now: () => 0, cacheTtlMs: 60_000 });
    await site.get();
    await site.setKey('isRegistrationAllowed', false);
    expect((await site.getPublic()).isRegistrationAllowed).toBe(false);
  });

  it('uses the default for a stored value that no longer validates, and says so', async () => {
    await database.db
      .update(siteConfig)
      .set({ value: toJsonb('not a number') })
      .where(eqKey('minAge'));
    const reported: [string, string[]][] = [];
    const site = createSiteConfigService({
      database,
      onInvalidValue: (key, problems) => reported.push([key, problems]),
    });
    expect((await site.get()).minAge).toBe(18);
    expect(reported).toEqual([['minAge', [expect.stringMatching(/^minAge: /) as unknown]]]);
    const entry = (await site.list()).find((e) => e.key === 'minAge');
    expect(entry).toMatchObject({ source: 'invalid', value: 18 });
  });

  it('lists every key with where its value comes from', async () => {
    await database.db.delete(siteConfig).where(eqKey('ref_id'));
    await service.setKey('group_id', 7);
    const entries = await service.list();
    expect(entries.map((e) => e.key)).toEqual(Object.keys(siteConfigDefaults()));
    expect(entries.find((e) => e.key === 'group_id')).toMatchObject({
      value: 7,
      source: 'database',
      updatedAt: expect.any(Date) as unknown,
    });
    expect(entries.find((e) => e.key === 'ref_id')).toMatchObject({
      value: null,
      source: 'default',
      updatedAt: null,
    });
  });

  it('computes groups and the Bff config for the visitor', async () => {
    await service.setKey('footer.licenceText', { en: 'Licence 1', ru: 'Лицензия 1' });
    await service.setKey('geoAuthReqVipCountries', ['ua']);
    await expect(service.group(3, { countryCode: 'kz' })).resolves.toBe('kz');
    await expect(service.group(3)).resolves.toBe('ru');
    await expect(service.groups([2, 5])).resolves.toEqual({ 2: 'ru', 5: false });
    const bff = await service.bff({ lang: 'en', countryCode: 'ua' });
    expect(bff.footer.licenceText).toBe('Licence 1');
    expect(bff.config.geoAuthReqVip).toBe(true);
    expect((await service.bff({ lang: 'de' })).footer.licenceText).toBe('Лицензия 1');
  });
});

function eqKey(key: string) {
  return sql`${siteConfig.key} = ${key}`;
}
