import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'الرياضة',
  section_sports_description: 'احتمالات ما قبل المباراة في مختلف الرياضات والدوريات.',
  section_sports_empty_title: 'لا توجد أحداث متاحة للمراهنة الآن',
  section_sports_empty_text: 'تظهر الأحداث هنا فور فتح المراهنة عليها.',
  section_live_title: 'مباشر',
  section_live_description: 'مراهنات أثناء اللعب باحتمالات تتابع سير المباراة.',
  section_live_empty_title: 'لا توجد أحداث مباشرة الآن',
  section_live_empty_text: 'تظهر المباريات هنا فور انطلاقها.',
  section_casino_title: 'الكازينو',
  section_casino_description: 'ألعاب السلوتس والألعاب الفورية.',
  section_casino_empty_title: 'لا توجد ألعاب بعد',
  section_casino_empty_text: 'ستظهر الألعاب هنا فور توفرها.',
  section_live_casino_title: 'الكازينو المباشر',
  section_live_casino_description: 'الروليت والبلاك جاك والباكارا مع موزعين مباشرين.',
  section_live_casino_empty_title: 'لا توجد طاولات مباشرة بعد',
  section_live_casino_empty_text: 'ستظهر طاولات الموزعين المباشرين هنا فور افتتاحها.',
  section_promotions_title: 'العروض',
  section_promotions_description: 'المكافآت والعروض الخاصة.',
  section_promotions_empty_title: 'لا توجد عروض الآن',
  section_promotions_empty_text: 'ستُنشر العروض الحالية هنا.',
};
