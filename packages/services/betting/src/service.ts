import type { Database, Db } from '@playfield/db';
import type { BetsTopicUpdate } from '@playfield/protocol/sportsbook';
import type { WalletService } from '@playfield/wallet';
import { createBettingOperator } from './operator.ts';
import type { BettingOperator } from './operator.ts';
import { createPlacement } from './placement/place.ts';
import type { PlaceInput, PlaceResult } from './placement/place.ts';
import { ALLOW_ALL_STAKES } from './ports.ts';
import type { BettingAccounts, SportsbookPort, StakeGuard } from './ports.ts';
import {
  OPEN_COUPON_STATUSES,
  countCoupons,
  hasOpenCoupon,
  listCoupons,
  readCoupon,
} from './repository.ts';
import {
  DEFAULT_SITE_RULES,
  DEFAULT_STAKE_LIMITS,
  checkStakeLimits,
  couponRules,
} from './rules.ts';
import type { SiteBettingRules, StakeLimits } from './rules.ts';
import { createSettlement } from './settlement/settle.ts';
import type { Settlement } from './settlement/settle.ts';
import { betsUpdate, couponView } from './views.ts';
import { VIP_TIMEOUT_MS, createVipDesk } from './vip.ts';
import type { VipDesk } from './vip.ts';
import type { CouponView } from './views.ts';

export interface BettingDeps {
  database: Pick<Database, 'db'>;
  /** The wallet's ledger: stakes and payouts are posted in betting's own transactions. */
  wallet: Pick<
    WalletService,
    'postWithin' | 'postManyWithin' | 'prepare' | 'publish' | 'balanceWithin'
  >;
  sportsbook: SportsbookPort;
  accounts: BettingAccounts;
  /** The limits context's binding stake check (default: allow every stake). */
  stakes?: StakeGuard;
  /** The site configuration's betting fields (default: no min/max types, no bonus, no VIP). */
  siteRules?: () => Promise<SiteBettingRules>;
  /** Stake limits and the payout cap in major units (default: min 1, no max, cap 10,000,000). */
  stakeLimits?: StakeLimits;
  /** How long coupons with a live leg are held before the final price check (default 3000 ms). */
  acceptDelayMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Every placed or settled coupon, after commit (the live `bets` topic of the player). */
  publish?: (userId: number, update: BetsTopicUpdate) => void;
  /** Failures of background work (retried by the next sweep). */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
  /** Coupons settled per transaction (default 1000). */
  settlementBatchSize?: number;
  /** How long a VIP bet waits for a trader before it is rejected by itself (default 15 min). */
  vipTimeoutMs?: number;
}

export interface HistoryQuery {
  userId: number;
  status?: string;
  typeId?: number;
  from?: Date;
  to?: Date;
}

export interface BettingService {
  /** Places a coupon (see placement/place.ts); refusals are BettingErrors. */
  place(input: PlaceInput): Promise<PlaceResult>;
  /** The user's coupons, newest first (at most 1000). */
  history(query: HistoryQuery): Promise<CouponView[]>;
  /**
   * One page of the user's coupons, newest first (paged in SQL): `page` from 1, `size` coupons
   * a page; a page past the last answers the last.
   */
  historyPage(
    query: HistoryQuery & { page: number; size: number },
  ): Promise<{ coupons: CouponView[]; total: number; page: number; pages: number }>;
  /** One of the user's coupons; null for another user's or an unknown id. */
  coupon(userId: number, couponId: number): Promise<CouponView | null>;
  /** The user's coupons still pending (the `bets` topic snapshot). */
  openCoupons(userId: number): Promise<CouponView[]>;
  /**
   * Betting's say on removing a player's account (issue 13 item 1): not while a coupon staked
   * from it is unsettled. Runs inside the removal's transaction.
   */
  removalBlocker(tx: Db, account: { accountId: number }): Promise<'account_open_coupon' | null>;
  settlement: Settlement;
  /** The operator console's resettlement, liability and dashboard figures (decision 037). */
  operator: BettingOperator;
  /** VIP bets waiting for a trader: list, approve, reject, expire (decision 020). */
  vip: VipDesk;
  /** Subscribes to placed and settled coupons (after commit); returns the unsubscribe function. */
  onCouponChanged(listener: (userId: number, update: BetsTopicUpdate) => void): () => void;
  /**
   * Worker role: settles each game the sportsbook reports finished, and sweeps every
   * `sweepMs` (and once at start) for missed events and work a restart interrupted. Runs one
   * settlement at a time; returns the stop function.
   */
  start(options?: { sweepMs?: number }): () => void;
  /** Resolves when the settlement work queued so far is done (tests). */
  idle(): Promise<void>;
}

