import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * A `jsonb` column that returns exactly the JSON value stored. Drizzle's own `jsonb` re-parses
 * any string the driver hands back, so a stored JSON string such as `"123"` or `"true"` would
 * come back as a number or a boolean; both drivers already parse jsonb, so nothing more is done.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/**
 * `value` as a jsonb SQL literal. Use it to write a {@link jsonValue} column when the value may
 * be `null`: drizzle sends a JavaScript null as SQL NULL, not as the JSON value `null`.
 */
export function toJsonb(value: unknown): SQL {
  return sql`cast(${JSON.stringify(value)} as jsonb)`;
}
