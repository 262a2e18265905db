/**
 * Deterministic market and outcome ids. A market's id is a function of its game, type, period
 * and line; an outcome's id adds a slot from its key (and score or competitor). Ids are stable
 * for the life of a game and across restarts of the same world, and need no lookup tables.
 *
 * Layout (all below 2^53): outcome id = market id × 128 + slot;
 * market id = game id × 2^19 + type × 2^14 + period × 2^12 + line code.
 */
import { MARKET_TYPES, OUTCOME_KEYS } from '../model.ts';
import type { MarketType, OutcomeKey } from '../model.ts';

const TYPE_INDEX = new Map<MarketType, number>(MARKET_TYPES.map((t, i) => [t, i]));
const KEY_INDEX = new Map<OutcomeKey, number>(OUTCOME_KEYS.map((k, i) => [k, i]));

/** Game ids must stay below this for ids to remain exact integers. */
export const MAX_GAME_ID = 2 ** 27;

function lineCode(type: MarketType, param: number | null): number {
  if (param === null) return 0;
  // game_winner's param is set × 100 + game (an integer up to ~520): stored as is.
  const code = type === 'game_winner' ? param : Math.round(param * 4) + 2048;
  if (code < 0 || code > 4095) throw new Error(`line ${param} of ${type} is out of range`);
  return code;
}

/** The id of a market of a game. */
export function marketIdOf(
  gameId: number,
  type: MarketType,
  period: number,
  param: number | null,
): number {
  if (gameId >= MAX_GAME_ID) throw new Error(`game id ${gameId} is too large`);
  const typeIndex = TYPE_INDEX.get(type) ?? 0;
  return (
    gameId * 2 ** 19 + typeIndex * 2 ** 14 + Math.min(period, 3) * 2 ** 12 + lineCode(type, param)
  );
}

/**
 * The slot of an outcome within its market: correct scores by score (other: 0), outright
 * competitors by their position in the championship, the rest by key.
 */
export function outcomeSlot(
  key: OutcomeKey,
  score: readonly [number, number] | null | undefined,
  competitorIndex: number,
): number {
  if (key === 'score' && score) return 1 + Math.min(score[0], 10) * 11 + Math.min(score[1], 10);
  if (key === 'competitor') return competitorIndex;
  return KEY_INDEX.get(key) ?? 0;
}

/** The id of an outcome from its market id and slot. */
export function outcomeIdOf(marketId: number, slot: number): number {
  return marketId * 128 + slot;
}
