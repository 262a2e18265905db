import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Ставки на спорт і онлайн-казино',
  home_meta_description: 'Ставки на спорт до і під час матчів, слоти та ігри лайв-казино.',
  home_hero_eyebrow: 'Букмекер і казино',
  home_hero_title: 'Кожен матч. Кожна мить.',
  home_hero_text: 'Ставки до матчу та в лайві, слоти й живі дилери — з одним акаунтом.',
  home_hero_cta_register: 'Створити акаунт',
  home_hero_cta_sports: 'Перейти до спорту',
  home_quick_links: 'Розділи',
  home_top_live: 'Топ лайв',
  home_live_badge: 'Лайв',
  home_top_live_empty_title: 'Зараз немає лайв-подій',
  home_top_live_empty_text: 'Матчі з’являться тут одразу після початку.',
  home_top_line: 'Топ-матчі',
  home_top_line_empty_title: 'Поки немає майбутніх подій',
  home_top_line_empty_text: 'Тут з’являться найкращі пропозиції до матчу.',
  home_casino: 'Казино',
  home_casino_empty_title: 'Ігор поки немає',
  home_casino_empty_text:
    'Слоти та столи з живими дилерами з’являться тут, щойно стануть доступні.',
  home_see_all: 'Усі',
};
