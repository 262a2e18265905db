// Title, description, canonical, hreflang and schema.org SportsEvent data of a betting list.
import type { MessageKey } from '@playfield/i18n';
import type { GameSummary } from '@playfield/protocol/sportsbook';
import type { MetaDescriptor } from 'react-router';
import type { MetaInput } from '../../seo/page-meta.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import { sectionOf } from './list-groups.ts';
import type { ListPageData } from './list-data.ts';

/** Games described as SportsEvent per page (the first of the list). */
export const JSON_LD_GAMES = 20;

/** The page's heading and title keys: championship, sport, or the section itself. */
export function listTitle(data: ListPageData): {
  title: MessageKey;
  description: MessageKey;
  params: Record<string, string>;
} {
  const live = data.base.section === 'live';
  if (data.champ && data.sport) {
    return {
      title: live ? 'sportsbook_meta_champ_live' : 'sportsbook_meta_champ_line',
      description: live ? 'sportsbook_meta_desc_named_live' : 'sportsbook_meta_desc_named_line',
      params: { champ: data.champ.name, sport: data.sport.name, name: data.champ.name },
    };
  }
  if (data.sport) {
    return {
      title: live ? 'sportsbook_meta_sport_live' : 'sportsbook_meta_sport_line',
      description: live ? 'sportsbook_meta_desc_named_live' : 'sportsbook_meta_desc_named_line',
      params: { sport: data.sport.name, name: data.sport.name },
    };
  }
  if (data.base.cyberType) {
    return {
      title: live ? 'sportsbook_meta_cyber_live' : 'sportsbook_meta_cyber_line',
      description: live ? 'sportsbook_meta_desc_live' : 'sportsbook_meta_desc_line',
      params: {},
    };
  }
  return {
    title: live ? 'sportsbook_meta_live' : 'sportsbook_meta_line',
    description: live ? 'sportsbook_meta_desc_live' : 'sportsbook_meta_desc_line',
    params: {},
  };
}

/** schema.org SportsEvent of listed games, with absolute addresses. */
export function sportsEvents(
  games: readonly GameSummary[],
  origin: string,
  lang: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': games.slice(0, JSON_LD_GAMES).map((game) => ({
      '@type': 'SportsEvent',
      name: game.name,
      sport: game.sportName,
      startDate: new Date(game.startsAt).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${origin}/${lang}/${sectionOf(game)}/${game.sportSlug}/${game.champSlug}/${game.slug}`,
      superEvent: { '@type': 'SportsEvent', name: game.champName },
      ...(game.home && game.away
        ? {
            homeTeam: { '@type': 'SportsTeam', name: game.home.name },
            awayTeam: { '@type': 'SportsTeam', name: game.away.name },
            competitor: [
              { '@type': 'SportsTeam', name: game.home.name },
              { '@type': 'SportsTeam', name: game.away.name },
            ],
          }
        : {}),
    })),
  };
}

function originOf(matches: MetaInput['matches']): string {
  const data = matches.find((m) => m?.id === 'lang')?.loaderData;
  const site = typeof data === 'object' && data !== null && 'site' in data ? data.site : null;
  const url =
    typeof site === 'object' && site !== null && 'publicUrl' in site ? site.publicUrl : '';
  return typeof url === 'string' ? url.replace(/\/+$/, '') : '';
}

export function listMeta(args: MetaInput, data: ListPageData | undefined): MetaDescriptor[] {
  if (!data) return pageMeta(args, { title: 'sportsbook_meta_line' });
  const { title, description, params } = listTitle(data);
  const meta = pageMeta(args, { title, description, params });
  if (data.games.length > 0) {
    meta.push({
      'script:ld+json': sportsEvents(data.games, originOf(args.matches), data.base.lang),
    });
  }
  return meta;
}
