/** Outright records: "who wins the championship" under sport 2999. */
import { SEASON_KEYS } from '../catalog/championships.ts';
import { GAME_STATUS, OUTRIGHT_SPORT_ID } from '../model.ts';
import type { Championship, Competitor, GameResult, OutrightGame } from '../model.ts';
import { outrightChances, priceOutright } from '../pricing/outright.ts';
import type { RandomSource } from '../random.ts';
import { DAY_MS } from '../world/schedule.ts';
import { createMarketBook } from './market-book.ts';
import type { GameBook } from './records.ts';

export interface OutrightRecord {
  game: OutrightGame;
  readonly champ: Championship;
  readonly competitors: readonly Competitor[];
  readonly book: GameBook;
}

/** When an outright opened at `now` is decided: months away for leagues, days for tournaments. */
export function outrightEndAt(champ: Championship, now: number, random: RandomSource): number {
  const days = SEASON_KEYS.has(champ.nameKey) ? 60 + random.next() * 180 : 2 + random.next() * 11;
  return now + Math.round((days * DAY_MS) / 60_000) * 60_000;
}

/** A new outright for a championship, priced. */
export function createOutrightRecord(input: {
  id: number;
  champ: Championship;
  competitors: readonly Competitor[];
  startAt: number;
  endAt: number;
  margin: number;
}): OutrightRecord {
  const book = createMarketBook(input.id);
  book.apply(priceOutright(input.competitors), input.margin, false);
  return {
    champ: input.champ,
    competitors: input.competitors,
    book,
    game: {
      kind: 'outright',
      id: input.id,
      sportId: OUTRIGHT_SPORT_ID,
      realSportId: input.champ.realSportId,
      champId: input.champ.id,
      startAt: input.startAt,
      endAt: input.endAt,
      status: GAME_STATUS.scheduled,
      competitorIds: input.competitors.map((c) => c.id),
    },
  };
}

/** Decides the winner with the chances the market was priced from. */
export function decideOutright(
  record: OutrightRecord,
  random: RandomSource,
  now: number,
): GameResult {
  const chances = outrightChances(record.competitors.map((c) => c.rating));
  let u = random.next();
  let winner = record.competitors[record.competitors.length - 1] as Competitor;
  for (let i = 0; i < chances.length; i += 1) {
    u -= chances[i] as number;
    if (u < 0) {
      winner = record.competitors[i] as Competitor;
      break;
    }
  }
  return {
    gameId: record.game.id,
    score: [0, 0],
    periods: [],
    winner: null,
    detail: { kind: 'outright', winnerId: winner.id },
    finishedAt: now,
  };
}
