// Addresses of the betting lists (spec §2), as pure functions:
//
//   /{lang}/{pageType?}/{section}/{menuSection?}/{sport?}/{champ?}/{game?}
//   /{lang}/cyber/{type}/{section?}/{menuSection?}/{sport?}/{champ?}/{game?}
//
// `section` is line or live. `menuSection` is the main-page time filter of spec §3 given a name
// in the path (decision 016): `upcoming` (1), `first-period` (2), `second-period` (3) and
// `top` (6, recommended); no segment is "all" (0). Sport slugs are the feed's English sport
// names ("football", "ice-hockey"), never one of those words, so the segment after the section
// is a menu section exactly when it is one of them. Champ and game slugs start with their id
// ("11-premier-league", "501-lions-tigers"): the page finds its data by the number.
import type { BettingSection } from '@playfield/protocol/sportsbook';

/** Menu sections (path names of the time filter) and the `timeFilter` each asks the API for. */
export const MENU_SECTIONS = {
  upcoming: 1,
  'first-period': 2,
  'second-period': 3,
  top: 6,
} as const;
export type MenuSection = keyof typeof MENU_SECTIONS;
export type TimeFilterId = 0 | 1 | 2 | 3 | 6;

/** Time filters offered per section: the period filters only mean something for live games. */
export const SECTION_MENU_SECTIONS: Record<BettingSection, readonly (MenuSection | null)[]> = {
  line: [null, 'upcoming', 'top'],
  live: [null, 'first-period', 'second-period', 'top'],
};

/**
 * Page types of spec §2 that prefix a betting list (`/{lang}/topgame/live`); cyber has its own
 * routes. `bets-on-your` is the other spelling the spec lists for `betsonyour`.
 */
