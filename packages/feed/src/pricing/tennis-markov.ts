/**
 * The tennis Markov chain: points → games → sets (tie-break at 6:6) → match, with the serve
 * alternating. pA is the home player's chance to win a point on their own serve, pB the away
 * player's on theirs.
 */

/** Probability the server wins the game from (server points, receiver points). */
export function holdFrom(p: number, server: number, receiver: number): number {
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  const q = 1 - p;
  if (server >= 3 && receiver >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (server === receiver) return deuce;
    return server > receiver ? p + q * deuce : p * deuce;
  }
  return p * holdFrom(p, server + 1, receiver) + q * holdFrom(p, server, receiver + 1);
}

/** Who serves point n (0-based) of a tie-break that `firstHome` serves first. */
export function tiebreakServerHome(n: number, firstHome: boolean): boolean {
  return Math.floor((n + 1) / 2) % 2 === 0 ? firstHome : !firstHome;
}

/** Probability the home player wins a tie-break (first to 7, by 2) from (a, b). */
export function tiebreakFrom(
  pA: number,
  pB: number,
  a: number,
  b: number,
  firstHome: boolean,
): number {
  const memo = new Map<number, number>();
  const both = pA * (1 - pB);
  const neither = (1 - pA) * pB;
  const level = both / (both + neither);
  function go(x: number, y: number): number {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && y >= 6 && x === y) return level;
    const key = x * 32 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const point = tiebreakServerHome(x + y, firstHome) ? pA : 1 - pB;
    const value = point * go(x + 1, y) + (1 - point) * go(x, y + 1);
    memo.set(key, value);
    return value;
  }
  return go(a, b);
}

/** One way a set can end: final games and its probability. */
export interface SetEnd {
  readonly home: number;
  readonly away: number;
  readonly p: number;
}

function setOver(a: number, b: number): boolean {
  return a === 7 || b === 7 || ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2);
}

/** Per-match constants of the chain, computed once: holds, fresh tie-breaks and fresh sets. */
export interface TennisSolver {
  readonly pA: number;
  readonly pB: number;
  readonly holdA: number;
  readonly holdB: number;
  /** Home wins a tie-break from 0:0 that home (true) or away (false) serves first. */
  readonly tiebreak: { readonly home: number; readonly away: number };
  /** How a set from 0:0 ends when home (true) or away (false) serves first. */
  readonly freshSet: { readonly home: readonly SetEnd[]; readonly away: readonly SetEnd[] };
  /** Memo of `remainder` (the rest of a match from the start of a set). */
  readonly remainders: Map<number, Remainder>;
}

/** The rest of a match from the start of a set: who wins, final set scores, games still to play. */
export interface Remainder {
  readonly match: number;
  /** Final set scores: key home × 8 + away. */
  readonly finals: ReadonlyMap<number, number>;
  /** Distribution of games still to play, index = games. */
  readonly games: Float64Array;
}

/**
 * Ways the set can end from games (a, b) with `serverHome` serving the current game, which the
 * home player wins with probability `currentGame` (it may be part-played).
 */
export function setEnds(
  solver: Omit<TennisSolver, 'freshSet' | 'remainders'>,
  a: number,
  b: number,
  serverHome: boolean,
  currentGame: number,
): SetEnd[] {
  const ends: SetEnd[] = [];
  const mass = new Float64Array(64);
  mass[a * 8 + b] = 1;
  const start = a + b;
  for (let g = start; g <= 13; g += 1) {
    for (let i = Math.max(0, g - 7); i <= Math.min(7, g); i += 1) {
      const j = g - i;
      const m = mass[i * 8 + j] as number;
      if (m === 0) continue;
      if (setOver(i, j)) {
        ends.push({ home: i, away: j, p: m });
        continue;
      }
      const server = (g - start) % 2 === 0 ? serverHome : !serverHome;
      let win: number;
      if (g === start) win = currentGame;
      else if (i === 6 && j === 6) win = server ? solver.tiebreak.home : solver.tiebreak.away;
      else win = server ? solver.holdA : 1 - solver.holdB;
      mass[(i + 1) * 8 + j] = (mass[(i + 1) * 8 + j] as number) + m * win;
      mass[i * 8 + j + 1] = (mass[i * 8 + j + 1] as number) + m * (1 - win);
    }
  }
  return ends;
}

/** Precomputes the chain's constants for one pair of serve probabilities. */
export function createTennisSolver(pA: number, pB: number): TennisSolver {
  const base = {
    pA,
    pB,
    holdA: holdFrom(pA, 0, 0),
    holdB: holdFrom(pB, 0, 0),
    tiebreak: { home: tiebreakFrom(pA, pB, 0, 0, true), away: tiebreakFrom(pA, pB, 0, 0, false) },
  };
  return {
    ...base,
    freshSet: {
      home: setEnds(base, 0, 0, true, base.holdA),
      away: setEnds(base, 0, 0, false, 1 - base.holdB),
    },
    remainders: new Map(),
  };
}

