import type { en } from './catalogs/en/index.ts';

/** Every message key, typed from the English source catalog. */
export type MessageKey = keyof typeof en;

/** A complete catalog: every language provides every key. */
export type Catalog = Record<MessageKey, string>;

/** One dictionary of a language: every key of the English dictionary `Source`. */
export type DictionaryOf<Source> = Record<keyof Source, string>;

/** Dictionary id of a key: the part before the first underscore (`main_error` → `main`). */
export function dictionaryOf(key: string): string {
  const i = key.indexOf('_');
  return i === -1 ? key : key.slice(0, i);
}
