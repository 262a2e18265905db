// The sportsbook's HTTP API, mounted by the server at /web-api/line and /web-api/results.
// Thin edges: parse the query with the protocol's schema, read the book through the views,
// answer JSON. Names are in the request language (`lng`, else the server's request language).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isSiteLanguage } from '@playfield/domain/language';
import type { SiteLanguage } from '@playfield/domain/language';
import { CATALOGS, translate } from '@playfield/i18n';
import type { MessageKey } from '@playfield/i18n';
import { apiError } from '@playfield/protocol/errors';
import {
  lineChampsQuerySchema,
  lineGamesQuerySchema,
  lineSearchQuerySchema,
  lineSportsQuerySchema,
  resultsQuerySchema,
} from '@playfield/protocol/sportsbook';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type {
  LineChampsResponse,
  LineSportsResponse,
  ResultsResponse,
} from '@playfield/protocol/sportsbook';
import type { z } from 'zod';
import { pageOfGames, search, selectGames } from '../games.ts';
import type { TimeFilter } from '../games.ts';
import type { Sportsbook } from '../sportsbook.ts';
import {
  gameDetail,
  lineChamps,
  lineSports,
  localeOf,
  openGameSummary,
  resultsOf,
  sportNames,
  statisticOf,
} from '../views.ts';
import { createJsonCache } from './json-cache.ts';

type Ctx = Context<HttpEnv>;

type SportsbookMessageKey = Extract<MessageKey, `sportsbook_${string}`>;

/** A refusal: status, the message key (translated per request) and a machine code. */
export class SportsbookError extends Error {
  override readonly name = 'SportsbookError';
  constructor(
    readonly status: 400 | 404,
    readonly key: SportsbookMessageKey,
    readonly code: string,
  ) {
    super(key);
  }
}

/** The answer's language: `?lng=` when it is a site language, else the request's, else English. */
export function languageOf(c: Ctx): SiteLanguage {
  const asked = c.req.query('lng');
  if (asked && isSiteLanguage(asked)) return asked;
  const lang = c.get('lang');
  return lang && isSiteLanguage(lang) ? lang : 'en';
}

function handleErrors(app: Hono<HttpEnv>, cacheControl: string): void {
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', cacheControl);
  });
  app.onError((error, c) => {
    if (!(error instanceof SportsbookError)) throw error;
    const lang = languageOf(c);
    const message = translate(CATALOGS[lang] ?? CATALOGS.en ?? {}, error.key, {}, CATALOGS.en);
    c.header('Cache-Control', 'no-store');
    return c.json(apiError(error.status, message, error.code), error.status);
  });
}

function parse<T extends z.ZodType>(schema: T, c: Ctx): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new SportsbookError(400, 'sportsbook_error_query', 'invalid_query');
  return parsed.data;
}

