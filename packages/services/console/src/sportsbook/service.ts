// The console's sportsbook and results (issue 15, decision 037). Reads go through the
// sportsbook's and betting's public services; every change is an audited write whose
// transaction carries the change itself (an override, a result, the resettlement's ledger
// movements), and only after the commit is it put in force and published.
import type { BettingService, ResettleReport } from '@playfield/betting';
import { withRetry } from '@playfield/db';
import type { Db } from '@playfield/db';
import type { GameResult } from '@playfield/feed';
import type {
  ConsoleResettlement,
  ConsoleResultBody,
} from '@playfield/protocol/endpoints/console-sportsbook';
import type { Override, OverrideScope, Sportsbook, StoredResult } from '@playfield/sportsbook';
import { auditedWrite } from '../audit.ts';
import type { Actor, ConsoleContext, Tx } from '../context.ts';
import { ConsoleError } from '../errors.ts';

export interface SportsbookPorts {
  sportsbook: Pick<Sportsbook, 'operator'>;
  betting: Pick<BettingService, 'operator'>;
}

type Ctx = Pick<ConsoleContext, 'db' | 'now'>;

const gameNotFound = () => new ConsoleError(404, 'game_not_found', 'No such open game.');
const marketNotFound = () => new ConsoleError(404, 'market_not_found', 'No such market.');
const asDb = (tx: Tx) => tx as unknown as Db;
const gameOfMarketId = (marketId: number) => Math.floor(marketId / 2 ** 19);

function answer(report: ResettleReport): ConsoleResettlement {
  return {
    gameId: report.gameId,
    coupons: report.coupons,
    settled: report.settled,
    moved: report.moved,
    receivable: report.receivable,
  };
}

/** The audit's view of a report (no balance changes, no player list). */
const reportLine = (report: ResettleReport) => ({
  ...answer(report),
  couponIds: report.updated.map((c) => c.id),
});

function resultOf(
  gameId: number,
  body: ConsoleResultBody,
  before: StoredResult | null,
  now: number,
): StoredResult {
  if ('cancelled' in body) return { gameId, cancelled: true, result: null };
  const [home, away] = body.score;
  const previous = before?.result ?? null;
  const result: GameResult = {
    gameId,
    score: [home, away],
    periods: body.periods,
    winner: body.winnerId ? null : home > away ? 'home' : home < away ? 'away' : 'draw',
    detail: body.winnerId
      ? { kind: 'outright', winnerId: body.winnerId }
      : previous && previous.detail.kind !== 'outright'
        ? previous.detail
        : { kind: 'none' },
    finishedAt: previous?.finishedAt ?? now,
  };
  return { gameId, cancelled: false, result };
}

