import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Spor',
  section_sports_description: 'Spor dalları ve ligler genelinde maç öncesi oranlar.',
  section_sports_empty_title: 'Şu anda bültende etkinlik yok',
  section_sports_empty_text: 'Etkinlikler bahse açılır açılmaz burada görünür.',
  section_live_title: 'Canlı',
  section_live_description: 'Oranları oyunu takip eden canlı bahisler.',
  section_live_empty_title: 'Şu anda canlı etkinlik yok',
  section_live_empty_text: 'Maçlar başlar başlamaz burada görünür.',
  section_casino_title: 'Casino',
  section_casino_description: 'Slotlar ve hızlı oyunlar.',
  section_casino_empty_title: 'Henüz oyun yok',
  section_casino_empty_text: 'Oyunlar kullanıma açıldığında burada görünür.',
  section_live_casino_title: 'Canlı casino',
  section_live_casino_description: 'Canlı krupiyelerle rulet, blackjack ve bakara.',
  section_live_casino_empty_title: 'Henüz canlı masa yok',
  section_live_casino_empty_text: 'Canlı krupiye masaları açıldığında burada görünür.',
  section_promotions_title: 'Promosyonlar',
  section_promotions_description: 'Bonuslar ve özel teklifler.',
  section_promotions_empty_title: 'Şu anda promosyon yok',
  section_promotions_empty_text: 'Güncel teklifler burada yayınlanacak.',
};
