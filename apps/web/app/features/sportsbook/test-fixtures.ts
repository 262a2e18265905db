// Protocol-shaped games for unit tests of the sportsbook pieces (not imported by the app).
import type { GameSummary, MarketView } from '@playfield/protocol/sportsbook';

export function market(marketId: number, coefs: number[], suspended = false): MarketView {
  const shorts = coefs.length === 3 ? ['1', 'X', '2'] : ['1', '2'];
  return {
    marketId,
    type: 'match_result',
    group: 'main',
    period: 0,
    param: null,
    name: 'Match result',
    suspended,
    outcomes: coefs.map((coef, i) => ({
      id: marketId * 10 + i + 1,
      name: ['Lions', 'Draw', 'Tigers'][i] ?? `Outcome ${i + 1}`,
      short: shorts[i] ?? String(i + 1),
      param: null,
      coef,
      blocked: false,
    })),
  };
}

export function game(gameId: number, patch: Partial<GameSummary> = {}): GameSummary {
  return {
    gameId,
    sportId: 1,
    realSportId: 1,
    champId: 11,
    sportName: 'Football',
    champName: 'Premier League',
    countryCode: 'gb',
    countryName: 'England',
    sportSlug: 'football',
    champSlug: '11-premier-league',
    slug: `${gameId}-lions-tigers`,
    isCyber: false,
    home: { id: 1, name: 'Lions' },
    away: { id: 2, name: 'Tigers' },
    name: 'Lions — Tigers',
    startsAt: Date.UTC(2026, 10, 25, 18),
    status: 2,
    score: { home: 0, away: 0, periods: [[0, 0]], current: null, server: null },
    time: { period: 1, periodSec: 600, elapsedSec: 600, periodLengthSec: 2700, running: true },
    main: market(gameId * 100, [2.1, 3.3, 3.6]),
    marketsCount: 40,
    feedSuspended: false,
    ...patch,
  };
}
