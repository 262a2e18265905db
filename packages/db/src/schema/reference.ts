import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from '../json-value.ts';

// Reference data shared by every context (languages, currencies, countries). Their keys are the
// ISO codes: assigned by a standard and never reused, so they serve as stable identifiers
// without a surrogate id.

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Languages the product ships (the allowed subset lives in site configuration). */
export const languages = pgTable(
  'languages',
  {
    /** ISO 639-1 code, lowercase: the URL prefix. */
    code: text('code').primaryKey(),
    nativeName: text('native_name').notNull(),
    englishName: text('english_name').notNull(),
    /** BCP 47 locale used for Intl formatting. */
    locale: text('locale').notNull(),
    dir: text('dir').$type<'ltr' | 'rtl'>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('languages_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
    check('languages_dir', sql`${t.dir} in ('ltr', 'rtl')`),
  ],
);

/**
 * Currencies with their betting defaults (spec §9). Amounts are integer minor units:
 * `initialBet` 15000 with `minorUnits` 2 is 150.00.
 */
export const currencies = pgTable(
  'currencies',
  {
    /** ISO 4217 alphabetic code, uppercase. */
    code: text('code').primaryKey(),
    /** ISO 4217 numeric code (the spec's currency id). */
    numericCode: smallint('numeric_code').notNull().unique(),
    /** Digits after the decimal point (ISO 4217 minor unit). */
    minorUnits: smallint('minor_units').notNull(),
    symbol: text('symbol').notNull(),
    englishName: text('english_name').notNull(),
    /** Stake pre-filled in the coupon, in minor units. */
    initialBet: bigint('initial_bet', { mode: 'bigint' }).notNull(),
    /** Step of the stake's plus and minus buttons, in minor units. */
    betStep: bigint('bet_step', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_units', sql`${t.minorUnits} between 0 and 4`),
    check('currencies_bet_positive', sql`${t.initialBet} > 0 and ${t.betStep} > 0`),
  ],
);

/** Countries: names, phone code and the currency a new player from there starts with. */
export const countries = pgTable(
  'countries',
  {
    /** ISO 3166-1 alpha-2 code, lowercase (spec §5: country codes are lower-cased). */
    code: text('code').primaryKey(),
    /** ISO 3166-1 numeric code (the spec's geoCountryId). */
    numericCode: smallint('numeric_code').notNull().unique(),
    /** Names by language code; always has `en`. */
    names: jsonValue('names').$type<Record<string, string>>().notNull(),
    /** International dialling code with its leading `+` (spec §5). */
    phoneCode: text('phone_code').notNull(),
    defaultCurrency: text('default_currency')
      .notNull()
      .references(() => currencies.code),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('countries_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
    check('countries_phone_code_format', sql`${t.phoneCode} ~ '^\\+[0-9]{1,4}$'`),
  ],
);
