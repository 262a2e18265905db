import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'المراهنات الرياضية والكازينو عبر الإنترنت',
  home_meta_description:
    'راهن على الرياضة قبل المباريات وأثناءها، والعب ألعاب السلوتس والكازينو المباشر.',
  home_hero_eyebrow: 'مراهنات وكازينو',
  home_hero_title: 'كل مباراة. كل لحظة.',
  home_hero_text: 'مراهنات قبل المباراة ومباشرة، وسلوتس وموزعون مباشرون — بحساب واحد.',
  home_hero_cta_register: 'أنشئ حسابًا',
  home_hero_cta_sports: 'انتقل إلى الرياضة',
  home_quick_links: 'الأقسام',
  home_top_live: 'أبرز المباريات المباشرة',
  home_live_badge: 'مباشر',
  home_top_live_empty_title: 'لا توجد أحداث مباشرة الآن',
  home_top_live_empty_text: 'تظهر المباريات هنا فور انطلاقها.',
  home_top_line: 'أبرز المباريات',
  home_top_line_empty_title: 'لا توجد أحداث قادمة بعد',
  home_top_line_empty_text: 'ستُعرض هنا أفضل عروض ما قبل المباراة.',
  home_casino: 'الكازينو',
  home_casino_empty_title: 'لا توجد ألعاب بعد',
  home_casino_empty_text: 'ستظهر ألعاب السلوتس وطاولات الموزعين المباشرين هنا فور توفرها.',
  home_see_all: 'عرض الكل',
};