const HISTORY_LIMIT = 1000;

export function createBettingService(deps: BettingDeps): BettingService {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const onError = deps.onError ?? (() => {});
  const listeners = new Set<(userId: number, update: BetsTopicUpdate) => void>();
  if (deps.publish) listeners.add(deps.publish);
  function publish(userId: number, update: BetsTopicUpdate): void {
    for (const listener of listeners) {
      try {
        listener(userId, update);
      } catch (error) {
        // A failing listener must not undo or block a committed coupon.
        onError(error, { job: 'publish', userId });
      }
    }
  }
  const limits = checkStakeLimits(deps.stakeLimits ?? DEFAULT_STAKE_LIMITS);
  const siteRules = deps.siteRules ?? (() => Promise.resolve(DEFAULT_SITE_RULES));

  const place = createPlacement({
    db,
    wallet: deps.wallet,
    sportsbook: deps.sportsbook,
    accounts: deps.accounts,
    stakes: deps.stakes ?? ALLOW_ALL_STAKES,
    async rules(currency, digits, isBonusAccount) {
      return couponRules(await siteRules(), limits, digits, isBonusAccount, currency);
    },
    acceptDelayMs: deps.acceptDelayMs ?? 3000,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    onAccepted: ({ userId, couponId, status }) =>
      publish(userId, { couponId: String(couponId), status, payout: null }),
  });

  const settlement = createSettlement({
    db,
    wallet: deps.wallet,
    sportsbook: deps.sportsbook,
    now,
    onSettled: (coupon) => publish(coupon.userId, betsUpdate(coupon)),
    onError,
    ...(deps.settlementBatchSize ? { batchSize: deps.settlementBatchSize } : {}),
  });

  const vip = createVipDesk({
    db,
    wallet: deps.wallet,
    now,
    timeoutMs: deps.vipTimeoutMs ?? VIP_TIMEOUT_MS,
    onDecided: (coupon) => publish(coupon.userId, betsUpdate(coupon)),
  });

  // One settlement at a time in this process: events and sweeps queue behind each other.
  let queue: Promise<void> = Promise.resolve();
  function enqueue(job: string, work: () => Promise<void>): void {
    queue = queue.then(work).catch((error: unknown) => onError(error, { job }));
  }

  return {
    place,
    async history(query) {
      const rows = await listCoupons(db, { ...query, limit: HISTORY_LIMIT });
      return rows.map(couponView);
    },
    async historyPage({ page, size, ...query }) {
      const total = await countCoupons(db, query);
      const pages = Math.max(1, Math.ceil(total / size));
      const current = Math.min(page, pages);
      const rows = await listCoupons(db, { ...query, limit: size, offset: (current - 1) * size });
      return { coupons: rows.map(couponView), total, page: current, pages };
    },
    async coupon(userId, couponId) {
      const found = await readCoupon(db, userId, couponId);
      return found ? couponView(found) : null;
    },
    async openCoupons(userId) {
      const rows = await listCoupons(db, {
        userId,
        status: OPEN_COUPON_STATUSES,
        limit: HISTORY_LIMIT,
      });
      return rows.map(couponView);
    },
    async removalBlocker(tx, { accountId }) {
      return (await hasOpenCoupon(tx, accountId)) ? 'account_open_coupon' : null;
    },
    settlement,
    operator: createBettingOperator({ db, wallet: deps.wallet, now, publish, onError }),
    vip,
    onCouponChanged(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start({ sweepMs = 30_000 } = {}) {
      const unsubscribe = deps.sportsbook.onGameFinished((gameId) =>
        enqueue('settle-game', () => settlement.settleGame(gameId)),
      );
      const sweep = async () => {
        await settlement.sweep();
        await vip.expire();
      };
      enqueue('sweep', sweep);
      const timer = setInterval(() => enqueue('sweep', sweep), sweepMs);
      timer.unref?.();
      return () => {
        unsubscribe();
        clearInterval(timer);
      };
    },
    idle: () => queue,
  };
}
