// One file per dictionary per language (issue 14 item 4): `catalogs/<lang>/<dictionary>.ts`
// holds exactly that dictionary's keys (`<dictionary>_…`), every language has the same files,
// and no old whole-language file is left.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogs');
const dictionaryFiles = (lang: string) =>
  readdirSync(path.join(ROOT, lang))
    .filter((file) => file !== 'index.ts')
    .sort();

describe('catalog files', () => {
  it('are one folder per language, with the same dictionary files in each', () => {
    const entries = readdirSync(ROOT).sort();
    expect(entries).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const entry of entries) expect(statSync(path.join(ROOT, entry)).isDirectory()).toBe(true);
    const english = dictionaryFiles('en');
    expect(english.length).toBeGreaterThan(10);
    for (const { code } of LANGUAGES) expect(dictionaryFiles(code), code).toEqual(english);
  });

  it.each(LANGUAGES.map((l) => l.code))(
    '%s: each file holds only its own dictionary',
    async (lang) => {
      for (const file of dictionaryFiles(lang)) {
        const dictionary = file.replace(/\.ts$/, '');
        const module = (await import(path.join(ROOT, lang, file))) as Record<string, object>;
        const keys = Object.keys(module[dictionary] ?? {});
        expect(keys.length, `${lang}/${file}`).toBeGreaterThan(0);
        for (const key of keys)
          expect(key.startsWith(`${dictionary}_`), `${lang}/${file}: ${key}`).toBe(true);
      }
    },
  );
});
