import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Спортқа бәс тігу және онлайн-казино',
  home_meta_description:
    'Матчқа дейін және матч кезінде спортқа бәс тігіңіз, слоттар мен лайв-казино ойнаңыз.',
  home_hero_eyebrow: 'Букмекер және казино',
  home_hero_title: 'Әр матч. Әр сәт.',
  home_hero_text: 'Матчқа дейінгі және лайв бәстер, слоттар мен тірі дилерлер — бір аккаунтпен.',
  home_hero_cta_register: 'Аккаунт құру',
  home_hero_cta_sports: 'Спортқа өту',
  home_quick_links: 'Бөлімдер',
  home_top_live: 'Топ лайв',
  home_live_badge: 'Лайв',
  home_top_live_empty_title: 'Қазір лайв оқиғалар жоқ',
  home_top_live_empty_text: 'Матчтар басталған бойда осында пайда болады.',
  home_top_line: 'Топ матчтар',
  home_top_line_empty_title: 'Алдағы оқиғалар әзірге жоқ',
  home_top_line_empty_text: 'Матчқа дейінгі ең жақсы ұсыныстар осында болады.',
  home_casino: 'Казино',
  home_casino_empty_title: 'Ойындар әзірге жоқ',
  home_casino_empty_text:
    'Слоттар мен тірі дилер үстелдері қолжетімді болған бойда осында пайда болады.',
  home_see_all: 'Барлығы',
};
