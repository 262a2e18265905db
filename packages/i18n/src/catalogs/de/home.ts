import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Sportwetten und Online-Casino',
  home_meta_description:
    'Wette vor und während der Spiele auf Sport, spiele Slots und Live-Casino.',
  home_hero_eyebrow: 'Sportwetten und Casino',
  home_hero_title: 'Jedes Spiel. Jeder Moment.',
  home_hero_text: 'Pre-Match- und Live-Wetten, Slots und Live-Dealer – alles mit einem Konto.',
  home_hero_cta_register: 'Konto erstellen',
  home_hero_cta_sports: 'Zu den Sportwetten',
  home_quick_links: 'Bereiche',
  home_top_live: 'Top live',
  home_live_badge: 'Live',
  home_top_live_empty_title: 'Gerade keine Live-Ereignisse',
  home_top_live_empty_text: 'Spiele erscheinen hier, sobald sie angepfiffen werden.',
  home_top_line: 'Topspiele',
  home_top_line_empty_title: 'Noch keine anstehenden Ereignisse',
  home_top_line_empty_text: 'Hier stehen bald die besten Pre-Match-Angebote.',
  home_casino: 'Casino',
  home_casino_empty_title: 'Noch keine Spiele',
  home_casino_empty_text:
    'Slots und Live-Dealer-Tische erscheinen hier, sobald sie verfügbar sind.',
  home_see_all: 'Alle anzeigen',
};
