// How markets are grouped, ordered and labelled for display. The feed says what a market is
// (type, period, line); the sportsbook decides where a page shows it.
import type { FeedLocale, Market, MarketType, Outcome } from '@playfield/feed';
import { MARKET_TYPES, formatHandicap } from '@playfield/feed';
import { MARKET_GROUPS } from '@playfield/protocol/sportsbook';
import type { MarketGroup } from '@playfield/protocol/sportsbook';

const GROUP_OF_TYPE: Record<MarketType, MarketGroup> = {
  '1x2': 'main',
  match_winner: 'main',
  dc_1x: 'main',
  dc_12: 'main',
  dc_x2: 'main',
  outright_winner: 'main',
  total: 'totals',
  team_total_home: 'totals',
  team_total_away: 'totals',
  total_games: 'totals',
  total_rounds: 'totals',
  unit_total: 'totals',
  asian_handicap: 'handicaps',
  european_handicap: 'handicaps',
  handicap: 'handicaps',
  unit_handicap: 'handicaps',
  unit_winner: 'periods',
  game_winner: 'periods',
  correct_score: 'correct_score',
  btts: 'specials',
  method: 'specials',
  distance: 'specials',
};

/**
 * A market's display group: a market of one period (half, quarter, set, map) goes to
 * "periods" whatever its type; the rest by type.
 */
export function marketGroupOf(market: Pick<Market, 'type' | 'period'>): MarketGroup {
  return market.period > 0 ? 'periods' : GROUP_OF_TYPE[market.type];
}

const TYPE_ORDER = new Map<MarketType, number>(MARKET_TYPES.map((type, i) => [type, i]));
const GROUP_ORDER = new Map<MarketGroup, number>(MARKET_GROUPS.map((group, i) => [group, i]));

/** Page order: group, then the feed's type order, period, line. */
export function compareMarkets(a: Market, b: Market): number {
  return (
    (GROUP_ORDER.get(marketGroupOf(a)) ?? 0) - (GROUP_ORDER.get(marketGroupOf(b)) ?? 0) ||
    (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) ||
    a.period - b.period ||
    (a.param ?? 0) - (b.param ?? 0) ||
    a.id - b.id
  );
}

/** The list row's market: 1X2 or the winner of the whole game (the outright's winner). */
export function isMainMarket(market: Pick<Market, 'type' | 'period'>): boolean {
  return (
    market.period === 0 &&
    (market.type === '1x2' || market.type === 'match_winner' || market.type === 'outright_winner')
  );
}

/**
 * A column label: "1", "X", "2" for results, the signed line for handicaps ("-1.5"), the word
 * for totals ("Over"), the score, else the full name.
 */
export function shortLabel(
  market: Pick<Market, 'type'>,
  outcome: Pick<Outcome, 'key' | 'param'>,
  fullName: string,
  locale: FeedLocale,
): string {
  switch (outcome.key) {
    case 'home':
    case 'away':
      if (outcome.param !== null && market.type !== 'match_winner')
        return formatHandicap(outcome.param);
      return outcome.key === 'home' ? '1' : '2';
    case 'draw':
      return 'X';
    case '1x':
      return '1X';
    case '12':
      return '12';
    case 'x2':
      return 'X2';
    case 'over':
    case 'under':
    case 'yes':
    case 'no':
      return locale.word(outcome.key);
    default:
      return fullName;
  }
}
