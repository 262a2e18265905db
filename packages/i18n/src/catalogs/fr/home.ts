import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Paris sportifs et casino en ligne',
  home_meta_description:
    'Pariez sur le sport avant et pendant les matchs, jouez aux machines à sous et au casino en direct.',
  home_hero_eyebrow: 'Paris sportifs et casino',
  home_hero_title: 'Chaque match. Chaque instant.',
  home_hero_text:
    'Paris avant-match et en direct, machines à sous et croupiers en direct — avec un seul compte.',
  home_hero_cta_register: 'Créer un compte',
  home_hero_cta_sports: 'Voir les sports',
  home_quick_links: 'Rubriques',
  home_top_live: 'À la une en direct',
  home_live_badge: 'Direct',
  home_top_live_empty_title: 'Aucun événement en direct pour le moment',
  home_top_live_empty_text: 'Les matchs apparaissent ici dès le coup d’envoi.',
  home_top_line: 'Matchs à la une',
  home_top_line_empty_title: 'Aucun événement à venir pour l’instant',
  home_top_line_empty_text: 'Les meilleures offres avant-match seront affichées ici.',
  home_casino: 'Casino',
  home_casino_empty_title: 'Aucun jeu pour l’instant',
  home_casino_empty_text:
    'Les machines à sous et les tables avec croupier en direct apparaîtront ici dès qu’elles seront disponibles.',
  home_see_all: 'Tout voir',
};
