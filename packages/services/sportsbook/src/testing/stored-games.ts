// What the sportsbook has stored of some games (status, score, clock), read from its own
// table: other packages' tests compare it with what a restarted leader resumes from, without
// reaching into the sportsbook's tables themselves.
import { inArray } from 'drizzle-orm';
import type { Database } from '@playfield/db';
import { sportsbookGames } from '@playfield/db/sportsbook';
import type { GameClock, GameScore } from '@playfield/feed';

/** A stored game's state, by game id. */
export type StoredGames = Map<
  number,
  { status: number; score: GameScore | null; clock: GameClock | null }
>;

/** The stored status, score and clock of the games `ids` (games not stored are left out). */
export async function storedGames(database: Database, ids: number[]): Promise<StoredGames> {
  const rows = await database.db
    .select({
      id: sportsbookGames.id,
      status: sportsbookGames.status,
      score: sportsbookGames.score,
      clock: sportsbookGames.clock,
    })
    .from(sportsbookGames)
    .where(inArray(sportsbookGames.id, ids));
  const parse = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        status: r.status,
        score: parse<GameScore | null>(r.score),
        clock: parse<GameClock>(r.clock),
      },
    ]),
  );
}
