import type { Catalog } from './catalog.ts';
import { ar } from './catalogs/ar.ts';
import { az } from './catalogs/az.ts';
import { de } from './catalogs/de.ts';
import { en } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { fr } from './catalogs/fr.ts';
import { kk } from './catalogs/kk.ts';
import { pt } from './catalogs/pt.ts';
import { ru } from './catalogs/ru.ts';
import { tr } from './catalogs/tr.ts';
import { uk } from './catalogs/uk.ts';

/** All catalogs by language code. Server-side only: the browser receives dictionaries. */
export const CATALOGS: Readonly<Record<string, Catalog>> = {
  ru,
  en,
  uk,
  kk,
  az,
  tr,
  es,
  pt,
  de,
  fr,
  ar,
};
