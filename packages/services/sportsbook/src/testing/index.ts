// The testing entry of @playfield/sportsbook (`@playfield/sportsbook/testing`): helpers for
// tests, benchmarks and other packages' testing/ folders, never imported by production code
// (decision 029).
export { TEST_START, createClusterTestNode, createTestWorld } from './world.ts';
export type { ClusterTestNode, TestWorld } from './world.ts';
export { storedGames } from './stored-games.ts';
export type { StoredGames } from './stored-games.ts';
