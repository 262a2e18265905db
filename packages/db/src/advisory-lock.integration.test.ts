// Database.tryAdvisoryLock on the test database's driver (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): one holder at a time, free again after release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-database.ts';
import type { Database } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('tryAdvisoryLock', () => {
  it('gives the lock to one taker until it is released', async () => {
    const first = await database.tryAdvisoryLock(4242);
    expect(first).not.toBeNull();
    expect(await database.tryAdvisoryLock(4242)).toBeNull();
    const other = await database.tryAdvisoryLock(4243);
    expect(other).not.toBeNull();
    await first?.release();
    await first?.release(); // idempotent
    const again = await database.tryAdvisoryLock(4242);
    expect(again).not.toBeNull();
    await again?.release();
    await other?.release();
  });
});
