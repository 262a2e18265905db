// Operator overrides (issue 15, decision 037): a game or a market suspended by an operator until
// reopened, and a market's margin. They are stored (`sportsbook_overrides`) and applied by the
// book on top of the feed's markets: the book keeps each market as the feed sent it and offers
// its effective form — suspended when the feed or an operator says so, its coefs re-priced
// with the operator's margin — to every reader (line API, live topics, betting's quotes).
import { and, eq, sql } from 'drizzle-orm';
import { sportsbookOverrides, sportsbookResults } from '@playfield/db/sportsbook';
import type { Db } from '@playfield/db';
import { MAX_COEF, MIN_COEF, coefsFor } from '@playfield/feed';
import type { GameResult, Market } from '@playfield/feed';

/** The bounds of an operator's margin, basis points (0 %–30 %). */
export const MARGIN_BP_MIN = 0;
export const MARGIN_BP_MAX = 3000;

export type OverrideScope = 'game' | 'market';

/** One stored override. */
export interface Override {
  scope: OverrideScope;
  /** The game id (scope game) or the market id (scope market). */
  targetId: number;
  gameId: number;
  suspended: boolean;
  /** Basis points (500 = 5 %); null keeps the feed's prices. Markets only. */
  marginBp: number | null;
}

export const overrideKey = (scope: OverrideScope, targetId: number) => `${scope}:${targetId}`;

/** A market's coefs re-priced with `marginBp`: the fair shares of its coefs, the new margin. */
export function remargin(market: Market, marginBp: number): Market {
  const live = market.outcomes.filter((o) => o.coef > 0);
  if (live.length < 2) return market;
  const implied = live.map((o) => 1000 / o.coef);
  const total = implied.reduce((sum, q) => sum + q, 0);
  const coefs = coefsFor(
    implied.map((q) => q / total),
    marginBp / 10_000,
  ).map((coef) => Math.min(MAX_COEF, Math.max(MIN_COEF, coef)));
  const byId = new Map(live.map((o, i) => [o.id, coefs[i] ?? o.coef]));
  return {
    ...market,
    outcomes: market.outcomes.map((o) => ({ ...o, coef: byId.get(o.id) ?? o.coef })),
  };
}

/** The market as offered: the feed's market with the game's and the market's overrides. */
export function effectiveMarket(market: Market, overrides: ReadonlyMap<string, Override>): Market {
  const game = overrides.get(overrideKey('game', market.gameId));
  const own = overrides.get(overrideKey('market', market.id));
  if (!game && !own) return market;
  const priced = own?.marginBp == null ? market : remargin(market, own.marginBp);
  const suspended = market.suspended || game?.suspended === true || own?.suspended === true;
  return suspended === priced.suspended ? priced : { ...priced, suspended };
}

/** True when an operator suspended the market or its game. */
export function operatorSuspended(
  overrides: ReadonlyMap<string, Override>,
  gameId: number,
  marketId: number | null,
): boolean {
  if (overrides.get(overrideKey('game', gameId))?.suspended) return true;
  return marketId !== null && overrides.get(overrideKey('market', marketId))?.suspended === true;
}

/** Every stored override. */
export async function loadOverrides(db: Db): Promise<Override[]> {
  const rows = await db.select().from(sportsbookOverrides);
  return rows.map((row) => ({
    scope: row.scope,
    targetId: row.targetId,
    gameId: row.gameId,
    suspended: row.suspended,
    marginBp: row.marginBp,
  }));
}

/** The stored override of a target, locked for the caller's transaction; null when none. */
export async function readOverrideWithin(
  tx: Db,
  scope: OverrideScope,
  targetId: number,
): Promise<Override | null> {
  const [row] = await tx
    .select()
    .from(sportsbookOverrides)
    .where(and(eq(sportsbookOverrides.scope, scope), eq(sportsbookOverrides.targetId, targetId)))
    .for('update');
  return row
    ? {
        scope: row.scope,
        targetId: row.targetId,
        gameId: row.gameId,
        suspended: row.suspended,
        marginBp: row.marginBp,
      }
    : null;
}

/** Stores an override in the caller's transaction (one with nothing to say is deleted). */
export async function writeOverrideWithin(tx: Db, override: Override, at: Date): Promise<void> {
  if (!override.suspended && override.marginBp === null) {
    await tx
      .delete(sportsbookOverrides)
      .where(
        and(
          eq(sportsbookOverrides.scope, override.scope),
          eq(sportsbookOverrides.targetId, override.targetId),
        ),
      );
    return;
  }
  const values = { ...override, updatedAt: at };
  await tx
    .insert(sportsbookOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [sportsbookOverrides.scope, sportsbookOverrides.targetId],
      set: { suspended: values.suspended, marginBp: values.marginBp, updatedAt: at },
    });
}

/** A stored result: the feed's or an operator's. */
export interface StoredResult {
  gameId: number;
  cancelled: boolean;
  result: GameResult | null;
}

/** The stored result of a game, locked for the caller's transaction; null when none. */
export async function readResultWithin(tx: Db, gameId: number): Promise<StoredResult | null> {
  const [row] = await tx
    .select()
    .from(sportsbookResults)
    .where(eq(sportsbookResults.gameId, gameId))
    .for('update');
  if (!row) return null;
  const result =
    row.result === null
      ? null
      : ((typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as GameResult);
  return { gameId, cancelled: row.cancelled, result };
}

/**
 * Stores an operator's result (entered or corrected) in the caller's transaction: it replaces
 * what was stored; the feed's later result of the game does not (its insert does nothing).
 */
export async function writeResultWithin(tx: Db, stored: StoredResult, at: Date): Promise<void> {
  const finishedAt = stored.result ? new Date(stored.result.finishedAt) : at;
  await tx
    .insert(sportsbookResults)
    .values({
      gameId: stored.gameId,
      result: stored.result,
      cancelled: stored.cancelled,
      finishedAt,
    })
    .onConflictDoUpdate({
      target: sportsbookResults.gameId,
      set: { result: sql`excluded.result`, cancelled: stored.cancelled },
    });
}