/**
 * The rest of a best-of-`bestOf` match from the start of a set with sets (sh, sa) and
 * `serverHome` serving first. Depends only on the match, so it is memoised on the solver.
 */
export function remainder(
  solver: TennisSolver,
  bestOf: number,
  sh: number,
  sa: number,
  serverHome: boolean,
): Remainder {
  const need = (bestOf + 1) / 2;
  const key = ((bestOf * 8 + sh) * 8 + sa) * 2 + (serverHome ? 1 : 0);
  const known = solver.remainders.get(key);
  if (known) return known;
  let result: Remainder;
  if (sh === need || sa === need) {
    result = {
      match: sh === need ? 1 : 0,
      finals: new Map([[sh * 8 + sa, 1]]),
      games: Float64Array.of(1),
    };
  } else {
    const games = new Float64Array(13 * (bestOf - sh - sa) + 1);
    const finals = new Map<number, number>();
    let match = 0;
    for (const end of serverHome ? solver.freshSet.home : solver.freshSet.away) {
      const homeWon = end.home > end.away;
      const played = end.home + end.away;
      const next = remainder(
        solver,
        bestOf,
        sh + (homeWon ? 1 : 0),
        sa + (homeWon ? 0 : 1),
        played % 2 === 0 ? serverHome : !serverHome,
      );
      match += end.p * next.match;
      for (const [fk, p] of next.finals) finals.set(fk, (finals.get(fk) ?? 0) + end.p * p);
      for (let g = 0; g < next.games.length; g += 1) {
        games[g + played] = (games[g + played] as number) + end.p * (next.games[g] as number);
      }
    }
    result = { match, finals, games };
  }
  solver.remainders.set(key, result);
  return result;
}

/** Where a tennis match stands, as pricing needs it. */
export interface TennisPricingState {
  readonly bestOf: number;
  readonly setsHome: number;
  readonly setsAway: number;
  readonly gamesHome: number;
  readonly gamesAway: number;
  /** Points in the current game (tie-break points at 6:6). */
  readonly pointsHome: number;
  readonly pointsAway: number;
  /** Who serves the current game (who served first, in a tie-break). */
  readonly serverHome: boolean;
  /** Games won in finished sets, both players. */
  readonly pastGamesHome: number;
  readonly pastGamesAway: number;
}

/** What the chain says about the rest of the match. */
export interface TennisOutlook {
  readonly match: number;
  readonly currentSet: number;
  readonly currentGame: number;
  /** Final set scores and their probabilities. */
  readonly setScores: readonly SetEnd[];
  /** Distribution of total games in the match, index = games. */
  readonly totalGames: Float64Array;
}

/** Solves the chain from the current state. */
export function tennisOutlook(solver: TennisSolver, s: TennisPricingState): TennisOutlook {
  const { pA, pB } = solver;
  const tiebreak = s.gamesHome === 6 && s.gamesAway === 6;
  const currentGame = tiebreak
    ? tiebreakFrom(pA, pB, s.pointsHome, s.pointsAway, s.serverHome)
    : s.serverHome
      ? holdFrom(pA, s.pointsHome, s.pointsAway)
      : 1 - holdFrom(pB, s.pointsAway, s.pointsHome);
  const current = setEnds(solver, s.gamesHome, s.gamesAway, s.serverHome, currentGame);
  const past = s.pastGamesHome + s.pastGamesAway;
  const played = s.gamesHome + s.gamesAway;
  const totals = new Float64Array(past + 13 * (s.bestOf - s.setsHome - s.setsAway) + 1);
  const finals = new Map<number, number>();
  let match = 0;
  let currentSet = 0;
  for (const end of current) {
    const homeWon = end.home > end.away;
    if (homeWon) currentSet += end.p;
    const games = end.home + end.away;
    const rest = remainder(
      solver,
      s.bestOf,
      s.setsHome + (homeWon ? 1 : 0),
      s.setsAway + (homeWon ? 0 : 1),
      (games - played) % 2 === 0 ? s.serverHome : !s.serverHome,
    );
    match += end.p * rest.match;
    for (const [fk, p] of rest.finals) finals.set(fk, (finals.get(fk) ?? 0) + end.p * p);
    const base = past + games;
    for (let g = 0; g < rest.games.length; g += 1) {
      totals[base + g] = (totals[base + g] as number) + end.p * (rest.games[g] as number);
    }
  }
  const setScores: SetEnd[] = [];
  for (const [fk, p] of finals) setScores.push({ home: Math.floor(fk / 8), away: fk % 8, p });
  return { match, currentSet, currentGame, setScores, totalGames: totals };
}