export const PAGE_TYPES = [
  'home',
  'betsonyour',
  'bets-on-your',
  'topgame',
  'marble',
  'team',
  'champ',
  'epl',
  'laliga',
  'europaleague',
  'ipl',
  'ufc',
  'politics',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Cyber list types: real-world teams' esports, or every cyber sport. */
export const CYBER_TYPES = ['real', 'all'] as const;
export type CyberType = (typeof CYBER_TYPES)[number];

/** The segments of a list address after its base, resolved by shape (not yet by data). */
export interface BettingPathParts {
  menuSection: MenuSection | null;
  sport: string | null;
  champ: string | null;
  game: string | null;
}

export function isMenuSection(value: string): value is MenuSection {
  return Object.hasOwn(MENU_SECTIONS, value);
}

export function timeFilterOf(menuSection: MenuSection | null): TimeFilterId {
  return menuSection ? MENU_SECTIONS[menuSection] : 0;
}

const SPORT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_SLUG = /^[1-9][0-9]{0,9}(?:-[a-z0-9-]*)?$/;

/** The leading id of a champ or game slug ("11-premier-league" → 11), or null. */
export function idOfSlug(slug: string): number | null {
  const match = /^([1-9][0-9]{0,9})(?:-|$)/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * The parts of a list address from the splat after `{section}` (e.g. "top/football/11-epl").
 * Null when the address cannot be a list or game page (too many segments, a malformed slug, a
 * menu section the section does not offer): the page answers 404.
 */
export function parseBettingSplat(
  section: BettingSection,
  splat: string | undefined,
): BettingPathParts | null {
  const segments = (splat ?? '').split('/').filter((s) => s !== '');
  let menuSection: MenuSection | null = null;
  const first = segments[0];
  if (first !== undefined && isMenuSection(first)) {
    if (!SECTION_MENU_SECTIONS[section].includes(first)) return null;
    menuSection = first;
    segments.shift();
  }
  if (segments.length > 3) return null;
  const [sport = null, champ = null, game = null] = segments;
  if (sport !== null && !SPORT_SLUG.test(sport)) return null;
  if (champ !== null && !ID_SLUG.test(champ)) return null;
  if (game !== null && !ID_SLUG.test(game)) return null;
  return { menuSection, sport, champ, game };
}

/**
 * Cyber addresses: `{section}` is optional after the type (`cyber/real` is the live list);
 * anything else follows the betting path. Null for a malformed address.
 */
export function parseCyberSplat(
  splat: string | undefined,
): { section: BettingSection; parts: BettingPathParts } | null {
  const segments = (splat ?? '').split('/').filter((s) => s !== '');
  let section: BettingSection = 'live';
  if (segments[0] === 'line' || segments[0] === 'live')
    section = segments.shift() as BettingSection;
  const parts = parseBettingSplat(section, segments.join('/'));
  return parts ? { section, parts } : null;
}

/** Where a list address starts, before its menu section: `/en/live`, `/en/topgame/line`, `/en/cyber/real/live`. */
export interface BettingBase {
  lang: string;
  section: BettingSection;
  pageType: PageType | null;
  cyberType: CyberType | null;
}

export function basePath(base: BettingBase): string {
  if (base.cyberType) return `/${base.lang}/cyber/${base.cyberType}/${base.section}`;
  if (base.pageType) return `/${base.lang}/${base.pageType}/${base.section}`;
  return `/${base.lang}/${base.section}`;
}

/** A list or game address under a base; later parts are dropped when an earlier one is missing. */
export function bettingHref(base: BettingBase, parts: Partial<BettingPathParts>): string {
  const segments: string[] = [];
  if (parts.menuSection) segments.push(parts.menuSection);
  if (parts.sport) {
    segments.push(parts.sport);
    if (parts.champ) {
      segments.push(parts.champ);
      if (parts.game) segments.push(parts.game);
    }
  }
  const root = basePath(base);
  return segments.length > 0 ? `${root}/${segments.join('/')}` : root;
}

/** What a betting address is: a list to render, a redirect, or nothing (404). */
export type BettingAddress =
  | { kind: 'list'; base: BettingBase; parts: BettingPathParts }
  | { kind: 'redirect'; to: string }
  | null;

function isSection(value: string | undefined): value is BettingSection {
  return value === 'line' || value === 'live';
}

function isPageType(value: string | undefined): value is PageType {
  return (PAGE_TYPES as readonly (string | undefined)[]).includes(value);
}

function isCyberType(value: string | undefined): value is CyberType {
  return (CYBER_TYPES as readonly (string | undefined)[]).includes(value);
}

/**
 * Resolves a betting address from the path after the language prefix ("topgame/live/football").
 * `home/{section}/…` is the main section itself (spec §2: a home-type route redirects to it);
 * `cyber` alone redirects to `cyber/real`. The `topgame` page type lists the recommended games
 * (the `top` menu section) unless the address names another.
 */
export function resolveBettingAddress(lang: string, path: string): BettingAddress {
  const segments = path.split('/').filter((s) => s !== '');
  const [first, second] = segments;
  if (isSection(first)) {
    const parts = parseBettingSplat(first, segments.slice(1).join('/'));
    return parts
      ? { kind: 'list', base: { lang, section: first, pageType: null, cyberType: null }, parts }
      : null;
  }
  if (first === 'home' && isSection(second)) {
    return { kind: 'redirect', to: `/${lang}/${segments.slice(1).join('/')}` };
  }
  if (isPageType(first) && isSection(second)) {
    const parts = parseBettingSplat(second, segments.slice(2).join('/'));
    if (!parts) return null;
    if (first === 'topgame' && parts.menuSection === null) parts.menuSection = 'top';
    return {
      kind: 'list',
      base: { lang, section: second, pageType: first, cyberType: null },
      parts,
    };
  }
  if (first === 'cyber') {
    if (segments.length === 1) return { kind: 'redirect', to: `/${lang}/cyber/real` };
    if (!isCyberType(second)) return null;
    const cyber = parseCyberSplat(segments.slice(2).join('/'));
    return cyber
      ? {
          kind: 'list',
          base: { lang, section: cyber.section, pageType: null, cyberType: second },
          parts: cyber.parts,
        }
      : null;
  }
  return null;
}

/**
 * The page's own path from a loader's request URL: client navigations fetch `{path}.data`
 * (`{path}/_.data` for a trailing slash) and the request reaches the loader as sent.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'/_.data'.length);
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  return pathname;
}
