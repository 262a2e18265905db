// The game page's head: title and description through pageMeta (canonical, hreflang), and
// schema.org SportsEvent JSON-LD with the competitors and the start date. No location: the
// feed has none, and an invented venue would be worse than none.
import type { GameSummary } from '@playfield/protocol/sportsbook';
import type { MetaDescriptor } from 'react-router';
import type { MetaInput } from '../../../seo/page-meta.ts';
import { pageMeta } from '../../../seo/page-meta.ts';

const EVENT_STATUS = 'https://schema.org/EventScheduled';

/** The schema.org SportsEvent of a game (JSON-LD object). */
export function sportsEventJsonLd(game: GameSummary, url: string | null): Record<string, unknown> {
  const team = (competitor: { name: string }) => ({ '@type': 'SportsTeam', name: competitor.name });
  const event: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: game.name,
    startDate: new Date(game.startsAt).toISOString(),
    eventStatus: EVENT_STATUS,
    sport: game.sportName,
    superEvent: { '@type': 'SportsEvent', name: game.champName },
  };
  if (game.home && game.away) {
    event.homeTeam = team(game.home);
    event.awayTeam = team(game.away);
    event.competitor = [team(game.home), team(game.away)];
  }
  if (url) event.url = url;
  return event;
}

/** Title, description, canonical, hreflang and the SportsEvent of a game page. */
export function gamePageMeta(args: MetaInput, game: GameSummary | null): MetaDescriptor[] {
  if (!game) {
    return pageMeta(args, { title: 'sportsbook_game_not_found', robots: 'noindex, nofollow' });
  }
  const meta = pageMeta(args, {
    title: 'sportsbook_game_meta_title',
    description: 'sportsbook_game_meta_description',
    params: { game: game.name, champ: game.champName, sport: game.sportName },
  });
  const canonical = meta.find(
    (m): m is { tagName: 'link'; rel: string; href: string } => 'rel' in m && m.rel === 'canonical',
  );
  meta.push({ 'script:ld+json': sportsEventJsonLd(game, canonical?.href ?? null) });
  return meta;
}
