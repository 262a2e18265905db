import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Спорт',
  section_sports_description: 'Түрлі спорт пен турнирлерге матчқа дейінгі бәстер.',
  section_sports_empty_title: 'Қазір желіде оқиғалар жоқ',
  section_sports_empty_text: 'Бәс қабылдау ашылған бойда оқиғалар осында пайда болады.',
  section_live_title: 'Лайв',
  section_live_description: 'Ойын барысында коэффициенттері матчпен бірге өзгеретін бәстер.',
  section_live_empty_title: 'Қазір лайв оқиғалар жоқ',
  section_live_empty_text: 'Матчтар басталған бойда осында пайда болады.',
  section_casino_title: 'Казино',
  section_casino_description: 'Слоттар мен жылдам ойындар.',
  section_casino_empty_title: 'Ойындар әзірге жоқ',
  section_casino_empty_text: 'Ойындар қолжетімді болған бойда осында пайда болады.',
  section_live_casino_title: 'Лайв-казино',
  section_live_casino_description: 'Тірі дилерлермен рулетка, блэкджек және баккара.',
  section_live_casino_empty_title: 'Лайв үстелдер әзірге жоқ',
  section_live_casino_empty_text: 'Тірі дилер үстелдері ашылған бойда осында пайда болады.',
  section_promotions_title: 'Акциялар',
  section_promotions_description: 'Бонустар мен арнайы ұсыныстар.',
  section_promotions_empty_title: 'Қазір акциялар жоқ',
  section_promotions_empty_text: 'Өзекті ұсыныстар осында жарияланады.',
};
