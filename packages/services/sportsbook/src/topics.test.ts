import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedSnapshot, Market, MatchGame } from '@playfield/feed';
import {
  gameTopicSnapshotSchema,
  listTopicSnapshotSchema,
  sportsbookTopicUpdateSchema,
} from '@playfield/protocol/sportsbook';
import { createBook } from './book.ts';
import { createTestWorld } from './testing/world.ts';
import { gameSnapshot, listSnapshot, topicMessages } from './topics.ts';
import type { TopicMessage } from './topics.ts';

const AT = Date.UTC(2026, 0, 1, 12);

const game: MatchGame = {
  kind: 'match',
  id: 5,
  sportId: 1,
  champId: 3,
  startAt: AT,
  status: 1,
  homeId: 1,
  awayId: 2,
  home: 'Lions',
  away: 'Tigers',
  bestOf: null,
  score: { home: 0, away: 0, periods: [], current: null, server: null },
  clock: { period: 0, periodSec: 0, elapsedSec: 0, periodLengthSec: 2700, running: false },
};

function market(id: number, type: Market['type'], coef: number): Market {
  return {
    id,
    gameId: 5,
    type,
    period: 0,
    param: type === 'total' ? 2.5 : null,
    suspended: false,
    outcomes: [
      {
        id: id * 128 + 1,
        key: type === 'total' ? 'over' : 'home',
        param: null,
        score: null,
        competitorId: null,
        coef,
        blocked: false,
      },
      {
        id: id * 128 + 2,
        key: type === 'total' ? 'under' : 'away',
        param: null,
        score: null,
        competitorId: null,
        coef: 2000,
        blocked: false,
      },
    ],
  };
}

function snapshot(): FeedSnapshot {
  return {
    seq: 10,
    at: AT,
    sports: [{ id: 1, slug: 'football', family: 'goal', isCyber: false, sortOrder: 1 }],
    countries: [{ code: 'eng' }],
    championships: [
      {
        id: 3,
        sportId: 1,
        realSportId: 1,
        countryCode: 'eng',
        nameKey: 'cup',
        name: 'Cup',
        slug: 'cup',
        competitorIds: [1, 2],
      },
    ],
    competitors: [],
    games: [{ game, markets: [market(100, '1x2', 1900), market(101, 'total', 1800)] }],
    results: [],
  };
}

function apply(book: ReturnType<typeof createBook>, event: FeedEvent): TopicMessage[] {
  const messages = topicMessages(event, book.apply(event), book);
  for (const message of messages) sportsbookTopicUpdateSchema.parse(message.data);
  return messages;
}

const summary = (messages: TopicMessage[]) => messages.map((m) => `${m.key} ${m.data.kind}`);

