/**
 * Ban mode of spec §2 for a self-excluded player: navigation only to permitted pages, every
 * other page goes to the ban page; a player who is not banned on the ban-only page goes home.
 * Paths are the part after the language prefix, without leading or trailing slashes.
 */

/** The ban-only page (shows the end date and the ways out that stay open). */
export const BAN_PAGE_PATH = 'ban';

/** A ban as the user config carries it (ban_level, ban_version). */
export interface BanMark {
  level: number;
  version: number;
}

/** Spec §2: ban level 53 with version 1, or level 45, permits the withdrawal page (deduce). */
export function banPermitsWithdrawal(ban: BanMark): boolean {
  return (ban.level === 53 && ban.version === 1) || ban.level === 45;
}

/**
 * Pages a banned player may still open: the ban page, their limits, payment and bet history, the
 * information pages (terms, help), login and password pages; withdrawal only when the ban
 * permits it.
 */
function permitted(path: string, ban: BanMark): boolean {
  if (path === BAN_PAGE_PATH) return true;
  if (path === 'office/responsible' || path === 'office/historypay' || path === 'office/history') {
    return true;
  }
  if (path === 'login' || path.startsWith('user/') || path.startsWith('information/')) return true;
  if (path === 'office/deduce' || path.startsWith('onpay/withdraw/')) {
    return banPermitsWithdrawal(ban);
  }
  return false;
}

/** Where a navigation to `path` must go instead, or null when it may proceed. */
export function banModeRedirect(path: string, ban: BanMark | null): 'ban' | 'home' | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (ban === null || ban.level <= 0) return clean === BAN_PAGE_PATH ? 'home' : null;
  return permitted(clean, ban) ? null : 'ban';
}
