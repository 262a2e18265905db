import type { Catalog, MessageKey } from './catalog.ts';
import { dictionaryOf } from './catalog.ts';

/** A subset of one language's messages, as served by the dictionary endpoint. */
export type Messages = Partial<Record<MessageKey, string>>;

export type Params = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown placeholders are left visible for review. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Looks a key up in `messages`, then `fallback`, and finally shows the key itself. */
export function translate(
  messages: Messages,
  key: MessageKey,
  params?: Params,
  fallback?: Messages,
): string {
  return interpolate(messages[key] ?? fallback?.[key] ?? key, params);
}

/** The messages of the given dictionaries (key prefixes) from one catalog. */
export function pickDictionaries(catalog: Catalog, ids: readonly string[]): Messages {
  const wanted = new Set(ids);
  const out: Messages = {};
  for (const key of Object.keys(catalog) as MessageKey[]) {
    if (wanted.has(dictionaryOf(key))) out[key] = catalog[key];
  }
  return out;
}

/** Every dictionary id present in a catalog. */
export function dictionaryIds(catalog: Catalog): string[] {
  return [...new Set(Object.keys(catalog).map(dictionaryOf))].sort();
}
