// Server-only: the catalogs of every language stay on the server; loaders send the browser
// just the dictionaries a page needs.
import type { Messages } from '@playfield/i18n';
import { CATALOGS, pickDictionaries } from '@playfield/i18n';
import type { DictionaryId } from './dictionaries.ts';

const cache = new Map<string, Messages>();

/** The messages of `ids` in `lang` (English when the language has no catalog). */
export function loadMessages(lang: string, ids: readonly DictionaryId[]): Messages {
  const key = `${lang}|${ids.join(',')}`;
  let messages = cache.get(key);
  if (!messages) {
    const catalog = CATALOGS[lang] ?? CATALOGS.en;
    messages = catalog ? pickDictionaries(catalog, ids) : {};
    cache.set(key, messages);
  }
  return messages;
}
