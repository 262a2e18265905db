import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from '../json-value.ts';

/**
 * Site configuration (spec §3): one row per top-level configuration key. Values are JSON so
 * a key can hold a flag, a list or a small object; their shape is validated by the zod schema
 * in `@playfield/protocol` on every write, never by the database. A key without a row takes its
 * default from that schema, so adding a field needs no migration.
 */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonValue('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every change of a key (issue 15), by the console or the command line: who (`operator:ID` or
 * `cli`), when, the key's whole value before and after. Written by the one write function.
 */
export const siteConfigHistory = pgTable(
  'site_config_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** Null when the key had no stored value (its default applied). */
    before: jsonValue('before'),
    after: jsonValue('after').notNull(),
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('site_config_history_key_idx').on(t.key, t.id)],
);
