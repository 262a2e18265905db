import { createTestDatabase } from '@playfield/db/testing';
import type { Database } from '@playfield/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliValue, runConfigCommand } from './commands.ts';
import { createSiteConfigService } from './service.ts';
import type { SiteConfigService } from './service.ts';

let database: Database;
let service: SiteConfigService;

beforeAll(async () => {
  database = await createTestDatabase();
  service = createSiteConfigService({ database });
});
afterAll(async () => {
  await database.close();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runConfigCommand(args, service, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run config', () => {
  it('reads VALUE as JSON, else as text', () => {
    expect(parseCliValue('true')).toBe(true);
    expect(parseCliValue('["en","ru"]')).toEqual(['en', 'ru']);
    expect(parseCliValue('{"isActive":true}')).toEqual({ isActive: true });
    expect(parseCliValue('Acme Bets')).toBe('Acme Bets');
    expect(parseCliValue('"quoted"')).toBe('quoted');
  });

  it('get prints a value as JSON', async () => {
    expect(await run('get', 'companyName')).toEqual({ code: 0, out: '"Playfield"', err: '' });
    const nested = await run('get', 'maintenance.isActive');
    expect(nested).toMatchObject({ code: 0, out: 'false' });
  });

  it('set stores the value, prints old and new, and a later get sees it', async () => {
    const result = await run('set', 'companyName', 'Acme Bets');
    expect(result.code).toBe(0);
    expect(result.out).toContain('companyName = "Acme Bets" (was "Playfield")');
    expect(result.out).toContain('within 5 s');
    expect((await run('get', 'companyName')).out).toBe('"Acme Bets"');

    expect((await run('set', 'maintenance.isActive', 'true')).code).toBe(0);
    expect((await service.getKey('maintenance.isActive')) as boolean).toBe(true);
    expect((await run('set', 'languages', '["ru","en"]')).code).toBe(0);
    await expect(service.getKey('languages')).resolves.toEqual(['ru', 'en']);
  });

  it('set keeps text that looks like JSON as text when the field takes text', async () => {
    expect((await run('set', 'fatmanApiKey', '12345')).code).toBe(0);
    await expect(service.getKey('fatmanApiKey')).resolves.toBe('12345');
    expect((await run('set', 'ref_id', '12345')).code).toBe(0);
    await expect(service.getKey('ref_id')).resolves.toBe(12345);
  });

  it('exits 1 with a clear message on an unknown key', async () => {
    const result = await run('set', 'companyname', 'x');
    expect(result.code).toBe(1);
    expect(result.err).toContain('Unknown key "companyname".');
    expect(result.err).toContain('did you mean "companyName"?');
    expect((await run('get', 'nope')).code).toBe(1);
  });

  it('exits 1 listing every problem of an invalid value, and changes nothing', async () => {
    const result = await run('set', 'minAge', '150');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Invalid value for "minAge":\n {2}- minAge: .*99/);
    await expect(service.getKey('minAge')).resolves.toBe(18);
    const contradiction = await run('set', 'defaultLanguage', 'de');
    expect(contradiction.code).toBe(1);
    expect(contradiction.err).toContain('defaultLanguage "de" is not among languages (ru, en)');
  });

  it('list prints every key with its value', async () => {
    const result = await run('list');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^companyName +"Acme Bets"$/m);
    expect(result.out).toMatch(/^maintenance +\{"started_at":null/m);
  });

  it('prints usage and exits 1 on a malformed command', async () => {
    for (const args of [[], ['get'], ['set', 'companyName'], ['remove', 'x'], ['list', 'x']]) {
      const result = await run(...args);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^Usage:/);
    }
  });
});
