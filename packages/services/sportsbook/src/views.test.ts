import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LANGUAGES, OUTRIGHT_SPORT_ID } from '@playfield/feed';
import {
  MARKET_GROUPS,
  gameDetailResponseSchema,
  gameStatisticResponseSchema,
  lineChampsResponseSchema,
  lineGamesResponseSchema,
  lineSportsResponseSchema,
} from '@playfield/protocol/sportsbook';
import { selectGames } from './games.ts';
import { createTestWorld } from './testing/world.ts';
import type { TestWorld } from './testing/world.ts';
import {
  gameDetail,
  lineChamps,
  lineSports,
  localeOf,
  openGameSummary,
  resultsOf,
  statisticOf,
} from './views.ts';

let world: TestWorld;
beforeAll(() => {
  world = createTestWorld();
  for (let i = 0; i < 30; i += 1) world.advance(2000);
});
afterAll(() => world.close());

describe('views of the book', () => {
  it('sports with counts per section, in menu order, in every language', () => {
    const { book } = world.sportsbook;
    for (const lang of FEED_LANGUAGES) {
      const sports = lineSports(book, 'line', localeOf(lang));
      expect(lineSportsResponseSchema.parse({ section: 'line', sports }).sports).toEqual(sports);
      expect(sports.map((s) => s.sortOrder)).toEqual(
        [...sports.map((s) => s.sortOrder)].sort((a, b) => a - b),
      );
    }
    const line = lineSports(book, 'line', localeOf('en'));
    const lineGames = [...book.games.values()].filter((e) => e.game.status === 1).length;
    expect(line.reduce((n, s) => n + s.count, 0)).toBe(lineGames);
    const live = lineSports(book, 'live', localeOf('ru'));
    expect(live.find((s) => s.sportId === 1)?.name).toBe('Футбол');
    expect(line.find((s) => s.sportId === OUTRIGHT_SPORT_ID)?.slug).toBe('long-term');
  });

  it('champs of a sport with slugs `{id}-{english name}` and localized names', () => {
    const { book } = world.sportsbook;
    const champs = lineChamps(book, 1, 'line', localeOf('de'));
    lineChampsResponseSchema.parse({ section: 'line', sportId: 1, champs });
    expect(champs.length).toBeGreaterThan(0);
    for (const champ of champs) {
      expect(champ.slug).toMatch(new RegExp(`^${champ.champId}-[a-z0-9-]+$`));
      expect(champ.sportId).toBe(1);
    }
    expect(champs[0]?.countryName).toBe('England');
  });

  it('a game summary and page: decimal coefs, groups, sorted markets, slugs', () => {
    const { book } = world.sportsbook;
    const entry = [...book.games.values()].find(
      (e) => e.game.kind === 'match' && e.game.sportId === 1 && e.game.status === 1,
    );
    if (!entry || entry.game.kind !== 'match') throw new Error('no football game');
    const detail = gameDetail(book, entry.game.id, localeOf('en'));
    expect(gameDetailResponseSchema.parse(detail)).toEqual(detail);
    if (!detail) return;
    expect(detail.game.slug).toMatch(new RegExp(`^${entry.game.id}-[a-z0-9-]+$`));
    expect(detail.game.sportSlug).toBe('football');
    expect(detail.game.name).toBe(`${entry.game.home} — ${entry.game.away}`);
    expect(detail.game.score).toBeNull();
    expect(detail.markets).toHaveLength(entry.markets.size);
    expect(detail.game.marketsCount).toBe(entry.markets.size);
    expect(detail.game.main?.type).toBe('1x2');
    expect(detail.game.main?.outcomes.map((o) => o.short)).toEqual(['1', 'X', '2']);
    const groups = detail.markets.map((m) => MARKET_GROUPS.indexOf(m.group as never));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    const first = [...entry.markets.values()][0];
    const view = detail.markets.find((m) => m.marketId === first?.id);
    expect(view?.outcomes[0]?.coef).toBe((first?.outcomes[0]?.coef ?? 0) / 1000);
  });

  it('an outright is sport 2999 with its real sport and a title', () => {
    const { book } = world.sportsbook;
    const entry = [...book.games.values()].find((e) => e.game.kind === 'outright');
    if (!entry) throw new Error('no outright');
    const summary = openGameSummary(book, entry, localeOf('en'));
    expect(summary.sportId).toBe(OUTRIGHT_SPORT_ID);
    expect(summary.realSportId).not.toBe(OUTRIGHT_SPORT_ID);
    expect(summary.home).toBeNull();
    expect(summary.name).toMatch(/Tournament winner$/);
    expect(summary.main?.type).toBe('outright_winner');
  });

  it('live games carry score and time; finished games answer without markets', () => {
    const { book } = world.sportsbook;
    const live = selectGames(book, { section: 'live', timeFilter: 0 }, world.clock.now());
    expect(live.length).toBeGreaterThan(0);
    const games = live.map((e) => openGameSummary(book, e, localeOf('en')));
    lineGamesResponseSchema.parse({
      section: 'live',
      games,
      total: games.length,
      nextCursor: null,
    });
    expect(games.every((g) => g.score !== null && g.time !== null)).toBe(true);
    const [finishedId] = book.results.keys();
    if (finishedId === undefined) throw new Error('no result yet');
    const detail = gameDetail(book, finishedId, localeOf('en'));
    expect(detail?.game.status).toBe(4);
    expect(detail?.markets).toEqual([]);
    expect(gameDetail(book, 999_999, localeOf('en'))).toBeNull();
  });

  it('results of a day, newest first, filtered by type, sport and champ', () => {
    const { book } = world.sportsbook;
    const dayStart = Date.UTC(2026, 0, 1);
    const all = resultsOf(book, { type: 'live', dayStart }, localeOf('en'));
    expect(all.length).toBe(
      [...book.results.values()].filter((r) => r.game.kind === 'match').length,
    );
    expect(all.map((r) => r.finishedAt)).toEqual(
      [...all.map((r) => r.finishedAt)].sort((a, b) => b - a),
    );
    const first = all[0];
    if (!first) return;
    const bySport = resultsOf(
      book,
      { type: 'live', dayStart, sportId: first.sportId },
      localeOf('en'),
    );
    expect(bySport.every((r) => r.sportId === first.sportId)).toBe(true);
    const byChamp = resultsOf(
      book,
      { type: 'live', dayStart, champId: first.champId },
      localeOf('en'),
    );
    expect(byChamp.every((r) => r.champId === first.champId)).toBe(true);
    expect(
      resultsOf(book, { type: 'live', dayStart: dayStart + 86_400_000 }, localeOf('en')),
    ).toEqual([]);
  });

  it('statistic: form and head-to-head from the feed', () => {
    const { book } = world.sportsbook;
    const entry = [...book.games.values()].find((e) => e.game.kind === 'match');
    if (!entry) throw new Error('no match');
    const stat = statisticOf(book, entry.game, world.feed.statistics());
    gameStatisticResponseSchema.parse(stat);
    expect(stat.form.home.length).toBeGreaterThan(0);
    expect(stat.form.home.every((f) => ['W', 'D', 'L'].includes(f))).toBe(true);
  });
});
