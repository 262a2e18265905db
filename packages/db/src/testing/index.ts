// The testing entry of @playfield/db (`@playfield/db/testing`): helpers for tests, benchmarks
// and other packages' testing/ folders, never imported by production code (decision 029).
export { createTestDatabase } from './test-database.ts';
export type { TestDatabaseOptions } from './test-database.ts';
