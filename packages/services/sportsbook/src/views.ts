// Localized views of the book: the protocol bodies of the line, game, results and statistic
// APIs. Names come from the feed's `localize(lang)`; team and player names are not translated.
import type { SiteLanguage } from '@playfield/domain/language';
import { localize, sportNamesToIds } from '@playfield/feed';
import type { FeedLocale, FeedStatistics, Game, Market, NamingContext } from '@playfield/feed';
import type {
  GameDetailResponse,
  GameResultView,
  GameStatisticResponse,
  GameSummary,
  LineChamp,
  LineSport,
  MarketView,
} from '@playfield/protocol/sportsbook';
import type { Book, BookGame } from './book.ts';
import { feedSuspended } from './book.ts';
import { compareMarkets, isMainMarket, marketGroupOf, shortLabel } from './markets.ts';
import { champSlugOf, gameSlugOf, sportSlugOf } from './slug.ts';

const locales = new Map<SiteLanguage, FeedLocale>();

/** The (cached) name lookup of a language. */
export function localeOf(lang: SiteLanguage): FeedLocale {
  let locale = locales.get(lang);
  if (!locale) locales.set(lang, (locale = localize(lang)));
  return locale;
}

function namingOf(book: Book, game: Game): NamingContext {
  const competitorName = (id: number) => book.competitors.get(id)?.name ?? String(id);
  return game.kind === 'match'
    ? { sportId: game.sportId, home: game.home, away: game.away, competitorName }
    : { sportId: game.realSportId, competitorName };
}

/** A market in a language; `held` blocks every outcome (feed silence). */
export function marketView(
  book: Book,
  game: Game,
  market: Market,
  locale: FeedLocale,
  held: boolean,
): MarketView {
  const naming = namingOf(book, game);
  const suspended = market.suspended || held;
  return {
    marketId: market.id,
    type: market.type,
    group: marketGroupOf(market),
    period: market.period,
    param: market.param,
    name: locale.market(market, naming),
    suspended,
    outcomes: market.outcomes.map((outcome) => {
      const name = locale.outcome(market, outcome, naming);
      return {
        id: outcome.id,
        name,
        short: shortLabel(market, outcome, name, locale),
        param: outcome.param,
        coef: outcome.coef / 1000,
        blocked: outcome.blocked || suspended,
      };
    }),
  };
}

/** The championship's name ("Premier League"); an outright adds nothing (its sport says it). */
export function champName(book: Book, champId: number, locale: FeedLocale): string {
  const champ = book.champs.get(champId);
  return champ ? locale.championship(champ) : String(champId);
}

/** A game's title: "Lions — Tigers", or "Premier League. Tournament winner" for an outright. */
export function gameName(book: Book, game: Game, locale: FeedLocale): string {
  if (game.kind === 'match') return `${game.home} — ${game.away}`;
  const winner = locale.market(
    { type: 'outright_winner', period: 0, param: null },
    { sportId: game.realSportId },
  );
  return `${champName(book, game.champId, locale)}. ${winner}`;
}

export function mainMarketOf(markets: Iterable<Market>): Market | null {
  let main: Market | null = null;
  for (const market of markets) {
    if (isMainMarket(market) && (!main || market.id < main.id)) main = market;
  }
  return main;
}

const EN: SiteLanguage = 'en';

/** The slugs of a sport, championship and game (English, stable across languages). */
export function slugsOf(book: Book, game: Game) {
  const en = localeOf(EN);
  const sport = book.sports.get(game.sportId);
  return {
    sportSlug: sport ? sportSlugOf(sport) : String(game.sportId),
    champSlug: champSlugOf({ id: game.champId }, champName(book, game.champId, en)),
    slug: gameSlugOf(game, gameName(book, game, en)),
  };
}

/** A game in a list (and the head of its page). Finished games pass their markets empty. */
export function gameSummary(
  book: Book,
  game: Game,
  markets: Iterable<Market>,
  locale: FeedLocale,
): GameSummary {
  const champ = book.champs.get(game.champId);
  const realSportId = game.kind === 'outright' ? game.realSportId : game.sportId;
  const held = feedSuspended(book, game);
  const list = [...markets];
  const main = mainMarketOf(list);
  const countryCode = champ?.countryCode ?? '';
  return {
    gameId: game.id,
    sportId: game.sportId,
    realSportId,
    champId: game.champId,
    sportName: locale.sport(game.sportId),
    champName: champName(book, game.champId, locale),
    countryCode,
    countryName: countryCode ? locale.country(countryCode) : '',
    ...slugsOf(book, game),
    isCyber: book.sports.get(realSportId)?.isCyber ?? false,
    home: game.kind === 'match' ? { id: game.homeId, name: game.home } : null,
    away: game.kind === 'match' ? { id: game.awayId, name: game.away } : null,
    name: gameName(book, game, locale),
    startsAt: game.startAt,
    status: game.status,
    score:
      game.kind === 'match' && game.status !== 1
        ? {
            home: game.score.home,
            away: game.score.away,
            periods: game.score.periods.map(([h, a]) => [h, a] as [number, number]),
            current: game.score.current,
            server: game.score.server,
          }
        : null,
    time: game.kind === 'match' && game.status !== 1 ? { ...game.clock } : null,
    main: main ? marketView(book, game, main, locale, held) : null,
    marketsCount: list.length,
    feedSuspended: held,
  };
}

export function openGameSummary(book: Book, entry: BookGame, locale: FeedLocale): GameSummary {
  return gameSummary(book, entry.game, entry.markets.values(), locale);
}

