// What a person reads on screen, taken from the catalogs the site renders, so the specs assert
// real texts without copying translations (a reworded label does not break a test; a label
// that stops being translated does).
import { CATALOGS } from '@playfield/i18n';
import type { MessageKey } from '@playfield/i18n';

export function text(lang: string, key: MessageKey): string {
  const value = CATALOGS[lang]?.[key];
  if (value === undefined) throw new Error(`no ${lang} text for ${key}`);
  return value;
}
