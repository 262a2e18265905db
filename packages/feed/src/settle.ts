/**
 * Settlement of one outcome from a game result, as a bet status id of spec §3: 1 win, 0 lose,
 * 2 return, 4 half win half return, 5 half lose half return. Pricing uses the same rules
 * (`settleOnScore`), so a price and the way it settles can never disagree.
 */
import type { GameResult, Market, MarketType, Outcome } from './model.ts';

/** Bet status ids an outcome can settle to. */
export const SETTLEMENT = { lose: 0, win: 1, push: 2, halfWin: 4, halfLose: 5 } as const;
export type SettlementStatus = (typeof SETTLEMENT)[keyof typeof SETTLEMENT];

/** What settlement needs to know about an outcome. */
export type SettleableOutcome = Pick<Outcome, 'key' | 'param' | 'score' | 'competitorId'>;
/** What settlement needs to know about a market. */
export type SettleableMarket = Pick<Market, 'type' | 'period' | 'param'>;

const EPS = 1e-9;

/**
 * An Asian line by its margin m (the side's goals ahead after the line): a whole win above a
 * quarter, half win at +0.25, return at 0, half lose at −0.25, lose below.
 */
export function settleAsian(m: number): SettlementStatus {
  if (Math.abs(m) < EPS) return SETTLEMENT.push;
  if (Math.abs(m - 0.25) < EPS) return SETTLEMENT.halfWin;
  if (Math.abs(m + 0.25) < EPS) return SETTLEMENT.halfLose;
  return m > 0 ? SETTLEMENT.win : SETTLEMENT.lose;
}

function won(condition: boolean): SettlementStatus {
  return condition ? SETTLEMENT.win : SETTLEMENT.lose;
}

/** Market types settled on one score pair (the whole game's or one period's). */
export const SCORE_MARKETS: ReadonlySet<MarketType> = new Set<MarketType>([
  '1x2',
  'match_winner',
  'dc_1x',
  'dc_12',
  'dc_x2',
  'total',
  'asian_handicap',
  'european_handicap',
  'handicap',
  'btts',
  'correct_score',
  'team_total_home',
  'team_total_away',
  'unit_handicap',
  'unit_total',
  'total_games',
]);

/** Settles one outcome on a final score (h, a); built once per outcome for pricing loops. */
export type ScoreSettler = (h: number, a: number) => SettlementStatus;

const WIN = SETTLEMENT.win;
const LOSE = SETTLEMENT.lose;
const PUSH = SETTLEMENT.push;

/**
 * The settlement rule of a score-based outcome. Correct score: the market lists every score up
 * to `marketParam` goals per side; "other" wins when either side scored more.
 */
export function scoreSettler(
  type: MarketType,
  marketParam: number | null,
  outcome: SettleableOutcome,
): ScoreSettler {
  const line = outcome.param ?? 0;
  const key = outcome.key;
  switch (type) {
    case '1x2':
      if (key === 'draw') return (h, a) => (h === a ? WIN : LOSE);
      return key === 'home' ? (h, a) => (h > a ? WIN : LOSE) : (h, a) => (a > h ? WIN : LOSE);
    case 'match_winner':
      return key === 'home'
        ? (h, a) => (h === a ? PUSH : h > a ? WIN : LOSE)
        : (h, a) => (h === a ? PUSH : a > h ? WIN : LOSE);
    case 'dc_1x':
      return key === '1x' ? (h, a) => (h >= a ? WIN : LOSE) : (h, a) => (a > h ? WIN : LOSE);
    case 'dc_12':
      return key === '12' ? (h, a) => (h !== a ? WIN : LOSE) : (h, a) => (h === a ? WIN : LOSE);
    case 'dc_x2':
      return key === 'x2' ? (h, a) => (a >= h ? WIN : LOSE) : (h, a) => (h > a ? WIN : LOSE);
    case 'total':
    case 'unit_total':
    case 'total_games':
      return key === 'over'
        ? (h, a) => settleAsian(h + a - line)
        : (h, a) => settleAsian(line - (h + a));
    case 'team_total_home':
      return key === 'over' ? (h) => settleAsian(h - line) : (h) => settleAsian(line - h);
    case 'team_total_away':
      return key === 'over' ? (_h, a) => settleAsian(a - line) : (_h, a) => settleAsian(line - a);
    case 'asian_handicap':
    case 'handicap':
    case 'unit_handicap':
      return key === 'home'
        ? (h, a) => settleAsian(h - a + line)
        : (h, a) => settleAsian(a - h + line);
    case 'european_handicap': {
      const e = marketParam ?? 0;
      if (key === 'draw') return (h, a) => (h - a + e === 0 ? WIN : LOSE);
      return key === 'home'
        ? (h, a) => (h - a + e > 0 ? WIN : LOSE)
        : (h, a) => (h - a + e < 0 ? WIN : LOSE);
    }
    case 'btts':
      return key === 'yes'
        ? (h, a) => (h > 0 && a > 0 ? WIN : LOSE)
        : (h, a) => (h > 0 && a > 0 ? LOSE : WIN);
    case 'correct_score': {
      if (key === 'other') {
        const max = marketParam ?? 0;
        return (h, a) => (h > max || a > max ? WIN : LOSE);
      }
      const score = outcome.score;
      if (!score) return () => LOSE;
      return (h, a) => (score[0] === h && score[1] === a ? WIN : LOSE);
    }
    default:
      throw new Error(`market type ${type} is not settled on a score`);
  }
}

