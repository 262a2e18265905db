// URL slugs of the sportsbook pages (/{lang}/{section}/{sportSlug}/{champSlug}/{gameSlug}).
// They are built from English names only, so a page's address is the same in every language,
// and champ and game slugs start with the id, so a page finds its data by the number alone.
import type { Championship, Game, Sport } from '@playfield/feed';

/** Lower-case ASCII words joined by hyphens: "Ice hockey" → "ice-hockey", "Lions FC" → "lions-fc". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The sport's slug: the feed's stable English slug ("football", "ice-hockey", "cs2"). */
export function sportSlugOf(sport: Pick<Sport, 'slug'>): string {
  return sport.slug;
}

/** `{champId}-{english name}`: "1-premier-league". */
export function champSlugOf(champ: Pick<Championship, 'id'>, englishName: string): string {
  const words = slugify(englishName);
  return words ? `${champ.id}-${words}` : String(champ.id);
}

/** `{gameId}-{home}-{away}` for a match, `{gameId}-{english title}` for an outright. */
export function gameSlugOf(game: Game, englishOutrightTitle: string): string {
  const words = slugify(game.kind === 'match' ? `${game.home}-${game.away}` : englishOutrightTitle);
  return words ? `${game.id}-${words}` : String(game.id);
}

/** The leading id of a champ or game slug ("12-premier-league" → 12), or null. */
export function idOfSlug(slug: string): number | null {
  const match = /^([1-9][0-9]{0,9})(?:-|$)/.exec(slug);
  return match ? Number(match[1]) : null;
}
