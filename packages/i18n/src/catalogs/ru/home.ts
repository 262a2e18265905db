import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Ставки на спорт и онлайн-казино',
  home_meta_description: 'Ставки на спорт до и во время матчей, слоты и игры лайв-казино.',
  home_hero_eyebrow: 'Букмекер и казино',
  home_hero_title: 'Каждый матч. Каждый момент.',
  home_hero_text: 'Ставки до матча и в лайве, слоты и живые дилеры — с одним аккаунтом.',
  home_hero_cta_register: 'Создать аккаунт',
  home_hero_cta_sports: 'Перейти к спорту',
  home_quick_links: 'Разделы',
  home_top_live: 'Топ лайв',
  home_live_badge: 'Лайв',
  home_top_live_empty_title: 'Сейчас нет лайв-событий',
  home_top_live_empty_text: 'Матчи появятся здесь сразу после начала.',
  home_top_line: 'Топ-матчи',
  home_top_line_empty_title: 'Пока нет предстоящих событий',
  home_top_line_empty_text: 'Здесь появятся лучшие предложения до матча.',
  home_casino: 'Казино',
  home_casino_empty_title: 'Игр пока нет',
  home_casino_empty_text:
    'Слоты и столы с живыми дилерами появятся здесь, как только станут доступны.',
  home_see_all: 'Все',
};
