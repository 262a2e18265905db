import {
  COUPON_TYPE_IDS,
  MAX_COUPON_BETS,
  MIN_SYSTEM_VALUE,
  isCoefChangeAction,
  parseCoef,
} from '@playfield/domain/betting';
import { isCoefFormatId } from '@playfield/domain/odds';
import { z } from 'zod';

// Bodies of the betting API (issue 6): the outgoing coupon of spec §3 that
// `POST /web-api/betting/place` accepts, the placement's answer, and the betting calculator's
// request and answer. Amounts travel as decimal strings in the account's currency; the server
// parses them into minor units with the currency's digits (so "10.001" is refused there, not
// here). Coefs travel as decimals (2.5) and become thousandths.

/** Every betting endpoint lives under this prefix. */
export const BETTING_API_PREFIX = '/web-api/betting';

/**
 * Why a placement body was refused before any price was read. The route translates the code;
 * `legIndex` names the leg when one is at fault.
 */
export type PlaceBodyProblemCode =
  | 'bets_count'
  | 'outcome_invalid'
  | 'coef_invalid'
  | 'duplicate_outcome'
  | 'system_value_out_of_range'
  | 'amount_negative'
  | 'amount_format'
  | 'type_invalid'
  | 'account_invalid'
  | 'coef_action_invalid'
  | 'exact_coef_invalid'
  | 'coef_view_invalid'
  | 'flag_invalid'
  | 'ref_id_invalid'
  | 'user_invalid'
  | 'hyper_bonus_unavailable'
  | 'field_unknown'
  | 'body_invalid';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const NEGATIVE = /^-(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** A stake as typed: a plain decimal string (a JSON number is read through its text). */
const amountSchema = z.union([z.string(), z.number()]).superRefine((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text.length > 40 || !(DECIMAL.test(text) || NEGATIVE.test(text))) {
    ctx.addIssue({ code: 'custom', params: { problem: 'amount_format' } });
  } else if (text.startsWith('-')) {
    ctx.addIssue({ code: 'custom', params: { problem: 'amount_negative' } });
  }
});

const outcomeIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .transform(Number),
]);

const coefSchema = z.union([z.number(), z.string().max(40)]).transform((value, ctx) => {
  const parsed = parseCoef(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', params: { problem: 'coef_invalid' } });
  return z.NEVER;
});

/** A 0/1 flag of the coupon settings (spec §3), sent as a boolean or as 0 or 1. */
const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/**
 * `exactCoef` (spec §3): off (false, 0), on (true, 1: every leg only at the coef sent, and the
 * coupon at `coef` when that is sent), or the exact coupon coef asked for (a decimal above 1,
 * "9.5"), in thousandths.
 */
const exactCoefSchema = z
  .union([z.boolean(), z.number(), z.string().max(40)])
  .transform((value, ctx): boolean | number => {
    if (value === true || value === 1 || value === '1') return true;
    if (value === false || value === 0 || value === '0') return false;
    const parsed = parseCoef(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', params: { problem: 'exact_coef_invalid' } });
    return z.NEVER;
  });

const positiveIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .transform(Number),
]);

/** One leg of the outgoing coupon: the outcome, the coef the player saw, a multi-bet block. */
export const placeCouponBetSchema = z.object({
  outcomeId: outcomeIdSchema,
  /** The decimal coef the player saw (2.5); parsed into thousandths (2500). */
  coef: coefSchema,
  blockId: z.number().int().min(0).max(1_000_000).optional(),
});

/**
 * The outgoing coupon of spec §3 (`POST /web-api/betting/place`, with an `Idempotency-Key`
 * header): at most {@link MAX_COUPON_BETS} legs, each outcome once, a system value of at least
 * 2 and below the number of legs, stakes as non-negative decimal strings. What depends on
 * prices, the account and its currency (unknown outcomes, suspended markets, min/max, the
 * currency's digits) is checked by the server after parsing.
 */
