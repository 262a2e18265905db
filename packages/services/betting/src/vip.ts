// VIP bets (spec §5, decision 020): a coupon flagged `isVipBet` whose stake is over the normal
// maximum is not refused but held — its stake debited as usual, the coupon `waiting` — until a
// trader approves it (it becomes an ordinary pending coupon) or rejects it (the stake returns,
// the coupon is `rejected`), or it times out (rejected by `timeout`). Every decision is a row of
// `betting_vip_decisions`, written in the transaction that moves the coupon out of `waiting`
// under its row lock: a second decision finds the coupon decided and answers the first one when
// it is the same (idempotent) or a conflict when it is not, so a stake is returned at most once
// and a rejected coupon can never be paid (its refund uses the coupon's payout key).
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { withRetry } from '@playfield/db';
import { bettingCouponBets, bettingCoupons, bettingVipDecisions } from '@playfield/db/betting';
import type { Db } from '@playfield/db';
import { formatAmount } from '@playfield/domain/betting';
import type { BalanceChange, Leg, WalletService } from '@playfield/wallet';
import { currencyInfo } from '@playfield/wallet';
import type { CouponRow } from './repository.ts';

/** How long a VIP bet waits for a trader by default before it is rejected by itself. */
export const VIP_TIMEOUT_MS = 15 * 60_000;

export type VipDecisionKind = 'approved' | 'rejected';

/** A VIP bet waiting for a trader, as the CLI and the operator console list it. */
export interface WaitingVipBet {
  couponId: number;
  userId: number;
  accountId: number;
  typeId: number;
  currency: string;
  amount: string;
  potentialPayout: string;
  createdAt: string;
  /** When it is rejected by itself if nobody decides. */
  expiresAt: string;
  legs: { gameName: string; marketName: string; outcomeName: string; coef: string }[];
}

export interface VipDecision {
  couponId: number;
  decision: VipDecisionKind;
  decidedBy: string;
  reason: string | null;
  decidedAt: string;
  /** True when this call found the same decision already made (nothing changed). */
  replayed: boolean;
}

/** A decision that cannot be made: unknown coupon, not a VIP bet, decided the other way. */
export class VipDecisionError extends Error {
  override readonly name = 'VipDecisionError';
  constructor(
    readonly code: 'not_found' | 'not_vip' | 'already_decided' | 'games_settled',
    message: string,
  ) {
    super(message);
  }
}

export interface VipDesk {
  /** The VIP bets waiting for a decision, oldest first. */
  list(): Promise<WaitingVipBet[]>;
  /** Approves a waiting VIP bet: it becomes an ordinary pending coupon. */
  approve(couponId: number, by: string, reason?: string): Promise<VipDecision>;
  /** Rejects a waiting VIP bet: the stake returns to the player's account. */
  reject(couponId: number, by: string, reason?: string): Promise<VipDecision>;
  /** Rejects (by `timeout`) every VIP bet that waited longer than the timeout; how many. */
  expire(): Promise<number>;
}

export interface VipDeskDeps {
  db: Db;
  wallet: Pick<WalletService, 'postWithin' | 'prepare' | 'publish'>;
  now(): Date;
  /** How long a VIP bet waits before it is rejected by itself (ms). */
  timeoutMs: number;
  /** Told after commit about a decided coupon (the player's bets topic). */
  onDecided(coupon: Pick<CouponRow, 'id' | 'userId' | 'status' | 'payout' | 'currency'>): void;
}

function money(value: bigint, currency: string): string {
  return formatAmount(value, currencyInfo(currency)?.digits ?? 2);
}

function refundLegs(coupon: CouponRow): Leg[] {
  return [
    {
      account: { kind: 'player', accountId: coupon.accountId, userId: coupon.userId },
      currency: coupon.currency,
      amount: coupon.amount,
    },
    {
      account: { kind: 'system', code: 'bets_stakes' },
      currency: coupon.currency,
      amount: -coupon.amount,
    },
  ];
}