/** Settles a score-based outcome on a final score (h, a). */
export function settleOnScore(
  type: MarketType,
  marketParam: number | null,
  outcome: SettleableOutcome,
  h: number,
  a: number,
): SettlementStatus {
  return scoreSettler(type, marketParam, outcome)(h, a);
}

function periodScore(result: GameResult, period: number): readonly [number, number] | undefined {
  return period === 0 ? result.score : result.periods[period - 1];
}

function settleCombat(
  market: SettleableMarket,
  outcome: SettleableOutcome,
  result: GameResult,
): SettlementStatus {
  if (result.detail.kind !== 'combat') return SETTLEMENT.push;
  const { method, fightSec, roundSec } = result.detail;
  const wentDistance = method === 'decision' || method === 'draw';
  if (market.type === 'distance') return won(wentDistance === (outcome.key === 'yes'));
  if (market.type === 'total_rounds') {
    const over = fightSec > (outcome.param ?? 0) * roundSec;
    return won(over === (outcome.key === 'over'));
  }
  if (outcome.key === 'draw') return won(result.winner === 'draw');
  const [side, how] = outcome.key.split('_') as [string, string];
  const methodOf = { ko: 'ko', sub: 'submission', dec: 'decision' } as const;
  return won(result.winner === side && methodOf[how as keyof typeof methodOf] === method);
}

/**
 * Settles one outcome of a market from a game's result. A market about a period or unit that
 * was never played (map 3 of a 2:0 match, game 12 of a 6:2 set) is returned (2).
 */
export function settleOutcome(
  market: SettleableMarket,
  outcome: SettleableOutcome,
  result: GameResult,
): SettlementStatus {
  switch (market.type) {
    case 'unit_winner': {
      const unit = result.periods[(market.param ?? 0) - 1];
      if (!unit || unit[0] === unit[1]) return SETTLEMENT.push;
      return won(outcome.key === 'home' ? unit[0] > unit[1] : unit[1] > unit[0]);
    }
    case 'game_winner': {
      if (result.detail.kind !== 'tennis') return SETTLEMENT.push;
      const param = market.param ?? 0;
      const set = Math.floor(param / 100);
      const winner = result.detail.games[set - 1]?.[param - set * 100 - 1];
      if (winner === undefined) return SETTLEMENT.push;
      return won((winner === 'h') === (outcome.key === 'home'));
    }
    case 'total_games': {
      let h = 0;
      let a = 0;
      for (const [ph, pa] of result.periods) {
        h += ph;
        a += pa;
      }
      return settleOnScore(market.type, market.param, outcome, h, a);
    }
    case 'method':
    case 'total_rounds':
    case 'distance':
      return settleCombat(market, outcome, result);
    case 'outright_winner':
      if (result.detail.kind !== 'outright') return SETTLEMENT.push;
      return won(outcome.competitorId === result.detail.winnerId);
    default: {
      const score = periodScore(result, market.period);
      if (!score) return SETTLEMENT.push;
      return settleOnScore(market.type, market.param, outcome, score[0], score[1]);
    }
  }
}
