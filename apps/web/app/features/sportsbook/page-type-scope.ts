// What a special page type (spec §2) lists: `epl`, `laliga`, `europaleague`, `ipl` one
// championship, `ufc` one sport (decision 016). Matched by stable keys of the list API, never by
// translated names: the sport slug, the championship's country code (the feed's own codes:
// `eng`, `esp`, `eur`, `ind`) and the name part of its slug (the English name, the same in every
// language: "1-premier-league" → "premier-league").
import type { LineChamp, LineSport } from '@playfield/protocol/sportsbook';
import type { PageType } from './betting-path.ts';

export interface PageTypeScope {
  /** The sport slug the page lists. */
  sport: string;
  /** The one championship of that sport it lists; absent: the whole sport. */
  champ?: { country: string; name: string };
}

/**
 * The simulator has no Europa League: `europaleague` lists the closest international club
 * competition it has, the football Champions League of the `eur` region.
 */
export const PAGE_TYPE_SCOPES: Partial<Record<PageType, PageTypeScope>> = {
  epl: { sport: 'football', champ: { country: 'eng', name: 'premier-league' } },
  laliga: { sport: 'football', champ: { country: 'esp', name: 'premier-league' } },
  europaleague: { sport: 'football', champ: { country: 'eur', name: 'champions-league' } },
  ipl: { sport: 'cricket', champ: { country: 'ind', name: 'premier-league' } },
  ufc: { sport: 'mma' },
};

/** The scope of a page type, or null when it lists everything (home, topgame, …). */
export function scopeOfPageType(pageType: PageType | null): PageTypeScope | null {
  return (pageType && PAGE_TYPE_SCOPES[pageType]) ?? null;
}

/** The name part of a champ slug, without its id ("11-premier-league" → "premier-league"). */
export function champNameOfSlug(slug: string): string {
  return slug.replace(/^[0-9]+-?/, '');
}

export function sportInScope(scope: PageTypeScope, sport: Pick<LineSport, 'slug'>): boolean {
  return sport.slug === scope.sport;
}

export function champInScope(
  scope: PageTypeScope,
  champ: Pick<LineChamp, 'countryCode' | 'slug'>,
): boolean {
  if (!scope.champ) return true;
  return (
    champ.countryCode === scope.champ.country && champNameOfSlug(champ.slug) === scope.champ.name
  );
}

/** The sports and championships a scoped page offers, in their order; unscoped: all of them. */
export function scopeLists<
  S extends Pick<LineSport, 'slug'>,
  C extends Pick<LineChamp, 'countryCode' | 'slug'>,
>(
  scope: PageTypeScope | null,
  sports: readonly S[],
  champs: readonly C[],
): { sports: S[]; champs: C[] } {
  if (!scope) return { sports: [...sports], champs: [...champs] };
  return {
    sports: sports.filter((s) => sportInScope(scope, s)),
    champs: champs.filter((c) => champInScope(scope, c)),
  };
}