export function createVipDesk(deps: VipDeskDeps): VipDesk {
  const { db } = deps;

  async function existing(tx: Db, couponId: number) {
    const [row] = await tx
      .select()
      .from(bettingVipDecisions)
      .where(eq(bettingVipDecisions.couponId, couponId));
    return row ?? null;
  }

  async function decide(
    couponId: number,
    decision: VipDecisionKind,
    by: string,
    reason: string | null,
  ): Promise<VipDecision> {
    const [peek] = await db.select().from(bettingCoupons).where(eq(bettingCoupons.id, couponId));
    if (!peek) throw new VipDecisionError('not_found', `coupon ${couponId} not found`);
    if (decision === 'rejected') await deps.wallet.prepare(refundLegs(peek));
    const result = await withRetry(() =>
      db.transaction(async (tx) => {
        const locked = await tx.execute<{ status: string; is_vip: boolean }>(
          sql`select status, is_vip from betting_coupons where id = ${couponId} for update`,
        );
        const row = locked.rows[0];
        if (!row) throw new VipDecisionError('not_found', `coupon ${couponId} not found`);
        if (row.status !== 'waiting') {
          const earlier = await existing(tx, couponId);
          if (!earlier) {
            throw new VipDecisionError('not_vip', `coupon ${couponId} is not a waiting VIP bet`);
          }
          if (earlier.decision !== decision) {
            throw new VipDecisionError(
              'already_decided',
              `#${couponId} was already ${earlier.decision} by ${earlier.decidedBy}`,
            );
          }
          return { decision: earlier, changes: [] as BalanceChange[], replayed: true };
        }
        if (decision === 'approved') {
          // A game already settled while the bet waited would leave the coupon unsettled for
          // ever: only a rejection is possible then.
          const settled = await tx.execute<{ n: number }>(
            sql`select count(*)::int as n from betting_coupon_bets
                where coupon_id = ${couponId} and status_id >= 0`,
          );
          if (Number(settled.rows[0]?.n ?? 0) > 0) {
            throw new VipDecisionError(
              'games_settled',
              `coupon ${couponId} has legs already settled: reject it`,
            );
          }
        }
        const at = deps.now();
        let changes: BalanceChange[] = [];
        if (decision === 'approved') {
          await tx
            .update(bettingCoupons)
            .set({ status: 'pending' })
            .where(eq(bettingCoupons.id, couponId));
        } else {
          ({ changes } = await deps.wallet.postWithin(tx, {
            kind: 'bet_refund',
            // The coupon's payout key: a rejected coupon can never be paid as well.
            idempotencyKey: `bet_payout:${couponId}`,
            legs: refundLegs(peek),
            metadata: { couponId, vip: 'rejected' },
          }));
          await tx
            .update(bettingCoupons)
            .set({ status: 'rejected', payout: peek.amount, settledAt: at })
            .where(eq(bettingCoupons.id, couponId));
        }
        const [written] = await tx
          .insert(bettingVipDecisions)
          .values({ couponId, decision, decidedBy: by, reason, decidedAt: at })
          .returning();
        if (!written) throw new Error(`decision on coupon ${couponId} not written`);
        return { decision: written, changes, replayed: false };
      }),
    );
    if (!result.replayed) {
      deps.wallet.publish(result.changes);
      deps.onDecided({
        id: couponId,
        userId: peek.userId,
        currency: peek.currency,
        status: decision === 'approved' ? 'pending' : 'rejected',
        payout: decision === 'approved' ? null : peek.amount,
      });
    }
    const d = result.decision;
    return {
      couponId,
      decision: d.decision,
      decidedBy: d.decidedBy,
      reason: d.reason,
      decidedAt: d.decidedAt.toISOString(),
      replayed: result.replayed,
    };
  }

  return {
    async list() {
      const coupons = await db
        .select()
        .from(bettingCoupons)
        .where(eq(bettingCoupons.status, 'waiting'))
        .orderBy(asc(bettingCoupons.createdAt), asc(bettingCoupons.id));
      if (coupons.length === 0) return [];
      const legs = await db
        .select()
        .from(bettingCouponBets)
        .where(
          inArray(
            bettingCouponBets.couponId,
            coupons.map((c) => c.id),
          ),
        )
        .orderBy(asc(bettingCouponBets.couponId), asc(bettingCouponBets.legIndex));
      return coupons.map((c) => ({
        couponId: c.id,
        userId: c.userId,
        accountId: c.accountId,
        typeId: c.typeId,
        currency: c.currency,
        amount: money(c.amount, c.currency),
        potentialPayout: money(c.potentialPayout, c.currency),
        createdAt: c.createdAt.toISOString(),
        expiresAt: new Date(c.createdAt.getTime() + deps.timeoutMs).toISOString(),
        legs: legs
          .filter((l) => l.couponId === c.id)
          .map((l) => ({
            gameName: l.gameName,
            marketName: l.marketName,
            outcomeName: l.outcomeName,
            coef: formatAmount(BigInt(l.coef), 3),
          })),
      }));
    },
    approve: (couponId, by, reason) => decide(couponId, 'approved', by, reason ?? null),
    reject: (couponId, by, reason) => decide(couponId, 'rejected', by, reason ?? null),
    async expire() {
      const before = new Date(deps.now().getTime() - deps.timeoutMs);
      const due = await db
        .select({ id: bettingCoupons.id })
        .from(bettingCoupons)
        .where(and(eq(bettingCoupons.status, 'waiting'), lt(bettingCoupons.createdAt, before)));
      let rejected = 0;
      for (const { id } of due) {
        try {
          const result = await decide(id, 'rejected', 'timeout', 'not decided in time');
          if (!result.replayed) rejected += 1;
        } catch (error) {
          // A trader approved it meanwhile: that decision stands.
          if (!(error instanceof VipDecisionError)) throw error;
        }
      }
      return rejected;
    },
  };
}
