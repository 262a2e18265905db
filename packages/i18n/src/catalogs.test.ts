import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs.ts';
import { en } from './catalogs/en/index.ts';
import { LANGUAGES } from './languages.ts';

const SPEC_NOTIFICATION_KEYS = [
  'main_error',
  'main_done',
  'main_ok',
  'main_query_error',
  'main_save_success',
  'main_page_refresh_button',
  'main_dictionary_load_error',
  'main_dictionary_refresh_page',
  'main_refreshing_button',
];

describe('catalogs', () => {
  it('ship every site language', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it.each(Object.entries(CATALOGS))(
    '%s has every English key, non-empty, and no extras',
    (_, c) => {
      const keys = Object.keys(en).sort();
      expect(Object.keys(c).sort()).toEqual(keys);
      for (const key of keys) expect(c[key as keyof typeof c].trim(), key).not.toBe('');
    },
  );

  it.each(Object.entries(CATALOGS))('%s keeps the placeholders of the source text', (_, c) => {
    for (const [key, source] of Object.entries(en)) {
      const want = (source.match(/\{\w+\}/g) ?? []).sort();
      const got = (c[key as keyof typeof c].match(/\{\w+\}/g) ?? []).sort();
      expect(got, key).toEqual(want);
    }
  });

  it('has the notification keys of spec §8', () => {
    for (const key of SPEC_NOTIFICATION_KEYS) expect(Object.keys(en)).toContain(key);
  });
});
