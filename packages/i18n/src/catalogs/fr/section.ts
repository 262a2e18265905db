import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Sports',
  section_sports_description: 'Cotes avant-match sur de nombreux sports et championnats.',
  section_sports_empty_title: 'Aucun événement au programme pour le moment',
  section_sports_empty_text: 'Les événements apparaissent ici dès que les paris sont ouverts.',
  section_live_title: 'En direct',
  section_live_description: 'Paris en cours de jeu avec des cotes qui suivent le match.',
  section_live_empty_title: 'Aucun événement en direct pour le moment',
  section_live_empty_text: 'Les matchs apparaissent ici dès le coup d’envoi.',
  section_casino_title: 'Casino',
  section_casino_description: 'Machines à sous et jeux instantanés.',
  section_casino_empty_title: 'Aucun jeu pour l’instant',
  section_casino_empty_text: 'Les jeux apparaîtront ici dès qu’ils seront disponibles.',
  section_live_casino_title: 'Casino en direct',
  section_live_casino_description: 'Roulette, blackjack et baccara avec des croupiers en direct.',
  section_live_casino_empty_title: 'Aucune table en direct pour l’instant',
  section_live_casino_empty_text:
    'Les tables avec croupier en direct apparaîtront ici dès leur ouverture.',
  section_promotions_title: 'Promotions',
  section_promotions_description: 'Bonus et offres spéciales.',
  section_promotions_empty_title: 'Aucune promotion pour le moment',
  section_promotions_empty_text: 'Les offres en cours seront publiées ici.',
};
