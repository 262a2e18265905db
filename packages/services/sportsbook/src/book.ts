// The sportsbook's read model: every open game with its markets, indexed by sport and
// championship, plus recent results, built from a feed snapshot and kept current by its
// events. Each change bumps a version (the book's, the changed game's and its section's), so
// views and serialized answers can be cached until the next change.
import type {
  Championship,
  Competitor,
  Country,
  FeedEvent,
  FeedSnapshot,
  Game,
  GameResult,
  Market,
  Sport,
} from '@playfield/feed';
import type { BettingSection } from '@playfield/protocol/sportsbook';
import { isMainMarket } from './markets.ts';
import { effectiveMarket, overrideKey } from './overrides.ts';
import type { Override } from './overrides.ts';

/** One open game (not finished) and its current markets. */
export interface BookGame {
  game: Game;
  /** By market id, as offered: the feed's markets with the operator's overrides (decision 037). */
  markets: Map<number, Market>;
  /** By market id, as the feed sent them (what the leader stores). */
  raw: Map<number, Market>;
  /** Bumped on every change of the game or its markets (or its feed suspension). */
  version: number;
}

/** A finished game kept for the results pages. */
export interface BookResult {
  game: Game;
  result: GameResult;
}

/** What one applied event changed, for the live-topic derivation. */
export interface BookChange {
  gameId: number;
  /** The game's status before the event (null: it was not in the book). */
  statusBefore: Game['status'] | null;
  /** Markets the book did not have before the event. */
  addedMarketIds: number[];
  /** The list row's main market changed or went (market events). */
  mainChanged: boolean;
}

export interface Book {
  readonly sports: ReadonlyMap<number, Sport>;
  readonly countries: ReadonlyMap<string, Country>;
  readonly champs: ReadonlyMap<number, Championship>;
  readonly competitors: ReadonlyMap<number, Competitor>;
  readonly games: ReadonlyMap<number, BookGame>;
  /** Finished games by id, kept `resultsKeepMs` after they finished. */
  readonly results: ReadonlyMap<number, BookResult>;
  /** The feed sequence number the book is at. */
  readonly seq: number;
  /** Bumped on every change. */
  readonly version: number;
  /** While true, live games are held (the feed went silent): their outcomes quote blocked. */
  readonly liveHeld: boolean;
  /** Bumped when a game of the section changes. */
  sectionVersion(section: BettingSection): number;
  /** Ids of the open games of a sport or championship (any section). */
  gamesOfSport(sportId: number): ReadonlySet<number>;
  gamesOfChamp(champId: number): ReadonlySet<number>;
  /** Replaces everything with a snapshot. */
  load(snapshot: FeedSnapshot): void;
  /** Applies the next event; null when it changed no game (heartbeat). */
  apply(event: FeedEvent): BookChange | null;
  /** Holds or releases live games (the watchdog). Returns the ids of the live games touched. */
  holdLive(held: boolean): number[];
  /** Drops results older than `resultsKeepMs` before `now`. */
  prune(now: number): void;
  /** The operators' overrides in force, by `scope:id` (decision 037). */
  readonly overrides: ReadonlyMap<string, Override>;
  /**
   * Puts an override in force (`cleared`: removes it) and re-derives the game's markets;
   * answers the game id when the game is open (its topics must hear), else null.
   */
  applyOverride(override: Override, cleared?: boolean): number | null;
  /** Replaces the result of a finished game the book keeps (an operator's correction). */
  correctResult(gameId: number, result: GameResult): void;
}

/** The section of a game status: 1 line, 2 and 3 live, 4 none. */
export function sectionOf(status: Game['status']): BettingSection | null {
  if (status === 1) return 'line';
  if (status === 2 || status === 3) return 'live';
  return null;
}

export function isLive(game: Game): boolean {
  return game.status === 2 || game.status === 3;
}

const EMPTY: ReadonlySet<number> = new Set();

