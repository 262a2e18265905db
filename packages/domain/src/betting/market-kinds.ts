/**
 * Market kinds (spec §3 bet "market … kind") of the feed's market types, and which legs may not
 * be combined with others (spec §3 `isBannedExpress`). The spec names the field and one rule on
 * it (§5: legs on market kind 7 earn no express bonus) but not the kinds; ours are decision 020's
 * reading:
 *
 * | kind | markets |
 * |---|---|
 * | 1 | result: 1x2, match winner, unit (set/period) winner, game winner |
 * | 2 | double chance |
 * | 3 | handicaps (Asian, European, plain, per unit) |
 * | 4 | totals (match, per unit, games, rounds) |
 * | 5 | team totals |
 * | 6 | both teams to score |
 * | 7 | correct score — no express bonus (spec §5) |
 * | 8 | fight specials: method of victory, distance |
 * | 9 | outrights (long-term, sport 2999) — never in an express |
 */

/** Spec §5: legs on markets of this kind earn no express bonus. */
export const MARKET_KIND_CORRECT_SCORE = 7;
/** Long-term markets (outrights). */
export const MARKET_KIND_OUTRIGHT = 9;
/** Spec §9: the sport id of long-term (outright) events. */
export const OUTRIGHT_SPORT_ID = 2999;

const KINDS: Readonly<Record<string, number>> = {
  '1x2': 1,
  match_winner: 1,
  unit_winner: 1,
  game_winner: 1,
  dc_1x: 2,
  dc_12: 2,
  dc_x2: 2,
  asian_handicap: 3,
  european_handicap: 3,
  handicap: 3,
  unit_handicap: 3,
  total: 4,
  unit_total: 4,
  total_games: 4,
  total_rounds: 4,
  team_total_home: 5,
  team_total_away: 5,
  btts: 6,
  correct_score: MARKET_KIND_CORRECT_SCORE,
  method: 8,
  distance: 8,
  outright_winner: MARKET_KIND_OUTRIGHT,
};

/** The kind of a market type; 0 for a type this table does not know. */
export function marketKindOf(marketType: string): number {
  return Object.hasOwn(KINDS, marketType) ? (KINDS[marketType] ?? 0) : 0;
}

/**
 * Spec §3 `isBannedExpress`: an outright (a long-term market, or any market of sport 2999) may
 * not be combined with other legs — its result is known only at the season's end, and outrights
 * of one competition depend on each other.
 */
export function isBannedInExpress(leg: { marketType: string; sportId: number }): boolean {
  return leg.sportId === OUTRIGHT_SPORT_ID || marketKindOf(leg.marketType) === MARKET_KIND_OUTRIGHT;
}
