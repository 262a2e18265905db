import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Спорт',
  section_sports_description: 'Ставки до матчу на різні види спорту й турніри.',
  section_sports_empty_title: 'Зараз у лінії немає подій',
  section_sports_empty_text: 'Події з’являться тут, щойно відкриється прийом ставок.',
  section_live_title: 'Лайв',
  section_live_description: 'Ставки під час гри з коефіцієнтами, що стежать за матчем.',
  section_live_empty_title: 'Зараз немає лайв-подій',
  section_live_empty_text: 'Матчі з’являться тут одразу після початку.',
  section_casino_title: 'Казино',
  section_casino_description: 'Слоти та швидкі ігри.',
  section_casino_empty_title: 'Ігор поки немає',
  section_casino_empty_text: 'Ігри з’являться тут, щойно стануть доступні.',
  section_live_casino_title: 'Лайв-казино',
  section_live_casino_description: 'Рулетка, блекджек і баккара з живими дилерами.',
  section_live_casino_empty_title: 'Лайв-столів поки немає',
  section_live_casino_empty_text: 'Столи з живими дилерами з’являться тут, щойно відкриються.',
  section_promotions_title: 'Акції',
  section_promotions_description: 'Бонуси та спеціальні пропозиції.',
  section_promotions_empty_title: 'Зараз немає акцій',
  section_promotions_empty_text: 'Актуальні пропозиції буде опубліковано тут.',
};