export function createBook(options: { resultsKeepMs?: number } = {}): Book {
  const resultsKeepMs = options.resultsKeepMs ?? 3 * 86_400_000;
  let sports = new Map<number, Sport>();
  let countries = new Map<string, Country>();
  let champs = new Map<number, Championship>();
  let competitors = new Map<number, Competitor>();
  const games = new Map<number, BookGame>();
  const results = new Map<number, BookResult>();
  const bySport = new Map<number, Set<number>>();
  const byChamp = new Map<number, Set<number>>();
  const sectionVersions: Record<BettingSection, number> = { line: 0, live: 0 };
  let seq = 0;
  let version = 0;
  let liveHeld = false;
  const overrides = new Map<string, Override>();
  const offered = (market: Market) => effectiveMarket(market, overrides);

  function bump(...statuses: (Game['status'] | null)[]): number {
    version += 1;
    for (const status of statuses) {
      const section = status === null ? null : sectionOf(status);
      if (section) sectionVersions[section] = version;
    }
    return version;
  }

  function index(map: Map<number, Set<number>>, key: number, gameId: number): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(gameId);
  }

  function unindex(map: Map<number, Set<number>>, key: number, gameId: number): void {
    const set = map.get(key);
    set?.delete(gameId);
    if (set?.size === 0) map.delete(key);
  }

  function put(game: Game, markets: readonly Market[]): void {
    const old = games.get(game.id);
    if (old) {
      unindex(bySport, old.game.sportId, game.id);
      unindex(byChamp, old.game.champId, game.id);
    }
    games.set(game.id, {
      game,
      markets: new Map(markets.map((m) => [m.id, offered(m)])),
      raw: new Map(markets.map((m) => [m.id, m])),
      version: bump(old?.game.status ?? null, game.status),
    });
    index(bySport, game.sportId, game.id);
    index(byChamp, game.champId, game.id);
  }

  function finish(game: Game, result: GameResult): void {
    const old = games.get(game.id);
    if (old) {
      games.delete(game.id);
      unindex(bySport, old.game.sportId, game.id);
      unindex(byChamp, old.game.champId, game.id);
    }
    results.set(game.id, { game, result });
    bump(old?.game.status ?? null);
  }

  const book: Book = {
    get sports() {
      return sports;
    },
    get countries() {
      return countries;
    },
    get champs() {
      return champs;
    },
    get competitors() {
      return competitors;
    },
    games,
    results,
    get seq() {
      return seq;
    },
    get version() {
      return version;
    },
    get liveHeld() {
      return liveHeld;
    },
    sectionVersion: (section) => sectionVersions[section],
    gamesOfSport: (sportId) => bySport.get(sportId) ?? EMPTY,
    gamesOfChamp: (champId) => byChamp.get(champId) ?? EMPTY,
    load(snapshot) {
      sports = new Map(snapshot.sports.map((s) => [s.id, s]));
      countries = new Map(snapshot.countries.map((c) => [c.code, c]));
      champs = new Map(snapshot.championships.map((c) => [c.id, c]));
      competitors = new Map(snapshot.competitors.map((c) => [c.id, c]));
      games.clear();
      bySport.clear();
      byChamp.clear();
      for (const { game, markets } of snapshot.games) put(game, markets);
      // Results the book already had stay: the provider keeps fewer days than the pages show.
      for (const { game, result } of snapshot.results) results.set(game.id, { game, result });
      seq = snapshot.seq;
      liveHeld = false;
      bump(1, 2);
      book.prune(snapshot.at);
    },
    apply(event) {
      seq = event.seq;
      switch (event.type) {
        case 'game.created': {
          const before = games.get(event.game.id);
          const known = before ? new Set(before.markets.keys()) : new Set<number>();
          put(event.game, event.markets);
          return {
            gameId: event.game.id,
            statusBefore: before?.game.status ?? null,
            addedMarketIds: event.markets.filter((m) => !known.has(m.id)).map((m) => m.id),
            mainChanged: true,
          };
        }
        case 'game.updated': {
          const entry = games.get(event.game.id);
          if (!entry) {
            put(event.game, []);
            return {
              gameId: event.game.id,
              statusBefore: null,
              addedMarketIds: [],
              mainChanged: false,
            };
          }
          const statusBefore = entry.game.status;
          entry.game = event.game;
          entry.version = bump(statusBefore, event.game.status);
          return { gameId: event.game.id, statusBefore, addedMarketIds: [], mainChanged: false };
        }
        case 'market.updated': {
          const entry = games.get(event.gameId);
          if (!entry) return null;
          const added: number[] = [];
          let mainChanged = false;
          for (const market of event.markets) {
            if (!entry.markets.has(market.id)) added.push(market.id);
            entry.markets.set(market.id, offered(market));
            entry.raw.set(market.id, market);
            if (isMainMarket(market)) mainChanged = true;
          }
          for (const id of event.removed) {
            const market = entry.markets.get(id);
            if (market && isMainMarket(market)) mainChanged = true;
            entry.markets.delete(id);
            entry.raw.delete(id);
          }
          entry.version = bump(entry.game.status);
          return {
            gameId: event.gameId,
            statusBefore: entry.game.status,
            addedMarketIds: added,
            mainChanged,
          };
        }
        case 'game.finished': {
          const statusBefore = games.get(event.game.id)?.game.status ?? null;
          finish(event.game, event.result);
          book.prune(event.at);
          return { gameId: event.game.id, statusBefore, addedMarketIds: [], mainChanged: false };
        }
        case 'heartbeat':
          return null;
      }
    },
    holdLive(held) {
      if (held === liveHeld) return [];
      liveHeld = held;
      const touched: number[] = [];
      for (const entry of games.values()) {
        if (!isLive(entry.game)) continue;
        entry.version = bump(entry.game.status);
        touched.push(entry.game.id);
      }
      bump(2);
      return touched;
    },
    overrides,
    applyOverride(override, cleared = false) {
      const key = overrideKey(override.scope, override.targetId);
      if (cleared) overrides.delete(key);
      else overrides.set(key, override);
      const entry = games.get(override.gameId);
      if (!entry) return null;
      for (const [id, market] of entry.raw) entry.markets.set(id, offered(market));
      entry.version = bump(entry.game.status);
      return entry.game.id;
    },
    correctResult(gameId, result) {
      const finished = results.get(gameId);
      if (!finished) return;
      results.set(gameId, { game: finished.game, result });
      bump();
    },
    prune(now) {
      for (const [id, { result }] of results) {
        if (now - result.finishedAt > resultsKeepMs) results.delete(id);
      }
    },
  };
  return book;
}

/** Whether a game's markets are held by feed silence. */
export function feedSuspended(book: Pick<Book, 'liveHeld'>, game: Game): boolean {
  return book.liveHeld && isLive(game);
}
