import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { jsonValue } from '../json-value.ts';

// Sportsbook context (issue 5 phase 2, decision 018): the book of the feed as the leader last
// wrote it — sports, championships, competitors, games and their markets — and the results of
// finished (or cancelled) games, written before anyone is told the game finished. Live state
// is kept in memory by every instance; these rows are written by the leader every few seconds
// and are what a follower starts from and what a new leader resumes (decision 019).

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A sport of the feed (the feed's `Sport` as JSON in `data`). */
export const sportsbookSports = pgTable('sportsbook_sports', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  data: jsonValue('data').notNull(),
});

/** A championship (the feed's `Championship` as JSON in `data`). */
export const sportsbookChampionships = pgTable('sportsbook_championships', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  data: jsonValue('data').notNull(),
});

/** A team or player (the feed's `Competitor`; names are not translated). */
export const sportsbookCompetitors = pgTable('sportsbook_competitors', {
  id: integer('id').primaryKey(),
  data: jsonValue('data').notNull(),
});

/**
 * A game: status (1 line, 2 live, 3 live break, 4 finished), start, score and clock as the
 * leader last saw them, and the whole feed `Game` in `data`.
 */
export const sportsbookGames = pgTable(
  'sportsbook_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    status: smallint('status').notNull(),
    startAt: instant('start_at').notNull(),
    score: jsonValue('score'),
    clock: jsonValue('clock'),
    data: jsonValue('data').notNull(),
    /**
     * The provider's own state of an open game (the simulator's match engine, ratings and
     * suspension) as of this row, so a new leader resumes the game (decision 019); null once
     * finished, for outrights, or when a provider needs none.
     */
    resumeState: jsonValue('resume_state'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check('sportsbook_games_status', sql`${t.status} between 1 and 4`),
    index('sportsbook_games_open_idx')
      .on(t.id)
      .where(sql`${t.status} <> 4`),
  ],
);

/**
 * One market of a game, its outcomes as JSON: `[{id, key, param, score, competitorId, coef,
 * blocked}]`, `coef` the decimal coef × 1000 (integer).
 */
export const sportsbookMarkets = pgTable(
  'sportsbook_markets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    period: smallint('period').notNull(),
    param: doublePrecision('param'),
    suspended: boolean('suspended').notNull(),
    outcomes: jsonValue('outcomes').notNull(),
  },
  (t) => [index('sportsbook_markets_game_idx').on(t.gameId)],
);

/**
 * The result of a finished game (`result` is the feed's `GameResult`), or a cancelled game
 * (`cancelled`, `result` null: every bet on it is returned). Written once.
 */
export const sportsbookResults = pgTable(
  'sportsbook_results',
  {
    gameId: bigint('game_id', { mode: 'number' }).primaryKey(),
    result: jsonValue('result'),
    cancelled: boolean('cancelled').notNull(),
    finishedAt: instant('finished_at').notNull(),
  },
  (t) => [
    check('sportsbook_results_cancelled', sql`${t.cancelled} or ${t.result} is not null`),
    index('sportsbook_results_finished_idx').on(t.finishedAt),
  ],
);

/**
 * Where the stored book is: the leader run (`epoch`) and the feed sequence number every row
 * written is at least as new as (`seq`), set after each complete write (`epoch` '' before a
 * first complete write). One row (id 1). `reservedGameId`: game ids up to it may be in use by
 * the leader before its games are written — a new leader numbers its games above it, so an id a
 * dead leader handed out (and a bet may name) is never reused (decision 019).
 */
export const sportsbookFeedState = pgTable('sportsbook_feed_state', {
  id: smallint('id').primaryKey(),
  epoch: text('epoch').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  reservedGameId: bigint('reserved_game_id', { mode: 'number' }).notNull().default(0),
  writtenAt: instant('written_at').notNull(),
});

/**
 * An operator's override (issue 15, decision 037): a game or one market suspended until an
 * operator reopens it, or a market's margin (basis points: 500 = 5 %) applied when its prices
 * are computed. The feed's own suspensions keep working beside it; a row with neither is
 * deleted.
 */
export const sportsbookOverrides = pgTable(
  'sportsbook_overrides',
  {
    scope: text('scope').$type<'game' | 'market'>().notNull(),
    /** The game id (scope game) or the market id (scope market). */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    suspended: boolean('suspended').notNull(),
    marginBp: integer('margin_bp'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.targetId] }),
    check('sportsbook_overrides_scope', sql`${t.scope} in ('game', 'market')`),
    check(
      'sportsbook_overrides_margin',
      sql`${t.marginBp} is null or (${t.scope} = 'market' and ${t.marginBp} between 0 and 3000)`,
    ),
  ],
);
