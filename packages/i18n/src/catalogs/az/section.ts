import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'İdman',
  section_sports_description: 'Müxtəlif idman növləri və liqalar üzrə matçöncəsi əmsallar.',
  section_sports_empty_title: 'Hazırda xətdə hadisə yoxdur',
  section_sports_empty_text: 'Mərc qəbulu açılan kimi hadisələr burada görünəcək.',
  section_live_title: 'Canlı',
  section_live_description: 'Əmsalları oyunu izləyən canlı mərclər.',
  section_live_empty_title: 'Hazırda canlı hadisə yoxdur',
  section_live_empty_text: 'Matçlar başlayan kimi burada görünəcək.',
  section_casino_title: 'Kazino',
  section_casino_description: 'Slotlar və sürətli oyunlar.',
  section_casino_empty_title: 'Hələ ki oyun yoxdur',
  section_casino_empty_text: 'Oyunlar əlçatan olan kimi burada görünəcək.',
  section_live_casino_title: 'Canlı kazino',
  section_live_casino_description: 'Canlı dilerlərlə rulet, blekcek və bakkara.',
  section_live_casino_empty_title: 'Hələ ki canlı masa yoxdur',
  section_live_casino_empty_text: 'Canlı diler masaları açılan kimi burada görünəcək.',
  section_promotions_title: 'Aksiyalar',
  section_promotions_description: 'Bonuslar və xüsusi təkliflər.',
  section_promotions_empty_title: 'Hazırda aksiya yoxdur',
  section_promotions_empty_text: 'Aktual təkliflər burada dərc ediləcək.',
};
