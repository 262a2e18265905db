import { siteConfigDefaults } from '@playfield/protocol/site-config';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { toJsonb } from './json-value.ts';
import { countries, currencies, languages } from './schema/reference.ts';
import { siteConfig } from './schema/site-config.ts';
import { SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES } from './seed-data.ts';

/** `excluded.<column>` of an upsert, for columns named in snake_case. */
function excluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

/**
 * Writes the deterministic seed in one transaction; running it again changes nothing.
 * - Site configuration: a row per key at its default, only where the key has no row, so an
 *   operator's value is never overwritten.
 * - Languages, currencies, countries: inserted, or updated when the seed data differ (their
 *   `updated_at` moves only then).
 */
export async function seed(database: Database): Promise<void> {
  const defaults = siteConfigDefaults();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(siteConfig)
      .values(Object.entries(defaults).map(([key, value]) => ({ key, value: toJsonb(value) })))
      .onConflictDoNothing({ target: siteConfig.key });

    await tx
      .insert(languages)
      .values(SEED_LANGUAGES.map((l, sortOrder) => ({ ...l, sortOrder })))
      .onConflictDoUpdate({
        target: languages.code,
        set: {
          nativeName: excluded('native_name'),
          englishName: excluded('english_name'),
          locale: excluded('locale'),
          dir: excluded('dir'),
          sortOrder: excluded('sort_order'),
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${languages.nativeName}, ${languages.englishName}, ${languages.locale}, ${languages.dir}, ${languages.sortOrder})
          is distinct from (excluded.native_name, excluded.english_name, excluded.locale, excluded.dir, excluded.sort_order)`,
      });

    await tx
      .insert(currencies)
      .values([...SEED_CURRENCIES])
      .onConflictDoUpdate({
        target: currencies.code,
        set: {
          numericCode: excluded('numeric_code'),
          minorUnits: excluded('minor_units'),
          symbol: excluded('symbol'),
          englishName: excluded('english_name'),
          initialBet: excluded('initial_bet'),
          betStep: excluded('bet_step'),
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${currencies.numericCode}, ${currencies.minorUnits}, ${currencies.symbol}, ${currencies.englishName}, ${currencies.initialBet}, ${currencies.betStep})
          is distinct from (excluded.numeric_code, excluded.minor_units, excluded.symbol, excluded.english_name, excluded.initial_bet, excluded.bet_step)`,
      });

    await tx
      .insert(countries)
      .values([...SEED_COUNTRIES])
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          numericCode: excluded('numeric_code'),
          names: excluded('names'),
          phoneCode: excluded('phone_code'),
          defaultCurrency: excluded('default_currency'),
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${countries.numericCode}, ${countries.names}, ${countries.phoneCode}, ${countries.defaultCurrency})
          is distinct from (excluded.numeric_code, excluded.names, excluded.phone_code, excluded.default_currency)`,
      });
  });
}
