// Refusals of a placement, as BettingErrors in the player's language: the body's problems
// (before any price is read), the engine's coupon problems, and the price checks naming the
// legs at fault. Every one answers before anything is written or charged.
import { MAX_COUPON_BETS } from '@playfield/domain/betting';
import type { CouponProblem } from '@playfield/domain/betting';
import { formatMoney } from '@playfield/i18n';
import type { PlaceBodyProblem } from '@playfield/protocol/betting';
import { BettingError } from '../errors.ts';
import type { BettingMessageKey } from '../errors.ts';

const n = (legIndex: number | undefined) => ({ n: (legIndex ?? 0) + 1 });

/** A refusal of the placement body (schema level). */
export function bodyRefusal(problem: PlaceBodyProblem, betsCount: number | null): BettingError {
  const key = ((): [BettingMessageKey, Record<string, string | number>] => {
    switch (problem.code) {
      case 'bets_count':
        return ['betting_error_too_many_bets', { max: MAX_COUPON_BETS }];
      case 'outcome_invalid':
        return ['betting_error_outcome_invalid', n(problem.legIndex)];
      case 'coef_invalid':
        return ['betting_error_coef_invalid', n(problem.legIndex)];
      case 'duplicate_outcome':
        return ['betting_error_duplicate', n(problem.legIndex)];
      case 'system_value_out_of_range': {
        const legs = betsCount ?? 3;
        return ['betting_error_system_value', { max: Math.max(2, legs - 1), n: legs }];
      }
      case 'amount_negative':
        return ['betting_error_amount_negative', {}];
      case 'amount_format':
        return ['betting_error_amount_format', {}];
      case 'type_invalid':
        return ['betting_error_type_invalid', {}];
      case 'account_invalid':
        return ['betting_error_account', {}];
      case 'coef_action_invalid':
        return ['betting_error_coef_action', {}];
      case 'exact_coef_invalid':
        return ['betting_error_exact_coef', {}];
      case 'coef_view_invalid':
        return ['betting_error_coef_view', {}];
      case 'flag_invalid':
        return ['betting_error_flag', {}];
      case 'ref_id_invalid':
        return ['betting_error_ref_id', {}];
      case 'user_invalid':
        return ['betting_error_user', {}];
      case 'hyper_bonus_unavailable':
        return ['betting_error_hyper_bonus', {}];
      case 'field_unknown':
        return ['betting_error_field_unknown', { field: problem.field ?? '' }];
      case 'body_invalid':
        return ['betting_error_invalid', {}];
    }
  })();
  return new BettingError(400, key[0], key[1], problem.code);
}

/** How money shows in messages: the player's language, the coupon's currency. */
export interface MoneyFormat {
  lang: string;
  currency: string;
  digits: number;
}

function money(format: MoneyFormat, value: number | bigint | undefined): string {
  const minor = typeof value === 'bigint' ? value : BigInt(value ?? 0);
  return formatMoney(format.lang, minor, format.currency, format.digits);
}

/** A refusal for the first of the engine's coupon problems. */
export function couponRefusal(problem: CouponProblem, format: MoneyFormat): BettingError {
  const p = problem.params ?? {};
  const make = (key: BettingMessageKey, params: Record<string, string | number> = {}) =>
    new BettingError(400, key, params, problem.code);
  switch (problem.code) {
    case 'type_invalid':
      return make('betting_error_type_invalid');
    case 'bets_count':
      return make('betting_error_bets_count', {
        min: Number(p.min ?? 0),
        max: Number(p.max ?? 0),
        actual: Number(p.actual ?? 0),
      });
    case 'coef_invalid':
    case 'status_invalid':
      return make('betting_error_coef_invalid', n(problem.legIndex));
    case 'system_value_out_of_range':
      return make('betting_error_system_value', {
        max: Number(p.max ?? 2),
        n: Number(p.max ?? 2) + 1,
      });
    case 'amount_missing':
    case 'amount_not_positive':
      return make('betting_problem_amount');
    case 'amount_too_large':
      return make('betting_error_amount_too_large');
    case 'block_missing':
    case 'blocks_count':
    case 'block_unknown':
      return make('betting_error_blocks');
    case 'half_result_not_accepted':
      return make('betting_error_half_result', n(problem.legIndex));
    case 'bonus_multiplier_invalid':
      return make('betting_error_invalid');
    case 'duplicate_outcome':
      return make('betting_error_duplicate', n(problem.legIndex));
    case 'dependent_bets':
      return make('betting_error_dependent', {
        n: Number(p.otherLegIndex ?? 0) + 1,
        m: (problem.legIndex ?? 0) + 1,
      });
    case 'express_banned':
      return make('betting_error_express_banned', n(problem.legIndex));
    case 'bet_blocked':
      return make('betting_problem_blocked');
    case 'amount_below_min':
      return make('betting_error_amount_below_min', { min: money(format, p.min) });
    case 'amount_above_max':
      return make('betting_error_amount_above_max', { max: money(format, p.max) });
    case 'max_payout_exceeded':
      return make('betting_error_max_payout', {
        max: money(format, p.max),
        actual: money(format, p.actual),
      });
    case 'promo_code_not_allowed':
      return make('betting_error_promo');
    case 'vip_bet_not_allowed':
      return make('betting_error_vip');
  }
}

/**
 * A refusal about particular legs (unknown, finished, suspended, coef changed or dropped, score
 * moved): their names in the message, their outcome ids in the answer.
 */
export function legsRefusal(
  key: BettingMessageKey,
  code: string,
  names: readonly string[],
  outcomeIds: readonly number[],
): BettingError {
  return new BettingError(400, key, { names: names.join(', ') }, code, undefined, outcomeIds);
}
