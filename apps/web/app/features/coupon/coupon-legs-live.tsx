// The bet slip follows the games of its legs itself, over their `game:{id}` topics, so every
// leg's price and locked state stay current whatever page is open: the odds buttons update a
// pick only while they are on screen, and a coupon is often built across several pages.
// Frames are read by hand (no zod): the slip sits beside the home page, inside its JS budget.
import { useLiveTopic } from '../live/use-live-topic.ts';
import { getCouponSelection, updateCouponPick, useCouponPicks } from './coupon-store.ts';
import type { CouponPick } from './coupon-store.ts';

/** What a frame changes on one leg. */
export interface LegChange {
  outcomeId: number;
  change: Partial<Pick<CouponPick, 'coef' | 'blocked' | 'isLive'>>;
}

interface OutcomeTickLike {
  id: number;
  coef: number;
  blocked: boolean;
}

interface MarketTickLike {
  marketId: number;
  suspended: boolean;
  outcomes: OutcomeTickLike[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function marketTick(value: unknown): MarketTickLike | null {
  if (!isRecord(value) || typeof value.marketId !== 'number' || !Array.isArray(value.outcomes)) {
    return null;
  }
  const outcomes: OutcomeTickLike[] = [];
  for (const o of value.outcomes as unknown[]) {
    if (!isRecord(o) || typeof o.id !== 'number' || typeof o.coef !== 'number') return null;
    outcomes.push({ id: o.id, coef: o.coef, blocked: o.blocked === true });
  }
  return { marketId: value.marketId, suspended: value.suspended === true, outcomes };
}

function marketTicks(value: unknown): MarketTickLike[] {
  if (!Array.isArray(value)) return [];
  return value.map(marketTick).filter((m): m is MarketTickLike => m !== null);
}

/** The legs' new prices and locks from the markets' ticks. */
function fromMarkets(legs: readonly CouponPick[], markets: readonly MarketTickLike[]): LegChange[] {
  const changes: LegChange[] = [];
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      if (!legs.some((leg) => leg.outcomeId === outcome.id)) continue;
      changes.push({
        outcomeId: outcome.id,
        change: { coef: outcome.coef, blocked: outcome.blocked || market.suspended },
      });
    }
  }
  return changes;
}

function lockAll(legs: readonly CouponPick[]): LegChange[] {
  return legs.map((leg) => ({ outcomeId: leg.outcomeId, change: { blocked: true } }));
}

/** A game tick: held by feed silence or finished locks every leg; else its main market counts. */
function fromGameTick(legs: readonly CouponPick[], game: unknown): LegChange[] {
  if (!isRecord(game)) return [];
  if (game.feedSuspended === true || game.status === 4) return lockAll(legs);
  const isLive = game.status === 2 || game.status === 3;
  const main = marketTick(game.main);
  const priced = main ? fromMarkets(legs, [main]) : [];
  return legs.map((leg) => {
    const fresh = priced.find((c) => c.outcomeId === leg.outcomeId);
    return { outcomeId: leg.outcomeId, change: { ...fresh?.change, isLive } };
  });
}

/**
 * What one frame of `game:{gameId}` changes on the coupon's legs of that game: a snapshot or a
 * `markets` update re-prices and locks them, a withdrawn market or a finished game locks them.
 */
export function legChangesFromFrame(
  picks: readonly CouponPick[],
  gameId: number,
  data: unknown,
  kind: 'snapshot' | 'update',
): LegChange[] {
  const legs = picks.filter((p) => p.gameId === gameId);
  if (legs.length === 0 || !isRecord(data)) return [];
  if (kind === 'snapshot') {
    return [...fromGameTick(legs, data.game), ...fromMarkets(legs, marketTicks(data.markets))];
  }
  switch (data.kind) {
    case 'markets': {
      const removed = Array.isArray(data.removed) ? (data.removed as unknown[]) : [];
      const gone = legs
        .filter((leg) => removed.includes(leg.marketId))
        .map((leg) => ({ outcomeId: leg.outcomeId, change: { blocked: true } }));
      return [...fromMarkets(legs, marketTicks(data.markets)), ...gone];
    }
    case 'game':
      return fromGameTick(legs, data.game);
    case 'finished':
      return lockAll(legs);
    default:
      return [];
  }
}

function LegGameLive({ gameId }: { gameId: number }) {
  useLiveTopic(`game:${gameId}`, (data, kind) => {
    for (const { outcomeId, change } of legChangesFromFrame(
      getCouponSelection().picks,
      gameId,
      data,
      kind,
    )) {
      updateCouponPick(outcomeId, change);
    }
  });
  return null;
}

/** Follows every game the coupon has a leg on while the slip is shown. */
export function CouponLegsLive() {
  const picks = useCouponPicks();
  const gameIds = [...new Set(picks.map((p) => p.gameId))];
  return (
    <>
      {gameIds.map((id) => (
        <LegGameLive key={id} gameId={id} />
      ))}
    </>
  );
}
