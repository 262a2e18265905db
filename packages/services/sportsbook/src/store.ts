// The sportsbook's tables (decisions 018, 019): what the leader writes — reference data, games
// with their markets and the provider's resume state in batches, results the moment a game
// finishes, cancelled results for abandoned games, and the feed state a follower starts from —
// and what readers (followers, a leader resuming the world) load.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  sportsbookChampionships,
  sportsbookCompetitors,
  sportsbookFeedState,
  sportsbookGames,
  sportsbookMarkets,
  sportsbookResults,
  sportsbookSports,
} from '@playfield/db/sportsbook';
import type { Db } from '@playfield/db';
import type {
  Championship,
  Competitor,
  FeedSnapshot,
  FinishedGame,
  Game,
  GameResult,
  GameWithMarkets,
  Market,
  Outcome,
  Sport,
} from '@playfield/feed';
import type { SportsbookGameOutcome } from './port.ts';

/** The stored book: a snapshot as of the feed state's `seq`, under the leader run `epoch`. */
export interface StoredBook extends FeedSnapshot {
  epoch: string;
}

/** A game to write: the game, its markets and the provider's resume state of it (or null). */
export interface StoredGame extends GameWithMarkets {
  readonly state?: unknown;
}

export interface SportsbookStore {
  /**
   * The largest game id ever stored or reserved (0 when none): new games are numbered above it.
   */
  maxGameId(): Promise<number>;
  /** Reserves game ids up to `upTo` (never lowers a reservation; decision 019). */
  reserveGameIds(upTo: number): Promise<void>;
  /** The stored open games: not finished, no result. */
  openGameIds(): Promise<number[]>;
  /**
   * Abandons these games: each gets a cancelled result (every bet on it is returned) unless it
   * has a result already, its row (if any) status 4, its markets gone. Returns the ids that got
   * the cancelled result.
   */
  abandonGames(gameIds: readonly number[], at: number): Promise<number[]>;
  /** The providers' resume states of the stored open games (decision 019), by game id. */
  resumeStates(): Promise<Map<number, unknown>>;
  /** Sports, championships and competitors (upserted). */
  writeReference(
    snapshot: Pick<FeedSnapshot, 'sports' | 'championships' | 'competitors'>,
  ): Promise<void>;
  /** Games, all of their current markets and their resume states, in one transaction. */
  writeGames(games: readonly StoredGame[], at: number): Promise<void>;
  /** A finished game: its result, the game at status 4, its markets gone. Written once. */
  writeResult(game: Game, result: GameResult): Promise<void>;
  /** Marks the stored book as complete up to `seq` of the run `epoch`. */
  writeState(epoch: string, seq: number, at: number): Promise<void>;
  /** Stored results of these games (cancelled ones with a null result). */
  results(gameIds: readonly number[]): Promise<Map<number, SportsbookGameOutcome>>;
  /**
   * The whole stored book, or null before a leader has completed its first write — unless
   * `incomplete` (a new leader resuming whatever was written: epoch '' and seq 0 then).
   */
  load(options: {
    at: number;
    resultsKeepMs: number;
    incomplete?: boolean;
  }): Promise<StoredBook | null>;
}

const STATE_ID = 1;

function marketRow(market: Market) {
  return {
    id: market.id,
    gameId: market.gameId,
    type: market.type,
    period: market.period,
    param: market.param,
    suspended: market.suspended,
    outcomes: market.outcomes,
  };
}

function gameRow(game: Game, at: number, state: unknown = null) {
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    status: game.status,
    startAt: new Date(game.startAt),
    score: game.kind === 'match' ? game.score : null,
    clock: game.kind === 'match' ? game.clock : null,
    data: game,
    resumeState: state ?? null,
    updatedAt: new Date(at),
  };
}

const upsertGame = {
  target: sportsbookGames.id,
  set: {
    status: sql`excluded.status`,
    startAt: sql`excluded.start_at`,
    score: sql`excluded.score`,
    clock: sql`excluded.clock`,
    data: sql`excluded.data`,
    resumeState: sql`excluded.resume_state`,
    updatedAt: sql`excluded.updated_at`,
  },
};