export function createSportsbookConsole(ctx: Ctx, ports: SportsbookPorts) {
  const operator = ports.sportsbook.operator;
  const betting = ports.betting.operator;

  async function changeOverride(
    actor: Actor,
    action: string,
    scope: OverrideScope,
    targetId: number,
    change: Partial<Pick<Override, 'suspended' | 'marginBp'>>,
  ): Promise<Override> {
    const gameId = scope === 'game' ? targetId : operator.gameOfMarket(targetId);
    if (gameId === null || !operator.isOpen(gameId)) {
      throw scope === 'game' ? gameNotFound() : marketNotFound();
    }
    const stored = await auditedWrite(ctx, actor, action, async (tx) => {
      const before = await operator.readOverrideWithin(asDb(tx), scope, targetId);
      const after: Override = {
        scope,
        targetId,
        gameId,
        suspended: before?.suspended ?? false,
        marginBp: before?.marginBp ?? null,
        ...change,
      };
      await operator.writeOverrideWithin(asDb(tx), after, new Date(ctx.now()));
      return {
        object: { type: `sportsbook.${scope}`, id: targetId },
        before,
        after,
        result: after,
      };
    });
    operator.overrideCommitted(stored);
    return stored;
  }

  /** Suspends an open game in the same transaction (a result entered before its end). */
  async function suspendWithin(tx: Tx, gameId: number): Promise<Override | null> {
    if (!operator.isOpen(gameId)) return null;
    const before = await operator.readOverrideWithin(asDb(tx), 'game', gameId);
    if (before?.suspended) return null;
    const after: Override = {
      scope: 'game',
      targetId: gameId,
      gameId,
      suspended: true,
      marginBp: null,
    };
    await operator.writeOverrideWithin(asDb(tx), after, new Date(ctx.now()));
    return after;
  }

  function committed(report: ResettleReport, override: Override | null): void {
    betting.committed(report);
    if (override) operator.overrideCommitted(override);
  }

  return {
    games: operator.games,
    markets(gameId: number) {
      const found = operator.markets(gameId);
      if (!found) throw gameNotFound();
      return found;
    },
    feedStatus: () => operator.feedStatus(),
    liability: (gameId: number) => betting.liability(gameId),
    suspend: (actor: Actor, scope: OverrideScope, targetId: number) =>
      changeOverride(actor, `sportsbook.${scope}.suspend`, scope, targetId, { suspended: true }),
    reopen: (actor: Actor, scope: OverrideScope, targetId: number) =>
      changeOverride(actor, `sportsbook.${scope}.reopen`, scope, targetId, { suspended: false }),
    margin: (actor: Actor, marketId: number, marginBp: number | null) =>
      changeOverride(actor, 'sportsbook.market.margin', 'market', marketId, { marginBp }),

    /** Enters or corrects a game's result; settles and resettles its coupons. */
    async enterResult(
      actor: Actor,
      gameId: number,
      body: ConsoleResultBody,
    ): Promise<ConsoleResettlement> {
      await betting.prepareResettlement(gameId);
      const done = await withRetry(() =>
        auditedWrite(ctx, actor, 'results.enter', async (tx) => {
          const before = await operator.readResultWithin(asDb(tx), gameId);
          if (!before && !operator.isOpen(gameId)) throw gameNotFound();
          const stored = resultOf(gameId, body, before, ctx.now());
          await operator.writeResultWithin(asDb(tx), stored, new Date(ctx.now()));
          const override = await suspendWithin(tx, gameId);
          const report = await betting.resettleWithin(asDb(tx), {
            gameId,
            outcome: stored,
            reason: 'result',
          });
          return {
            object: { type: 'game', id: gameId },
            before: { result: before },
            after: { result: stored, resettlement: reportLine(report) },
            result: { report, override, stored },
          };
        }),
      );
      committed(done.report, done.override);
      operator.resultCommitted(done.stored);
      return answer(done.report);
    },

    /** Resettles a game from its stored result (nothing moves when every coupon agrees). */
    async resettle(actor: Actor, gameId: number): Promise<ConsoleResettlement> {
      await betting.prepareResettlement(gameId);
      const report = await withRetry(() =>
        auditedWrite(ctx, actor, 'results.resettle', async (tx) => {
          const stored = await operator.readResultWithin(asDb(tx), gameId);
          if (!stored) throw new ConsoleError(404, 'result_not_found', 'The game has no result.');
          const report = await betting.resettleWithin(asDb(tx), {
            gameId,
            outcome: stored,
            reason: 'result',
          });
          return {
            object: { type: 'game', id: gameId },
            before: { result: stored },
            after: { resettlement: reportLine(report) },
            result: report,
          };
        }),
      );
      committed(report, null);
      return answer(report);
    },

    /** Voids a market: every leg on it returned (coef 1), its coupons resettled. */
    async voidMarket(actor: Actor, marketId: number): Promise<ConsoleResettlement> {
      const gameId = gameOfMarketId(marketId);
      if (operator.gameOfMarket(marketId) === null && !(await betting.hasLegs(marketId))) {
        throw marketNotFound();
      }
      await betting.prepareResettlement(gameId);
      const done = await withRetry(() =>
        auditedWrite(ctx, actor, 'results.void-market', async (tx) => {
          const voided = await betting.voidMarketWithin(asDb(tx), { marketId, gameId });
          const stored = await operator.readResultWithin(asDb(tx), gameId);
          let override: Override | null = null;
          if (operator.gameOfMarket(marketId) !== null) {
            const current = await operator.readOverrideWithin(asDb(tx), 'market', marketId);
            if (!current?.suspended) {
              override = {
                scope: 'market',
                targetId: marketId,
                gameId,
                suspended: true,
                marginBp: current?.marginBp ?? null,
              };
              await operator.writeOverrideWithin(asDb(tx), override, new Date(ctx.now()));
            }
          }
          const report = await betting.resettleWithin(asDb(tx), {
            gameId,
            outcome: stored,
            reason: 'void',
          });
          return {
            object: { type: 'sportsbook.market', id: marketId },
            before: { voided: !voided },
            after: { voided: true, resettlement: reportLine(report) },
            result: { report, override },
          };
        }),
      );
      committed(done.report, done.override);
      return answer(done.report);
    },
  };
}

export type SportsbookConsole = ReturnType<typeof createSportsbookConsole>;