export const placeCouponBodySchema = z
  .object({
    typeId: z
      .number()
      .int()
      .refine((v) => (COUPON_TYPE_IDS as readonly number[]).includes(v)),
    accountId: z.union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^[1-9][0-9]{0,15}$/)
        .transform(Number),
    ]),
    amount: amountSchema.optional(),
    systemValue: z.number().int().min(0).max(1000).optional(),
    changeCoefAction: z
      .number()
      .int()
      .refine((v) => isCoefChangeAction(v))
      .optional(),
    bets: z.array(placeCouponBetSchema).min(1).max(MAX_COUPON_BETS),
    /** Multi-bet (type 4): each block's stake, by block id. */
    amountByBlockId: z.record(z.string().max(10), amountSchema).optional(),
    /** Conditional and many singles (types 5, 9): each leg's stake, by outcome id. */
    amountByBetId: z.record(z.string().max(20), amountSchema).optional(),
    promoCode: z.string().max(64).optional(),
    isVipBet: z.boolean().optional(),
    /** The coupon's total coef as the player saw it (decimal); checked under `exactCoef`. */
    coef: coefSchema.optional(),
    /** The same coef in the player's odds format (display only; the answer gives the server's). */
    coefByView: z.union([z.string().max(40), z.number()]).optional(),
    /** The player's odds format (spec §3 ids); the answer shows the accepted coef in it. */
    coefViewId: z
      .number()
      .refine((v) => isCoefFormatId(v), { params: { problem: 'coef_view_invalid' } })
      .optional(),
    exactCoef: exactCoefSchema.optional(),
    /** Refuse a live coupon when a leg's game score changes before it is accepted. */
    isDropOnScoreChange: flagSchema.optional(),
    /** Prepaid (voucher) part of the stake: this site offers none, so only 0 is accepted. */
    prepaidAmount: amountSchema.optional(),
    /** The partner reference the bet is credited to; kept on the coupon. */
    refId: z
      .union([
        z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
        z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
      ])
      .optional(),
    /** The player the coupon is for: must be the signed-in one. */
    userId: positiveIdSchema.optional(),
    /** Hyper-bonus fields of spec §3: no hyper bonus is offered here, so they are refused. */
    hyperBonusPercent: z.unknown().optional(),
    minHyperBonusBetLimit: z.unknown().optional(),
    maxHyperBonusLimit: z.unknown().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const field of ['hyperBonusPercent', 'minHyperBonusBetLimit', 'maxHyperBonusLimit']) {
      if (body[field as keyof typeof body] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          params: { problem: 'hyper_bonus_unavailable' },
        });
      }
    }
    const seen = new Set<number>();
    body.bets.forEach((bet, legIndex) => {
      if (seen.has(bet.outcomeId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bets', legIndex, 'outcomeId'],
          params: { problem: 'duplicate_outcome' },
        });
      }
      seen.add(bet.outcomeId);
    });
    if (body.typeId === 2) {
      const k = body.systemValue ?? MIN_SYSTEM_VALUE;
      if (k < MIN_SYSTEM_VALUE || k >= body.bets.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['systemValue'],
          params: { problem: 'system_value_out_of_range' },
        });
      }
    }
  });

export type PlaceCouponBody = z.infer<typeof placeCouponBodySchema>;

/** A refusal of a placement body: the first problem and the leg (or field) it concerns. */
export interface PlaceBodyProblem {
  code: PlaceBodyProblemCode;
  legIndex?: number;
  /** The field at fault (an unknown field's name). */
  field?: string;
}

