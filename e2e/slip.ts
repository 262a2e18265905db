// The bet slip's stored picks, for specs that start with a filled coupon: three prematch picks
// from three games, stored the way the odds buttons store them (local storage, read once the
// page has hydrated).
import type { Page } from 'playwright-core';

/** The three picks' coefs, in order. */
export const SEEDED_COEFS = [2.5, 1.8, 3.1] as const;

function pick(outcomeId: number, gameId: number, coef: number, name: string) {
  return {
    outcomeId,
    gameId,
    marketId: outcomeId * 10,
    sportId: 1,
    champId: 1,
    coef,
    isLive: false,
    gameName: name,
    marketName: 'Match result',
    outcomeName: 'Home',
    blocked: false,
  };
}

/** Stores the three picks before the page's scripts run (unless the slip holds some already). */
export async function seedCoupon(page: Page): Promise<void> {
  const picks = [
    pick(1, 100, SEEDED_COEFS[0], 'Arsenal – Chelsea'),
    pick(2, 200, SEEDED_COEFS[1], 'Real – Barcelona'),
    pick(3, 300, SEEDED_COEFS[2], 'Bayern – Dortmund'),
  ];
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('serverStorageRef:coupon:picks')) {
      window.localStorage.setItem('serverStorageRef:coupon:picks', stored);
    }
  }, JSON.stringify(picks));
}
