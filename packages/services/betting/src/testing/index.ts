// The testing entry of @playfield/betting (`@playfield/betting/testing`): helpers for tests,
// benchmarks and other packages' testing/ folders, never imported by production code
// (decision 029).
export { createFakeSportsbook } from './fake-sportsbook.ts';
export type { FakeSportsbook } from './fake-sportsbook.ts';
