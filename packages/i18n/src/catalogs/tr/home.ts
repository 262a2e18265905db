import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Spor bahisleri ve online casino',
  home_meta_description:
    'Maç öncesi ve maç sırasında spor bahisleri yapın, slot ve canlı casino oyunları oynayın.',
  home_hero_eyebrow: 'Bahis ve casino',
  home_hero_title: 'Her maç. Her an.',
  home_hero_text: 'Maç öncesi ve canlı bahis, slotlar ve canlı krupiyeler — hepsi tek hesapla.',
  home_hero_cta_register: 'Hesap oluştur',
  home_hero_cta_sports: 'Spora git',
  home_quick_links: 'Bölümler',
  home_top_live: 'Öne çıkan canlı',
  home_live_badge: 'Canlı',
  home_top_live_empty_title: 'Şu anda canlı etkinlik yok',
  home_top_live_empty_text: 'Maçlar başlar başlamaz burada görünür.',
  home_top_line: 'Öne çıkan maçlar',
  home_top_line_empty_title: 'Henüz yaklaşan etkinlik yok',
  home_top_line_empty_text: 'En iyi maç öncesi teklifler burada listelenecek.',
  home_casino: 'Casino',
  home_casino_empty_title: 'Henüz oyun yok',
  home_casino_empty_text: 'Slotlar ve canlı krupiye masaları kullanıma açıldığında burada görünür.',
  home_see_all: 'Tümünü gör',
};
