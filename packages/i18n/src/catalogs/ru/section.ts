import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Спорт',
  section_sports_description: 'Ставки до матча на разные виды спорта и турниры.',
  section_sports_empty_title: 'Сейчас в линии нет событий',
  section_sports_empty_text: 'События появятся здесь, как только откроется приём ставок.',
  section_live_title: 'Лайв',
  section_live_description: 'Ставки по ходу игры с коэффициентами, которые следуют за матчем.',
  section_live_empty_title: 'Сейчас нет лайв-событий',
  section_live_empty_text: 'Матчи появятся здесь сразу после начала.',
  section_casino_title: 'Казино',
  section_casino_description: 'Слоты и быстрые игры.',
  section_casino_empty_title: 'Игр пока нет',
  section_casino_empty_text: 'Игры появятся здесь, как только станут доступны.',
  section_live_casino_title: 'Лайв-казино',
  section_live_casino_description: 'Рулетка, блэкджек и баккара с живыми дилерами.',
  section_live_casino_empty_title: 'Лайв-столов пока нет',
  section_live_casino_empty_text: 'Столы с живыми дилерами появятся здесь, как только откроются.',
  section_promotions_title: 'Акции',
  section_promotions_description: 'Бонусы и специальные предложения.',
  section_promotions_empty_title: 'Сейчас нет акций',
  section_promotions_empty_text: 'Актуальные предложения будут опубликованы здесь.',
};