const parse = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function createSportsbookStore(db: Db): SportsbookStore {
  return {
    async maxGameId() {
      const rows = await db.execute<{ max: string | number | null }>(
        sql`select greatest((select max(id) from sportsbook_games),
          (select max(game_id) from sportsbook_results),
          (select max(reserved_game_id) from sportsbook_feed_state)) as max`,
      );
      return Number(rows.rows[0]?.max ?? 0);
    },

    async reserveGameIds(upTo) {
      // Before a first complete write the row says so with epoch ''.
      await db
        .insert(sportsbookFeedState)
        .values({ id: STATE_ID, epoch: '', seq: 0, reservedGameId: upTo, writtenAt: new Date() })
        .onConflictDoUpdate({
          target: sportsbookFeedState.id,
          set: {
            reservedGameId: sql`greatest(${sportsbookFeedState.reservedGameId}, excluded.reserved_game_id)`,
          },
        });
    },

    async openGameIds() {
      const open = await db.execute<{ id: string | number }>(
        sql`select g.id from sportsbook_games g
          where g.status <> 4
            and not exists (select 1 from sportsbook_results r where r.game_id = g.id)
          order by g.id`,
      );
      return open.rows.map((r) => Number(r.id));
    },

    async abandonGames(gameIds, at) {
      const ids = [...new Set(gameIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const finishedAt = new Date(at);
        const cancelled: number[] = [];
        for (let i = 0; i < ids.length; i += 1000) {
          const part = ids.slice(i, i + 1000);
          const inserted = await tx
            .insert(sportsbookResults)
            .values(part.map((gameId) => ({ gameId, result: null, cancelled: true, finishedAt })))
            .onConflictDoNothing()
            .returning({ gameId: sportsbookResults.gameId });
          const now = inserted.map((r) => r.gameId);
          if (now.length === 0) continue;
          cancelled.push(...now);
          await tx
            .update(sportsbookGames)
            .set({ status: 4, resumeState: null, updatedAt: finishedAt })
            .where(inArray(sportsbookGames.id, now));
          await tx.delete(sportsbookMarkets).where(inArray(sportsbookMarkets.gameId, now));
        }
        return cancelled.sort((a, b) => a - b);
      });
    },

    async resumeStates() {
      const rows = await db
        .select({ id: sportsbookGames.id, state: sportsbookGames.resumeState })
        .from(sportsbookGames)
        .where(sql`${sportsbookGames.status} <> 4 and ${sportsbookGames.resumeState} is not null`);
      return new Map(rows.map((r) => [r.id, parse<unknown>(r.state)]));
    },

    async writeReference(snapshot) {
      await db.transaction(async (tx) => {
        const sports = snapshot.sports.map((s) => ({ id: s.id, slug: s.slug, data: s }));
        if (sports.length > 0) {
          await tx
            .insert(sportsbookSports)
            .values(sports)
            .onConflictDoUpdate({
              target: sportsbookSports.id,
              set: { slug: sql`excluded.slug`, data: sql`excluded.data` },
            });
        }
        for (let i = 0; i < snapshot.championships.length; i += 250) {
          const rows = snapshot.championships
            .slice(i, i + 250)
            .map((c) => ({ id: c.id, sportId: c.sportId, data: c }));
          await tx
            .insert(sportsbookChampionships)
            .values(rows)
            .onConflictDoUpdate({
              target: sportsbookChampionships.id,
              set: { sportId: sql`excluded.sport_id`, data: sql`excluded.data` },
            });
        }
        for (let i = 0; i < snapshot.competitors.length; i += 250) {
          const rows = snapshot.competitors.slice(i, i + 250).map((c) => ({ id: c.id, data: c }));
          await tx
            .insert(sportsbookCompetitors)
            .values(rows)
            .onConflictDoUpdate({
              target: sportsbookCompetitors.id,
              set: { data: sql`excluded.data` },
            });
        }
      });
    },

    async writeGames(games, at) {
      if (games.length === 0) return;
      await db.transaction(async (tx) => {
        const ids = games.map((g) => g.game.id);
        await tx
          .insert(sportsbookGames)
          .values(games.map((g) => gameRow(g.game, at, g.state)))
          .onConflictDoUpdate(upsertGame);
        await tx.delete(sportsbookMarkets).where(inArray(sportsbookMarkets.gameId, ids));
        const markets = games.flatMap((g) => g.markets.map(marketRow));
        // Short statements: PGlite runs each one on the event loop without a break.
        for (let i = 0; i < markets.length; i += 500) {
          await tx.insert(sportsbookMarkets).values(markets.slice(i, i + 500));
        }
      });
    },

    async writeResult(game, result) {
      const finishedAt = new Date(result.finishedAt);
      await db.transaction(async (tx) => {
        await tx
          .insert(sportsbookGames)
          .values(gameRow(game, result.finishedAt))
          .onConflictDoUpdate(upsertGame);
        await tx.delete(sportsbookMarkets).where(eq(sportsbookMarkets.gameId, game.id));
        await tx
          .insert(sportsbookResults)
          .values({ gameId: game.id, result, cancelled: false, finishedAt })
          .onConflictDoNothing();
      });
    },

    async writeState(epoch, seq, at) {
      await db
        .insert(sportsbookFeedState)
        .values({ id: STATE_ID, epoch, seq, writtenAt: new Date(at) })
        .onConflictDoUpdate({
          target: sportsbookFeedState.id,
          set: { epoch, seq, writtenAt: new Date(at) },
        });
    },

    async results(gameIds) {
      const out = new Map<number, SportsbookGameOutcome>();
      const ids = [...new Set(gameIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
      for (let i = 0; i < ids.length; i += 1000) {
        const rows = await db
          .select()
          .from(sportsbookResults)
          .where(inArray(sportsbookResults.gameId, ids.slice(i, i + 1000)));
        for (const row of rows) {
          out.set(row.gameId, {
            gameId: row.gameId,
            cancelled: row.cancelled,
            result: row.result === null ? null : parse<GameResult>(row.result),
          });
        }
      }
      return out;
    },

    async load({ at, resultsKeepMs, incomplete = false }) {
      const [row] = await db
        .select()
        .from(sportsbookFeedState)
        .where(eq(sportsbookFeedState.id, STATE_ID));
      // Epoch '': ids were reserved, but no leader has completed a write yet.
      if ((!row || row.epoch === '') && !incomplete) return null;
      const state = row ?? { epoch: '', seq: 0 };
      const [sportRows, champRows, competitorRows, gameRows, marketRows, resultRows] =
        await Promise.all([
          db.select().from(sportsbookSports),
          db.select().from(sportsbookChampionships),
          db.select().from(sportsbookCompetitors),
          db
            .select({ data: sportsbookGames.data })
            .from(sportsbookGames)
            .where(sql`${sportsbookGames.status} <> 4`),
          db
            .select({ sportsbook_markets: sportsbookMarkets })
            .from(sportsbookMarkets)
            .innerJoin(sportsbookGames, eq(sportsbookGames.id, sportsbookMarkets.gameId))
            .where(sql`${sportsbookGames.status} <> 4`),
          db
            .select({ result: sportsbookResults.result, data: sportsbookGames.data })
            .from(sportsbookResults)
            .innerJoin(sportsbookGames, eq(sportsbookGames.id, sportsbookResults.gameId))
            .where(
              and(
                eq(sportsbookResults.cancelled, false),
                gte(sportsbookResults.finishedAt, new Date(at - resultsKeepMs)),
              ),
            )
            .orderBy(desc(sportsbookResults.finishedAt)),
        ]);
      const marketsOf = new Map<number, Market[]>();
      for (const { sportsbook_markets: m } of marketRows) {
        let list = marketsOf.get(m.gameId);
        if (!list) marketsOf.set(m.gameId, (list = []));
        list.push({
          id: m.id,
          gameId: m.gameId,
          type: m.type as Market['type'],
          period: m.period,
          param: m.param,
          suspended: m.suspended,
          outcomes: parse<Outcome[]>(m.outcomes),
        });
      }
      const championships = champRows.map((r) => parse<Championship>(r.data));
      const competitors = competitorRows.map((r) => parse<Competitor>(r.data));
      const codes = new Set([
        ...championships.map((c) => c.countryCode),
        ...competitors.map((c) => c.countryCode),
      ]);
      const games = gameRows
        .map((r) => parse<Game>(r.data))
        .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
        .map((game) => ({
          game,
          markets: (marketsOf.get(game.id) ?? []).sort((a, b) => a.id - b.id),
        }));
      const results: FinishedGame[] = resultRows.map((r) => ({
        game: parse<Game>(r.data),
        result: parse<GameResult>(r.result),
      }));
      return {
        epoch: state.epoch,
        seq: state.seq,
        at,
        sports: sportRows
          .map((r) => parse<Sport>(r.data))
          .sort((a, b) => a.sortOrder - b.sortOrder),
        countries: [...codes].sort().map((code) => ({ code })),
        championships: championships.sort((a, b) => a.id - b.id),
        competitors,
        games,
        results,
      };
    },
  };
}