/** The problem a failed {@link placeCouponBodySchema} parse stands for (its first issue). */
export function placeBodyProblem(error: z.ZodError): PlaceBodyProblem {
  // Too many (or no) legs is the problem to report even when some legs are also malformed.
  const issue =
    error.issues.find((i) => i.path.length === 1 && i.path[0] === 'bets') ?? error.issues[0];
  if (!issue) return { code: 'body_invalid' };
  if (issue.code === 'unrecognized_keys') {
    return { code: 'field_unknown', field: issue.keys.join(', ').slice(0, 200) };
  }
  const [field, index, leaf] = issue.path;
  const legIndex = field === 'bets' && typeof index === 'number' ? { legIndex: index } : {};
  const params =
    'params' in issue ? (issue.params as { problem?: unknown } | undefined) : undefined;
  const custom = typeof params?.problem === 'string' ? params.problem : null;
  if (custom) return { code: custom as PlaceBodyProblemCode, ...legIndex };
  switch (field) {
    case 'bets':
      if (index === undefined) return { code: 'bets_count' };
      return { code: leaf === 'coef' ? 'coef_invalid' : 'outcome_invalid', ...legIndex };
    case 'typeId':
      return { code: 'type_invalid' };
    case 'accountId':
      return { code: 'account_invalid' };
    case 'systemValue':
      return { code: 'system_value_out_of_range' };
    case 'changeCoefAction':
      return { code: 'coef_action_invalid' };
    case 'coef':
      return { code: 'coef_invalid' };
    case 'coefViewId':
      return { code: 'coef_view_invalid' };
    case 'exactCoef':
      return { code: 'exact_coef_invalid' };
    case 'isDropOnScoreChange':
      return { code: 'flag_invalid' };
    case 'refId':
      return { code: 'ref_id_invalid' };
    case 'userId':
      return { code: 'user_invalid' };
    case 'prepaidAmount':
    case 'amount':
    case 'amountByBlockId':
    case 'amountByBetId':
      return { code: 'amount_format' };
    default:
      return { code: 'body_invalid' };
  }
}

/** One leg of an accepted coupon as the placement answers it. */
export const placedBetSchema = z.object({
  outcomeId: z.number().int(),
  gameId: z.number().int(),
  /** The coef the leg was accepted at (decimal string, "2.500"). */
  coef: z.string(),
  /** True when the accepted coef differs from the one the player sent. */
  changed: z.boolean(),
});

/** 201 answer of `POST /web-api/betting/place` (also the answer a repeated key gets). */
export const placeCouponResponseSchema = z.object({
  couponId: z.string(),
  typeId: z.number().int(),
  accountId: z.number().int(),
  currency: z.string(),
  /** Total stake, decimal string. */
  amount: z.string(),
  /** The coupon's potential coef (decimal string with three digits). */
  coef: z.string(),
  potentialPayout: z.string(),
  /** `waiting`: a VIP bet over the normal maximum, held for a trader's approval (decision 020). */
  status: z.enum(['pending', 'waiting']),
  createdAt: z.string(),
  bets: z.array(placedBetSchema),
  /** The odds format asked for (`coefViewId`) and the coupon's coef in it. */
  coefViewId: z.number().int().optional(),
  coefByView: z.string().optional(),
  /** The partner reference kept on the coupon. */
  refId: z.string().optional(),
});
export type PlaceCouponResponse = z.infer<typeof placeCouponResponseSchema>;

/** `POST /web-api/betting-calculator`: a coupon with each leg's result. */
export const calculatorRequestSchema = z.object({
  typeId: z.number().int().min(0).max(9),
  amount: z.union([z.string().max(40), z.number()]).optional(),
  systemValue: z.number().int().min(0).max(1000).optional(),
  bets: z
    .array(
      z.object({
        coef: z.union([z.number(), z.string().max(40)]),
        statusId: z.number().int().min(-2).max(6),
        blockId: z.number().int().min(0).max(1_000_000).optional(),
        amount: z.union([z.string().max(40), z.number()]).optional(),
      }),
    )
    .min(1)
    .max(MAX_COUPON_BETS),
  amountByBlockId: z
    .record(z.string().max(10), z.union([z.string().max(40), z.number()]))
    .optional(),
});
export type CalculatorRequest = z.infer<typeof calculatorRequestSchema>;

/** One line of a calculated coupon. */
export const calculatorLineSchema = z.object({
  /** Indexes of the legs the line combines. */
  legs: z.array(z.number().int()),
  stake: z.string(),
  payout: z.string().nullable(),
  status: z.string(),
});

/** The calculator's answer: payout (null while pending), the coupon status and every line. */
export const calculatorResponseSchema = z.object({
  payout: z.string().nullable(),
  status: z.string(),
  totalStake: z.string(),
  potentialPayout: z.string(),
  coef: z.string(),
  lines: z.array(calculatorLineSchema),
});
export type CalculatorResponse = z.infer<typeof calculatorResponseSchema>;