/** A path id: digits only, 1 to 2^31 − 1. */
function pathId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Whether an `If-None-Match` header names this ETag (or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function json(c: Ctx, body: string) {
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/** Line data may be a couple of seconds old: a shared cache (or the browser) may keep it. */
const LINE_CACHE_CONTROL = 'public, max-age=2';

/**
 * `/web-api/line`: sports, champs, games (serialized answers cached per language and query until
 * the section changes), one game, search, statistic, and the sports-names map.
 */
export function lineRoutes(sportsbook: Sportsbook): Hono<HttpEnv> {
  const { book, clock } = sportsbook;
  const app = new Hono<HttpEnv>();
  handleErrors(app, LINE_CACHE_CONTROL);
  const cache = createJsonCache();
  const rowCache = createJsonCache(100_000);

  function requireSport(sportId: number): void {
    if (!book.sports.has(sportId)) {
      throw new SportsbookError(404, 'sportsbook_error_sport_not_found', 'sport_not_found');
    }
  }

  app.get('/sports', (c) => {
    const query = parse(lineSportsQuerySchema, c);
    const lang = languageOf(c);
    return json(
      c,
      cache.get(`sports|${lang}|${query.section}`, book.sectionVersion(query.section), () => {
        const body: LineSportsResponse = {
          section: query.section,
          sports: lineSports(book, query.section, localeOf(lang)),
        };
        return body;
      }),
    );
  });

  app.get('/champs', (c) => {
    const query = parse(lineChampsQuerySchema, c);
    requireSport(query.sportId);
    const lang = languageOf(c);
    const key = `champs|${lang}|${query.section}|${query.sportId}`;
    return json(
      c,
      cache.get(key, book.sectionVersion(query.section), () => {
        const body: LineChampsResponse = {
          section: query.section,
          sportId: query.sportId,
          champs: lineChamps(book, query.sportId, query.section, localeOf(lang)),
        };
        return body;
      }),
    );
  });

  app.get('/games', (c) => {
    const query = parse(lineGamesQuerySchema, c);
    if (query.sportId !== undefined) requireSport(query.sportId);
    if (query.champId !== undefined) {
      const champ = book.champs.get(query.champId);
      if (!champ || (query.sportId !== undefined && champ.sportId !== query.sportId)) {
        throw new SportsbookError(404, 'sportsbook_error_champ_not_found', 'champ_not_found');
      }
    }
    const lang = languageOf(c);
    const timeFilter = query.timeFilter as TimeFilter;
    const now = clock.now();
    // "Upcoming" moves with the clock: its answers are also keyed by the minute.
    const minute = timeFilter === 1 ? Math.floor(now / 60_000) : 0;
    const key = `games|${lang}|${query.section}|${query.sportId ?? ''}|${query.champId ?? ''}|${timeFilter}|${minute}|${query.limit}|${query.cursor ?? ''}`;
    const { json: body, etag } = cache.getTagged(key, book.sectionVersion(query.section), () => {
      const locale = localeOf(lang);
      const games = selectGames(
        book,
        {
          section: query.section,
          timeFilter,
          ...(query.sportId === undefined ? {} : { sportId: query.sportId }),
          ...(query.champId === undefined ? {} : { champId: query.champId }),
        },
        now,
      );
      const page = pageOfGames(games, timeFilter, query.limit, query.cursor);
      if (!page) throw new SportsbookError(400, 'sportsbook_error_query', 'invalid_query');
      // A list is rebuilt whenever any game of its section moves (every tick in play), so
      // each row's JSON is kept per game version and only changed rows are serialized again.
      const rows = page.games.map((entry) =>
        rowCache.get(`${lang}|${entry.game.id}`, entry.version, () =>
          openGameSummary(book, entry, locale),
        ),
      );
      // The shape of LineGamesResponse, joined from the rows' JSON.
      return `{"section":${JSON.stringify(query.section)},"games":[${rows.join(',')}],"total":${page.total},"nextCursor":${JSON.stringify(page.nextCursor)}}`;
    });
    // The same list as the client holds: nothing to send. The strong ETag also lets the
    // compression middleware reuse the encoded bytes of this answer until the list changes.
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return json(c, body);
  });

  app.get('/game/:gameId', (c) => {
    const gameId = pathId(c.req.param('gameId'));
    const lang = languageOf(c);
    const entry = gameId === null ? undefined : book.games.get(gameId);
    const version = entry?.version ?? book.version;
    const body =
      gameId === null
        ? null
        : cache.getOrNull(`game|${lang}|${gameId}`, version, () =>
            gameDetail(book, gameId, localeOf(lang)),
          );
    if (body === null) {
      throw new SportsbookError(404, 'sportsbook_error_game_not_found', 'game_not_found');
    }
    return json(c, body);
  });

  app.get('/search', (c) => {
    const query = parse(lineSearchQuerySchema, c);
    return c.json(search(book, query.q, localeOf(languageOf(c))));
  });

  app.get('/statistic/:gameId', (c) => {
    const gameId = pathId(c.req.param('gameId'));
    const game =
      gameId === null
        ? undefined
        : (book.games.get(gameId)?.game ?? book.results.get(gameId)?.game);
    if (!game) throw new SportsbookError(404, 'sportsbook_error_game_not_found', 'game_not_found');
    const statistics = sportsbook.feed?.statistics?.() ?? null;
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(statisticOf(book, game, statistics));
  });

  app.get('/sports-names', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(sportNames());
  });

  return app;
}

const DAY_MS = 86_400_000;

/** `/web-api/results?type=live|zone&date=YYYY-MM-DD&sportId=&champId=`. */
export function resultsRoutes(sportsbook: Sportsbook): Hono<HttpEnv> {
  const { book, clock } = sportsbook;
  const app = new Hono<HttpEnv>();
  handleErrors(app, 'public, max-age=10');
  app.get('/', (c) => {
    const query = parse(resultsQuerySchema, c);
    const dayStart = query.date
      ? Date.parse(`${query.date}T00:00:00Z`)
      : Math.floor(clock.now() / DAY_MS) * DAY_MS;
    if (Number.isNaN(dayStart)) {
      throw new SportsbookError(400, 'sportsbook_error_query', 'invalid_query');
    }
    if (query.sportId !== undefined && !book.sports.has(query.sportId)) {
      throw new SportsbookError(404, 'sportsbook_error_sport_not_found', 'sport_not_found');
    }
    if (query.champId !== undefined && !book.champs.has(query.champId)) {
      throw new SportsbookError(404, 'sportsbook_error_champ_not_found', 'champ_not_found');
    }
    const body: ResultsResponse = {
      date: new Date(dayStart).toISOString().slice(0, 10),
      results: resultsOf(
        book,
        {
          type: query.type,
          dayStart,
          ...(query.sportId === undefined ? {} : { sportId: query.sportId }),
          ...(query.champId === undefined ? {} : { champId: query.champId }),
        },
        localeOf(languageOf(c)),
      ),
    };
    return c.json(body);
  });
  return app;
}
