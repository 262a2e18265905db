import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
