import type { Catalog } from './catalog.ts';
import { ar } from './catalogs/ar/index.ts';
import { az } from './catalogs/az/index.ts';
import { de } from './catalogs/de/index.ts';
import { en } from './catalogs/en/index.ts';
import { es } from './catalogs/es/index.ts';
import { fr } from './catalogs/fr/index.ts';
import { kk } from './catalogs/kk/index.ts';
import { pt } from './catalogs/pt/index.ts';
import { ru } from './catalogs/ru/index.ts';
import { tr } from './catalogs/tr/index.ts';
import { uk } from './catalogs/uk/index.ts';

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
