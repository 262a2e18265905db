import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Apuestas deportivas y casino online',
  home_meta_description:
    'Apuesta en deportes antes y durante los partidos, juega a tragaperras y al casino en vivo.',
  home_hero_eyebrow: 'Apuestas y casino',
  home_hero_title: 'Cada partido. Cada momento.',
  home_hero_text:
    'Apuestas previas y en vivo, tragaperras y crupieres en vivo, todo con una sola cuenta.',
  home_hero_cta_register: 'Crear una cuenta',
  home_hero_cta_sports: 'Ir a deportes',
  home_quick_links: 'Secciones',
  home_top_live: 'Destacados en vivo',
  home_live_badge: 'En vivo',
  home_top_live_empty_title: 'Ahora no hay eventos en vivo',
  home_top_live_empty_text: 'Los partidos aparecerán aquí en cuanto empiecen.',
  home_top_line: 'Partidos destacados',
  home_top_line_empty_title: 'Aún no hay próximos eventos',
  home_top_line_empty_text: 'Aquí se mostrarán las mejores ofertas previas al partido.',
  home_casino: 'Casino',
  home_casino_empty_title: 'Aún no hay juegos',
  home_casino_empty_text:
    'Las tragaperras y las mesas con crupier en vivo aparecerán aquí cuando estén disponibles.',
  home_see_all: 'Ver todo',
};