/** `line/game/{id}`: an open game with every market in page order; a finished one without. */
export function gameDetail(
  book: Book,
  gameId: number,
  locale: FeedLocale,
): GameDetailResponse | null {
  const entry = book.games.get(gameId);
  if (entry) {
    const held = feedSuspended(book, entry.game);
    return {
      game: openGameSummary(book, entry, locale),
      markets: [...entry.markets.values()]
        .sort(compareMarkets)
        .map((market) => marketView(book, entry.game, market, locale, held)),
    };
  }
  const finished = book.results.get(gameId);
  if (!finished) return null;
  return { game: gameSummary(book, finished.game, [], locale), markets: [] };
}

/** Sports with their game counts in a section, in menu order; sports without games left out. */
export function lineSports(book: Book, section: 'line' | 'live', locale: FeedLocale): LineSport[] {
  const sports: LineSport[] = [];
  for (const sport of [...book.sports.values()].sort((a, b) => a.sortOrder - b.sortOrder)) {
    let count = 0;
    for (const id of book.gamesOfSport(sport.id)) {
      if (inSection(book.games.get(id)?.game, section)) count += 1;
    }
    if (count === 0) continue;
    sports.push({
      sportId: sport.id,
      slug: sportSlugOf(sport),
      name: locale.sport(sport.id),
      isCyber: sport.isCyber,
      sortOrder: sport.sortOrder,
      count,
    });
  }
  return sports;
}

export function inSection(game: Game | undefined, section: 'line' | 'live'): boolean {
  if (!game) return false;
  return section === 'line' ? game.status === 1 : game.status === 2 || game.status === 3;
}

/** Championships of a sport with games in a section, in the feed's order (top leagues first). */
export function lineChamps(
  book: Book,
  sportId: number,
  section: 'line' | 'live',
  locale: FeedLocale,
): LineChamp[] {
  const en = localeOf(EN);
  const counts = new Map<number, number>();
  for (const id of book.gamesOfSport(sportId)) {
    const game = book.games.get(id)?.game;
    if (game && inSection(game, section))
      counts.set(game.champId, (counts.get(game.champId) ?? 0) + 1);
  }
  const champs: LineChamp[] = [];
  for (const champ of book.champs.values()) {
    const count = counts.get(champ.id);
    if (!count || champ.sportId !== sportId) continue;
    champs.push({
      champId: champ.id,
      sportId,
      slug: champSlugOf(champ, en.championship(champ)),
      name: locale.championship(champ),
      countryCode: champ.countryCode,
      countryName: locale.country(champ.countryCode),
      count,
    });
  }
  return champs;
}

/** Finished games of one UTC day, newest first. */
export function resultsOf(
  book: Book,
  query: { type: 'live' | 'zone'; dayStart: number; sportId?: number; champId?: number },
  locale: FeedLocale,
): GameResultView[] {
  const dayEnd = query.dayStart + 86_400_000;
  const out: GameResultView[] = [];
  for (const { game, result } of book.results.values()) {
    if (result.finishedAt < query.dayStart || result.finishedAt >= dayEnd) continue;
    // `live`: matches (played live on the site); `zone`: long-term bets decided off the pitch.
    if ((query.type === 'live') !== (game.kind === 'match')) continue;
    if (query.sportId !== undefined && game.sportId !== query.sportId) continue;
    if (query.champId !== undefined && game.champId !== query.champId) continue;
    const outrightWinner =
      result.detail.kind === 'outright' ? book.competitors.get(result.detail.winnerId) : undefined;
    out.push({
      gameId: game.id,
      sportId: game.sportId,
      champId: game.champId,
      sportName: locale.sport(game.sportId),
      champName: champName(book, game.champId, locale),
      name: outrightWinner
        ? `${gameName(book, game, locale)}: ${outrightWinner.name}`
        : gameName(book, game, locale),
      home: game.kind === 'match' ? { id: game.homeId, name: game.home } : null,
      away: game.kind === 'match' ? { id: game.awayId, name: game.away } : null,
      startsAt: game.startAt,
      finishedAt: result.finishedAt,
      score: [result.score[0], result.score[1]],
      periods: result.periods.map(([h, a]) => [h, a] as [number, number]),
      winner: result.winner,
      cancelled: false,
    });
  }
  return out.sort((a, b) => b.finishedAt - a.finishedAt || a.gameId - b.gameId);
}

const FORM = { win: 'W', draw: 'D', loss: 'L' } as const;

/** Form (last 5) and head-to-head (last 10) of a game's sides; empty for an outright. */
export function statisticOf(
  book: Book,
  game: Game,
  statistics: FeedStatistics | null,
): GameStatisticResponse {
  if (game.kind !== 'match' || !statistics) {
    return {
      gameId: game.id,
      home: game.kind === 'match' ? { id: game.homeId, name: game.home } : null,
      away: game.kind === 'match' ? { id: game.awayId, name: game.away } : null,
      headToHead: [],
      form: { home: [], away: [] },
    };
  }
  const form = (id: number) => statistics.form(id, 5).map((entry) => FORM[entry.outcome]);
  return {
    gameId: game.id,
    home: { id: game.homeId, name: game.home },
    away: { id: game.awayId, name: game.away },
    headToHead: statistics.headToHead(game.homeId, game.awayId, 10).map((match) => ({
      playedAt: match.startAt,
      homeId: match.homeId,
      awayId: match.awayId,
      score: [match.score[0], match.score[1]],
    })),
    form: { home: form(game.homeId), away: form(game.awayId) },
  };
}

/** Spec §7: English sport name → sport id, 2999 included. */
export function sportNames(): Record<string, number> {
  return sportNamesToIds(EN);
}
