// The testing entry of @playfield/limits (`@playfield/limits/testing`): helpers for tests,
// benchmarks and other packages' testing/ folders, never imported by production code
// (decision 029).
export { createMemoryLedger } from './memory-ledger.ts';
export type { MemoryLedger, MemoryLedgerEntry } from './memory-ledger.ts';
