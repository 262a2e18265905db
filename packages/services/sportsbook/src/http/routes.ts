// The sportsbook's HTTP API (definitions in @playfield/protocol/endpoints/sportsbook), mounted
// at /web-api/line and /web-api/results by the one endpoint helper, which parses the query and
// the path. Thin edges: read the book through the views, answer JSON (list answers are
// serialised once per version and sent as they are). Names are in the request's language (the
// one rule: `lng`, else the request's, else English).
import type { Context, Hono } from 'hono';
import type { SiteLanguage } from '@playfield/domain/language';
import { CATALOGS, translate } from '@playfield/i18n';
import type { MessageKey } from '@playfield/i18n';
import { answerErrors, endpointRouter } from '@playfield/module';
import type { EndpointHooks, EndpointRouter } from '@playfield/module';
import { apiError } from '@playfield/protocol/errors';
import {
  LINE_API_PREFIX,
  RESULTS_API_PREFIX,
  gameDetailEndpoint,
  gameStatisticEndpoint,
  lineChampsEndpoint,
  lineGamesEndpoint,
  lineSearchEndpoint,
  lineSportsEndpoint,
  resultsEndpoint,
  sportNamesEndpoint,
} from '@playfield/protocol/endpoints/sportsbook';
import type { HttpEnv } from '@playfield/protocol/http-context';
import type {
  LineChampsResponse,
  LineSportsResponse,
  ResultsResponse,
} from '@playfield/protocol/sportsbook';
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

const gameNotFound = () =>
  new SportsbookError(404, 'sportsbook_error_game_not_found', 'game_not_found');

/** The refusals the endpoint helper makes: a bad query is 400; a bad game id names no game. */
const HOOKS: EndpointHooks = {
  invalid: (part) =>
    part === 'params'
      ? gameNotFound()
      : new SportsbookError(400, 'sportsbook_error_query', 'invalid_query'),
  unauthorized: () => new SportsbookError(400, 'sportsbook_error_query', 'invalid_query'),
  idempotencyKeyMissing: () => new SportsbookError(400, 'sportsbook_error_query', 'invalid_query'),
};

function sportsbookRouter(prefix: string, cacheControl: string): EndpointRouter {
  const router = endpointRouter(prefix, HOOKS);
  router.routes.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', cacheControl);
  });
  answerErrors(
    router.routes,
    (error): error is SportsbookError => error instanceof SportsbookError,
    (c, error, lang) => {
      const message = translate(CATALOGS[lang] ?? CATALOGS.en ?? {}, error.key, {}, CATALOGS.en);
      c.header('Cache-Control', 'no-store');
      return c.json(apiError(error.status, message, error.code), error.status);
    },
  );
  return router;
}

/** The one language rule gives a catalog's language, and the catalogs are the site's languages. */
const siteLanguage = (lang: string) => lang as SiteLanguage;

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
export function lineEndpoints(sportsbook: Sportsbook): EndpointRouter {
  const { book, clock } = sportsbook;
  const cache = createJsonCache();
  const rowCache = createJsonCache(100_000);

  function requireSport(sportId: number): void {
    if (!book.sports.has(sportId)) {
      throw new SportsbookError(404, 'sportsbook_error_sport_not_found', 'sport_not_found');
    }
  }

  return sportsbookRouter(LINE_API_PREFIX, LINE_CACHE_CONTROL)
    .mount(lineSportsEndpoint, ({ query, lang: asked, context: c }) => {
      const lang = siteLanguage(asked);
      return json(
        c,
        cache.get(
          `sports|${lang}|${query.section}`,
          book.sectionVersion(query.section),
          (): LineSportsResponse => ({
            section: query.section,
            sports: lineSports(book, query.section, localeOf(lang)),
          }),
        ),
      );
    })
    .mount(lineChampsEndpoint, ({ query, lang: asked, context: c }) => {
      requireSport(query.sportId);
      const lang = siteLanguage(asked);
      const key = `champs|${lang}|${query.section}|${query.sportId}`;
      return json(
        c,
        cache.get(key, book.sectionVersion(query.section), (): LineChampsResponse => ({
          section: query.section,
          sportId: query.sportId,
          champs: lineChamps(book, query.sportId, query.section, localeOf(lang)),
        })),
      );
    })
    .mount(lineGamesEndpoint, ({ query, lang: asked, context: c }) => {
      if (query.sportId !== undefined) requireSport(query.sportId);
      if (query.champId !== undefined) {
        const champ = book.champs.get(query.champId);
        if (!champ || (query.sportId !== undefined && champ.sportId !== query.sportId)) {
          throw new SportsbookError(404, 'sportsbook_error_champ_not_found', 'champ_not_found');
        }
      }
      const lang = siteLanguage(asked);
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
    })
    .mount(gameDetailEndpoint, ({ params, lang: asked, context: c }) => {
      const { gameId } = params;
      const lang = siteLanguage(asked);
      const entry = book.games.get(gameId);
      const version = entry?.version ?? book.version;
      const body = cache.getOrNull(`game|${lang}|${gameId}`, version, () =>
        gameDetail(book, gameId, localeOf(lang)),
      );
      if (body === null) throw gameNotFound();
      return json(c, body);
    })
    .mount(lineSearchEndpoint, ({ query, lang }) =>
      search(book, query.q, localeOf(siteLanguage(lang))),
    )
    .mount(gameStatisticEndpoint, ({ params, context: c }) => {
      const { gameId } = params;
      const game = book.games.get(gameId)?.game ?? book.results.get(gameId)?.game;
      if (!game) throw gameNotFound();
      const statistics = sportsbook.feed?.statistics?.() ?? null;
      c.header('Cache-Control', 'public, max-age=60');
      return statisticOf(book, game, statistics);
    })
    .mount(sportNamesEndpoint, ({ context: c }) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return sportNames();
    });
}

/** The line's router (see {@link lineEndpoints}). */
export function lineRoutes(sportsbook: Sportsbook): Hono<HttpEnv> {
  return lineEndpoints(sportsbook).routes;
}

const DAY_MS = 86_400_000;

/** `/web-api/results?type=live|zone&date=YYYY-MM-DD&sportId=&champId=`. */
export function resultsEndpoints(sportsbook: Sportsbook): EndpointRouter {
  const { book, clock } = sportsbook;
  return sportsbookRouter(RESULTS_API_PREFIX, 'public, max-age=10').mount(
    resultsEndpoint,
    ({ query, lang }): ResultsResponse => {
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
      return {
        date: new Date(dayStart).toISOString().slice(0, 10),
        results: resultsOf(
          book,
          {
            type: query.type,
            dayStart,
            ...(query.sportId === undefined ? {} : { sportId: query.sportId }),
            ...(query.champId === undefined ? {} : { champId: query.champId }),
          },
          localeOf(siteLanguage(lang)),
        ),
      };
    },
  );
}

/** The results' router (see {@link resultsEndpoints}). */
export function resultsRoutes(sportsbook: Sportsbook): Hono<HttpEnv> {
  return resultsEndpoints(sportsbook).routes;
}
