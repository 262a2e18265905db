// The sportsbook APIs through the whole app (request language, guards, compression, JSON 404s)
// on a small simulated world: the real feed on a manual clock, ticked by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameDetailResponseSchema,
  gameStatisticResponseSchema,
  lineChampsResponseSchema,
  lineGamesResponseSchema,
  lineSearchResponseSchema,
  lineSportsResponseSchema,
  resultsResponseSchema,
  sportNamesResponseSchema,
} from '@playfield/protocol/sportsbook';
import { lineRoutes, resultsRoutes } from '@playfield/sportsbook';
import { createTestWorld } from '@playfield/sportsbook/testing';
import type { TestWorld } from '@playfield/sportsbook/testing';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

let world: TestWorld;
let testApp: TestApp;

beforeAll(async () => {
  world = createTestWorld();
  for (let i = 0; i < 30; i += 1) world.advance(2000);
  testApp = await createTestApp({
    apiRoutes: [
      { path: '/web-api/line', routes: lineRoutes(world.sportsbook) },
      { path: '/web-api/results', routes: resultsRoutes(world.sportsbook) },
    ],
  });
});
afterAll(async () => {
  world.close();
  await testApp.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.request(path, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

function firstGame(section: 'line' | 'live', sportId?: number) {
  for (const entry of world.sportsbook.book.games.values()) {
    const game = entry.game;
    const inSection =
      section === 'line' ? game.status === 1 : game.status === 2 || game.status === 3;
    if (inSection && game.kind === 'match' && (sportId === undefined || game.sportId === sportId))
      return game;
  }
  throw new Error(`no ${section} game`);
}

describe('GET /web-api/line/sports', () => {
  it('answers sports with counts in the asked language, cacheable for a moment', async () => {
    const res = await get('/web-api/line/sports?section=live&lng=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=2');
    const body = lineSportsResponseSchema.parse(res.body);
    expect(body.section).toBe('live');
    expect(body.sports.find((s) => s.sportId === 1)?.name).toBe('Fußball');
  });

  it('uses the request language when lng is missing, and line by default', async () => {
    const body = lineSportsResponseSchema.parse(
      (await get('/web-api/line/sports', { 'X-Language': 'ru' })).body,
    );
    expect(body.section).toBe('line');
    expect(body.sports[0]).toMatchObject({ sportId: 1, slug: 'football', name: 'Футбол' });
  });

  it('refuses a bad section with 400 in the player’s language', async () => {
    const res = await get('/web-api/line/sports?section=soon&lng=fr');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      code: 'invalid_query',
      message: 'La requête n’est pas valide',
    });
  });
});

describe('GET /web-api/line/champs', () => {
  it('answers a sport’s championships', async () => {
    const res = await get('/web-api/line/champs?sportId=1&section=line&lng=en');
    const body = lineChampsResponseSchema.parse(res.body);
    expect(body.champs.length).toBeGreaterThan(0);
    expect(body.champs.every((c) => c.sportId === 1 && c.slug.startsWith(`${c.champId}-`))).toBe(
      true,
    );
  });

  it('unknown sport → 404, missing or bad sportId → 400', async () => {
    expect((await get('/web-api/line/champs?sportId=777')).status).toBe(404);
    expect((await get('/web-api/line/champs')).status).toBe(400);
    expect((await get('/web-api/line/champs?sportId=abc')).status).toBe(400);
  });
});

describe('GET /web-api/line/games', () => {
  it('answers games of a sport, a championship, a section and a time filter', async () => {
    const game = firstGame('line', 1);
    const bySport = lineGamesResponseSchema.parse(
      (await get('/web-api/line/games?sportId=1&section=line')).body,
    );
    expect(bySport.games.map((g) => g.gameId)).toContain(game.id);
    const byChamp = lineGamesResponseSchema.parse(
      (await get(`/web-api/line/games?sportId=1&champId=${game.champId}`)).body,
    );
    expect(byChamp.games.every((g) => g.champId === game.champId)).toBe(true);
    const live = lineGamesResponseSchema.parse(
      (await get('/web-api/line/games?section=live&timeFilter=2')).body,
    );
    expect(live.games.every((g) => g.status !== 1 && g.time?.period === 1)).toBe(true);
    const recommended = lineGamesResponseSchema.parse(
      (await get('/web-api/line/games?timeFilter=6')).body,
    );
    expect(recommended.games.length).toBeGreaterThan(0);
  });

  it('serves the cached answer until the section changes', async () => {
    const first = await testApp.app.request('/web-api/line/games?section=live&lng=en');
    const again = await testApp.app.request('/web-api/line/games?section=live&lng=en');
    const before = await first.text();
    expect(await again.text()).toBe(before);
    world.advance(2000);
    const after = await (
      await testApp.app.request('/web-api/line/games?section=live&lng=en')
    ).text();
    expect(after).not.toBe(before);
  });

  it('unknown sport or champ → 404, bad filter → 400', async () => {
    expect((await get('/web-api/line/games?sportId=777')).body).toMatchObject({
      status: 404,
      code: 'sport_not_found',
    });
    expect((await get('/web-api/line/games?champId=999999')).body).toMatchObject({
      status: 404,
      code: 'champ_not_found',
    });
    // A championship of another sport.
    const hockey = firstGame('line', 2);
    expect((await get(`/web-api/line/games?sportId=1&champId=${hockey.champId}`)).status).toBe(404);
    expect((await get('/web-api/line/games?timeFilter=4')).status).toBe(400);
    expect((await get('/web-api/line/games?section=all')).status).toBe(400);
  });
});

describe('GET /web-api/line/games pages (issue 13)', () => {
  const parse = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return lineGamesResponseSchema.parse(res.body);
  };

  it('answers a page of at most 50 games by default, with the total and the next cursor', async () => {
    const whole = await parse('/web-api/line/games?section=line&limit=200&lng=en');
    expect(whole.total).toBeGreaterThan(50);
    const first = await parse('/web-api/line/games?section=line&lng=en');
    expect(first.games).toHaveLength(50);
    expect(first.total).toBe(whole.total);
    expect(first.nextCursor).not.toBeNull();
  });

  it('walks the whole list page by page, each game once and in order', async () => {
    const whole = await parse('/web-api/line/games?section=line&limit=200&lng=en');
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await parse(
        `/web-api/line/games?section=line&limit=40&lng=en${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.games.length).toBeLessThanOrEqual(40);
      seen.push(...page.games.map((g) => g.gameId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 500);
    // Every game of the list, the first 200 as the largest page lists them.
    expect(seen).toHaveLength(whole.total);
    expect(seen.slice(0, whole.games.length)).toEqual(whole.games.map((g) => g.gameId));
    expect(new Set(seen).size).toBe(seen.length);
    // The recommended list pages by position.
    const top = await parse('/web-api/line/games?timeFilter=6&limit=3&lng=en');
    expect(top.games).toHaveLength(3);
    const next = await parse(
      `/web-api/line/games?timeFilter=6&limit=3&lng=en&cursor=${top.nextCursor}`,
    );
    expect(next.games.map((g) => g.gameId)).not.toContain(top.games[0]!.gameId);
  });

  it('refuses a page larger than 200 or a cursor of another form with 400', async () => {
    expect((await get('/web-api/line/games?limit=201')).status).toBe(400);
    expect((await get('/web-api/line/games?limit=0')).status).toBe(400);
    expect((await get('/web-api/line/games?cursor=o3')).status).toBe(400);
    expect((await get('/web-api/line/games?cursor=%3Cx%3E')).status).toBe(400);
  });

  it('answers 304 to the ETag it gave, and the same compressed bytes until the list changes', async () => {
    const path = '/web-api/line/games?section=live&limit=200&lng=en';
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const first = await testApp.app.request(path, { headers });
    const second = await testApp.app.request(path, { headers });
    expect(first.headers.get('Content-Encoding')).toBe('br');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('ETag')).toBe(etag);
    const a = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(a)).toBe(true);
    expect(Number(first.headers.get('Content-Length'))).toBe(a.length);
    const unchanged = await testApp.app.request(path, {
      headers: { ...headers, 'If-None-Match': etag! },
    });
    expect(unchanged.status).toBe(304);
    world.advance(2000);
    const moved = await testApp.app.request(path, {
      headers: { ...headers, 'If-None-Match': etag! },
    });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('ETag')).not.toBe(etag);
  });
});

describe('anonymous read limit (issue 13)', () => {
  it('answers 429 with Retry-After past the per-IP read limit, apart from the write limit', async () => {
    const limited = await createTestApp({
      apiRoutes: [{ path: '/web-api/line', routes: lineRoutes(world.sportsbook) }],
      readRateLimit: { perIp: 3, windowMs: 60_000 },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.app.request('/web-api/line/sports?lng=en')).status).toBe(200);
      }
      const refused = await limited.app.request('/web-api/line/games?lng=en');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      // Pages are not API reads: the page renderer still answers.
      expect((await limited.app.request('/en')).status).not.toBe(429);
      // The server's own calls (page loaders) are not counted.
      const internal = await limited.app.request(
        '/web-api/line/sports?lng=en',
        {},
        { internal: true },
      );
      expect(internal.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /web-api/line/game/{gameId}', () => {
  it('answers the game with every market: decimal coefs, names, blocked flags', async () => {
    const game = firstGame('live');
    const res = await get(`/web-api/line/game/${game.id}?lng=en`);
    expect(res.status).toBe(200);
    const body = gameDetailResponseSchema.parse(res.body);
    expect(body.game).toMatchObject({ gameId: game.id, status: game.status });
    expect(body.game.score).not.toBeNull();
    expect(body.markets.length).toBeGreaterThan(0);
    for (const market of body.markets) {
      expect(market.name).not.toBe('');
      for (const outcome of market.outcomes) {
        expect(outcome.coef).toBeGreaterThanOrEqual(1.01);
        if (market.suspended) expect(outcome.blocked).toBe(true);
      }
    }
  });

  it('a finished game still answers, with status 4 and no markets', async () => {
    const [finishedId] = world.sportsbook.book.results.keys();
    if (finishedId === undefined) throw new Error('no finished game');
    const body = gameDetailResponseSchema.parse(
      (await get(`/web-api/line/game/${finishedId}`)).body,
    );
    expect(body.game.status).toBe(4);
    expect(body.markets).toEqual([]);
  });

  it('unknown or malformed id → 404 JSON', async () => {
    expect((await get('/web-api/line/game/999999?lng=ru')).body).toEqual({
      status: 404,
      code: 'game_not_found',
      message: 'Событие не найдено',
    });
    expect((await get('/web-api/line/game/abc')).status).toBe(404);
  });
});

describe('search, statistic, sports names', () => {
  it('search finds games by team and championships by name', async () => {
    const game = firstGame('line');
    const q = game.home.slice(0, 5);
    const body = lineSearchResponseSchema.parse(
      (await get(`/web-api/line/search?q=${encodeURIComponent(q)}`)).body,
    );
    expect(body.games.map((g) => g.gameId)).toContain(game.id);
    const champs = lineSearchResponseSchema.parse(
      (await get('/web-api/line/search?q=premier&lng=en')).body,
    );
    expect(champs.champs.length).toBeGreaterThan(0);
    expect((await get('/web-api/line/search?q=a')).status).toBe(400);
    expect((await get('/web-api/line/search')).status).toBe(400);
  });

  it('statistic answers form and head-to-head; unknown game → 404', async () => {
    const game = firstGame('line', 1);
    const body = gameStatisticResponseSchema.parse(
      (await get(`/web-api/line/statistic/${game.id}`)).body,
    );
    expect(body.home?.id).toBe(game.homeId);
    expect(body.form.home.length).toBeGreaterThan(0);
    expect((await get('/web-api/line/statistic/999999')).status).toBe(404);
  });

  it('sports names: English name → id with the 2999 entry', async () => {
    const body = sportNamesResponseSchema.parse((await get('/web-api/line/sports-names')).body);
    expect(body.Football).toBe(1);
    expect(body['Long-term bets']).toBe(2999);
  });
});

describe('GET /web-api/results', () => {
  it('answers the day’s results, by type, sport and championship', async () => {
    const res = await get('/web-api/results?type=live&date=2026-01-01&lng=en');
    const body = resultsResponseSchema.parse(res.body);
    expect(body.date).toBe('2026-01-01');
    expect(body.results.length).toBeGreaterThan(0);
    const first = body.results[0];
    if (!first) return;
    const bySport = resultsResponseSchema.parse(
      (await get(`/web-api/results?sportId=${first.sportId}`)).body,
    );
    expect(bySport.date).toBe('2026-01-01');
    expect(bySport.results.every((r) => r.sportId === first.sportId)).toBe(true);
    const byChamp = resultsResponseSchema.parse(
      (await get(`/web-api/results?champId=${first.champId}`)).body,
    );
    expect(byChamp.results.map((r) => r.gameId)).toContain(first.gameId);
    const zone = resultsResponseSchema.parse(
      (await get('/web-api/results?type=zone&date=2026-01-01')).body,
    );
    expect(zone.results.every((r) => r.home === null)).toBe(true);
  });

  it('bad date or type → 400, unknown sport or champ → 404', async () => {
    expect((await get('/web-api/results?date=2026-13-45')).status).toBe(400);
    expect((await get('/web-api/results?date=yesterday')).status).toBe(400);
    expect((await get('/web-api/results?type=all')).status).toBe(400);
    expect((await get('/web-api/results?sportId=777')).status).toBe(404);
    expect((await get('/web-api/results?champId=999999')).status).toBe(404);
  });
});
