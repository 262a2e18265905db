// Protocol-shaped games and markets for this folder's unit tests (the server's answers, as the
// contract in @playfield/protocol types them).
import type { GameDetailResponse, GameSummary, MarketView } from '@playfield/protocol/sportsbook';

export function market(
  marketId: number,
  group: string,
  coefs: readonly number[] = [2.1, 3.3, 3.4],
): MarketView {
  return {
    marketId,
    type: group === 'main' ? '1x2' : 'total',
    group,
    period: 0,
    param: null,
    name: `Market ${marketId}`,
    suspended: false,
    outcomes: coefs.map((coef, index) => ({
      id: marketId * 10 + index,
      name: `Outcome ${index + 1}`,
      short: String(index + 1),
      param: null,
      coef,
      blocked: false,
    })),
  };
}

export function game(overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    gameId: 501,
    sportId: 1,
    realSportId: 1,
    champId: 11,
    sportName: 'Football',
    champName: 'Premier League',
    countryCode: 'GB',
    countryName: 'England',
    sportSlug: 'football',
    champSlug: '11-premier-league',
    slug: '501-lions-tigers',
    isCyber: false,
    home: { id: 1, name: 'Lions' },
    away: { id: 2, name: 'Tigers' },
    name: 'Lions — Tigers',
    startsAt: Date.UTC(2026, 10, 25, 18, 0),
    status: 2,
    score: { home: 1, away: 0, periods: [[1, 0]], current: null, server: null },
    time: { period: 1, periodSec: 600, elapsedSec: 600, periodLengthSec: 2700, running: true },
    main: null,
    marketsCount: 3,
    feedSuspended: false,
    ...overrides,
  };
}

export function detail(
  markets: MarketView[],
  overrides: Partial<GameSummary> = {},
): GameDetailResponse {
  return { game: game({ marketsCount: markets.length, ...overrides }), markets };
}
