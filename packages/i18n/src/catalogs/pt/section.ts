import type { DictionaryOf } from '../../catalog.ts';
import type { section as source } from '../en/section.ts';

export const section: DictionaryOf<typeof source> = {
  section_sports_title: 'Esportes',
  section_sports_description: 'Odds pré-jogo de vários esportes e ligas.',
  section_sports_empty_title: 'Nenhum evento disponível agora',
  section_sports_empty_text: 'Os eventos aparecem aqui assim que as apostas abrirem.',
  section_live_title: 'Ao vivo',
  section_live_description: 'Apostas durante o jogo com odds que acompanham a partida.',
  section_live_empty_title: 'Nenhum evento ao vivo agora',
  section_live_empty_text: 'As partidas aparecem aqui assim que começam.',
  section_casino_title: 'Cassino',
  section_casino_description: 'Caça-níqueis e jogos instantâneos.',
  section_casino_empty_title: 'Ainda não há jogos',
  section_casino_empty_text: 'Os jogos aparecem aqui quando estiverem disponíveis.',
  section_live_casino_title: 'Cassino ao vivo',
  section_live_casino_description: 'Roleta, blackjack e bacará com dealers ao vivo.',
  section_live_casino_empty_title: 'Ainda não há mesas ao vivo',
  section_live_casino_empty_text: 'As mesas com dealers ao vivo aparecem aqui quando abrirem.',
  section_promotions_title: 'Promoções',
  section_promotions_description: 'Bônus e ofertas especiais.',
  section_promotions_empty_title: 'Nenhuma promoção no momento',
  section_promotions_empty_text: 'As ofertas atuais serão publicadas aqui.',
};
