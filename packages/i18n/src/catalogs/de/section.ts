import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Sport',
  section_sports_description: 'Pre-Match-Quoten für viele Sportarten und Ligen.',
  section_sports_empty_title: 'Gerade keine Ereignisse im Wettangebot',
  section_sports_empty_text: 'Ereignisse erscheinen hier, sobald Wetten darauf möglich sind.',
  section_live_title: 'Live',
  section_live_description: 'Wetten während des Spiels mit Quoten, die dem Spielverlauf folgen.',
  section_live_empty_title: 'Gerade keine Live-Ereignisse',
  section_live_empty_text: 'Spiele erscheinen hier, sobald sie angepfiffen werden.',
  section_casino_title: 'Casino',
  section_casino_description: 'Slots und Sofortspiele.',
  section_casino_empty_title: 'Noch keine Spiele',
  section_casino_empty_text: 'Spiele erscheinen hier, sobald sie verfügbar sind.',
  section_live_casino_title: 'Live-Casino',
  section_live_casino_description: 'Roulette, Blackjack und Baccarat mit Live-Dealern.',
  section_live_casino_empty_title: 'Noch keine Live-Tische',
  section_live_casino_empty_text: 'Live-Dealer-Tische erscheinen hier, sobald sie öffnen.',
  section_promotions_title: 'Aktionen',
  section_promotions_description: 'Boni und Sonderangebote.',
  section_promotions_empty_title: 'Gerade keine Aktionen',
  section_promotions_empty_text: 'Aktuelle Angebote werden hier veröffentlicht.',
};