describe('topic derivation', () => {
  it('a game going live, its prices moving and its finish', () => {
    const book = createBook();
    book.load(snapshot());
    const live: MatchGame = {
      ...game,
      status: 2,
      clock: { ...game.clock, period: 1, running: true },
    };
    expect(
      summary(apply(book, { type: 'game.updated', seq: 11, at: AT, game: live, incidents: [] })),
    ).toEqual(['sport:1 game', 'champ:3 game', 'live added', 'game:5 game']);
    const ticking = { ...live, clock: { ...live.clock, periodSec: 60, elapsedSec: 60 } };
    expect(
      summary(apply(book, { type: 'game.updated', seq: 12, at: AT, game: ticking, incidents: [] })),
    ).toEqual(['sport:1 game', 'champ:3 game', 'live game', 'game:5 game']);
    // A non-main market moves: only the game topic hears it.
    const total = apply(book, {
      type: 'market.updated',
      seq: 13,
      at: AT,
      gameId: 5,
      reason: 'live',
      markets: [market(101, 'total', 1750)],
      removed: [],
    });
    expect(summary(total)).toEqual(['game:5 markets']);
    expect(total[0]?.data).toEqual({
      kind: 'markets',
      gameId: 5,
      markets: [
        {
          marketId: 101,
          suspended: false,
          outcomes: [
            { id: 101 * 128 + 1, coef: 1.75, blocked: false },
            { id: 101 * 128 + 2, coef: 2, blocked: false },
          ],
        },
      ],
      removed: [],
      added: [],
    });
    // The main market moves and a new market opens: the lists get the game's tick.
    const main = apply(book, {
      type: 'market.updated',
      seq: 14,
      at: AT,
      gameId: 5,
      reason: 'live',
      markets: [market(100, '1x2', 1850), market(102, 'btts', 1900)],
      removed: [101],
    });
    expect(summary(main)).toEqual(['game:5 markets', 'sport:1 game', 'champ:3 game', 'live game']);
    expect(main[0]?.data).toMatchObject({ removed: [101], added: [102] });
    expect(main[1]?.data).toMatchObject({
      kind: 'game',
      game: {
        gameId: 5,
        status: 2,
        main: { marketId: 100, outcomes: [{ coef: 1.85 }, { coef: 2 }] },
      },
    });
    const finished = apply(book, {
      type: 'game.finished',
      seq: 15,
      at: AT,
      game: { ...ticking, status: 4 },
      result: {
        gameId: 5,
        score: [2, 1],
        periods: [
          [1, 0],
          [1, 1],
        ],
        winner: 'home',
        detail: { kind: 'none' },
        finishedAt: AT,
      },
    });
    expect(summary(finished)).toEqual([
      'sport:1 removed',
      'champ:3 removed',
      'live removed',
      'game:5 finished',
    ]);
    expect(finished[3]?.data).toEqual({
      kind: 'finished',
      gameId: 5,
      score: [2, 1],
      winner: 'home',
    });
    expect(gameSnapshot(book, 5)).toMatchObject({ game: { status: 4 }, markets: [] });
  });

  it('a final whistle before the result leaves live at once, the lists with the result', () => {
    const book = createBook();
    book.load(snapshot());
    const live: MatchGame = { ...game, status: 2 };
    apply(book, { type: 'game.updated', seq: 11, at: AT, game: live, incidents: [] });
    const whistle = apply(book, {
      type: 'game.updated',
      seq: 12,
      at: AT,
      game: { ...live, status: 4 },
      incidents: [],
    });
    expect(summary(whistle)).toEqual([
      'sport:1 game',
      'champ:3 game',
      'live removed',
      'game:5 game',
    ]);
    const result = apply(book, {
      type: 'game.finished',
      seq: 13,
      at: AT,
      game: { ...live, status: 4 },
      result: {
        gameId: 5,
        score: [0, 0],
        periods: [],
        winner: 'draw',
        detail: { kind: 'none' },
        finishedAt: AT,
      },
    });
    expect(summary(result)).toEqual(['sport:1 removed', 'champ:3 removed', 'game:5 finished']);
  });

  it('a created line game is added to its sport and championship, not to live', () => {
    const book = createBook();
    book.load(snapshot());
    const created = apply(book, {
      type: 'game.created',
      seq: 11,
      at: AT,
      game: { ...game, id: 6 },
      markets: [],
    });
    expect(summary(created)).toEqual(['sport:1 added', 'champ:3 added', 'game:6 game']);
    expect(apply(book, { type: 'heartbeat', seq: 12, at: AT, live: 0 })).toEqual([]);
  });

  it('every message of the real feed fits the protocol; snapshots too', () => {
    const world = createTestWorld();
    try {
      const messages: TopicMessage[] = [];
      world.sportsbook.onTopicMessage((m) => messages.push(m));
      for (let i = 0; i < 40; i += 1) world.advance(1500);
      expect(messages.length).toBeGreaterThan(100);
      for (const message of messages) sportsbookTopicUpdateSchema.parse(message.data);
      const kinds = new Set(messages.map((m) => `${m.key.split(':')[0]} ${m.data.kind}`));
      for (const kind of [
        'live game',
        'game game',
        'game markets',
        'sport game',
        'live removed',
        'game finished',
      ]) {
        expect(kinds).toContain(kind);
      }
      const { book } = world.sportsbook;
      listTopicSnapshotSchema.parse(listSnapshot(book, book.gamesOfSport(1)));
      const [id] = book.games.keys();
      gameTopicSnapshotSchema.parse(gameSnapshot(book, id ?? 0));
    } finally {
      world.close();
    }
  });
});
