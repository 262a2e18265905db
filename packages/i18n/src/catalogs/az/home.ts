import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'İdman mərcləri və onlayn kazino',
  home_meta_description:
    'Matçdan əvvəl və matç zamanı idmana mərc edin, slotlar və canlı kazino oyunları oynayın.',
  home_hero_eyebrow: 'Bukmeker və kazino',
  home_hero_title: 'Hər matç. Hər an.',
  home_hero_text: 'Matçöncəsi və canlı mərclər, slotlar və canlı dilerlər — bir hesabla.',
  home_hero_cta_register: 'Hesab yaradın',
  home_hero_cta_sports: 'İdmana keçin',
  home_quick_links: 'Bölmələr',
  home_top_live: 'Top canlı',
  home_live_badge: 'Canlı',
  home_top_live_empty_title: 'Hazırda canlı hadisə yoxdur',
  home_top_live_empty_text: 'Matçlar başlayan kimi burada görünəcək.',
  home_top_line: 'Top matçlar',
  home_top_line_empty_title: 'Hələ ki qarşıdan gələn hadisə yoxdur',
  home_top_line_empty_text: 'Ən yaxşı matçöncəsi təkliflər burada olacaq.',
  home_casino: 'Kazino',
  home_casino_empty_title: 'Hələ ki oyun yoxdur',
  home_casino_empty_text: 'Slotlar və canlı diler masaları əlçatan olan kimi burada görünəcək.',
  home_see_all: 'Hamısı',
};
