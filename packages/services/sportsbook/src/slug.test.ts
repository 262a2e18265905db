import { describe, expect, it } from 'vitest';
import type { MatchGame, OutrightGame } from '@playfield/feed';
import { champSlugOf, gameSlugOf, idOfSlug, slugify, sportSlugOf } from './slug.ts';

describe('slugs', () => {
  it('slugify keeps lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Ice hockey')).toBe('ice-hockey');
    expect(slugify('Gijón FC')).toBe('gijon-fc');
    expect(slugify('  Counter-Strike 2 ')).toBe('counter-strike-2');
    expect(slugify('Ünïcödé & Co.')).toBe('unicode-co');
    expect(slugify('Футбол')).toBe('');
  });

  it('sport slugs are the feed’s English slugs', () => {
    expect(sportSlugOf({ slug: 'cs2' })).toBe('cs2');
  });

  it('champ and game slugs start with the id', () => {
    expect(champSlugOf({ id: 12 }, 'Premier League')).toBe('12-premier-league');
    expect(champSlugOf({ id: 12 }, '—')).toBe('12');
    const match = { kind: 'match', id: 359, home: 'Apex Five', away: 'Apex Legion' } as MatchGame;
    expect(gameSlugOf(match, 'ignored')).toBe('359-apex-five-apex-legion');
    const outright = { kind: 'outright', id: 370 } as OutrightGame;
    expect(gameSlugOf(outright, 'Premier League. Tournament winner')).toBe(
      '370-premier-league-tournament-winner',
    );
  });

  it('idOfSlug reads the leading id', () => {
    expect(idOfSlug('359-apex-five-apex-legion')).toBe(359);
    expect(idOfSlug('12')).toBe(12);
    expect(idOfSlug('football')).toBeNull();
    expect(idOfSlug('012-x')).toBeNull();
  });
});
