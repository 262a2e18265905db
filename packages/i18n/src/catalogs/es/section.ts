import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Deportes',
  section_sports_description: 'Cuotas previas al partido de distintos deportes y ligas.',
  section_sports_empty_title: 'Ahora no hay eventos en la oferta',
  section_sports_empty_text: 'Los eventos aparecerán aquí en cuanto se abran las apuestas.',
  section_live_title: 'En vivo',
  section_live_description: 'Apuestas durante el juego con cuotas que siguen el partido.',
  section_live_empty_title: 'Ahora no hay eventos en vivo',
  section_live_empty_text: 'Los partidos aparecerán aquí en cuanto empiecen.',
  section_casino_title: 'Casino',
  section_casino_description: 'Tragaperras y juegos instantáneos.',
  section_casino_empty_title: 'Aún no hay juegos',
  section_casino_empty_text: 'Los juegos aparecerán aquí cuando estén disponibles.',
  section_live_casino_title: 'Casino en vivo',
  section_live_casino_description: 'Ruleta, blackjack y bacará con crupieres en vivo.',
  section_live_casino_empty_title: 'Aún no hay mesas en vivo',
  section_live_casino_empty_text: 'Las mesas con crupier en vivo aparecerán aquí cuando abran.',
  section_promotions_title: 'Promociones',
  section_promotions_description: 'Bonos y ofertas especiales.',
  section_promotions_empty_title: 'Ahora no hay promociones',
  section_promotions_empty_text: 'Las ofertas vigentes se publicarán aquí.',
};
