// The testing entry of @playfield/feed (`@playfield/feed/testing`): helpers for tests,
// benchmarks and other packages' testing/ folders, never imported by production code
// (decision 029).
export { createManualClock, createManualScheduler } from './manual-clock.ts';
export type { ManualClock, ManualScheduler } from './manual-clock.ts';
