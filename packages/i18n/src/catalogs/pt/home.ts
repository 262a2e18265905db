import type { DictionaryOf } from '../../catalog.ts';
import type { home as source } from '../en/home.ts';

export const home: DictionaryOf<typeof source> = {
  home_meta_title: 'Apostas esportivas e cassino online',
  home_meta_description:
    'Aposte em esportes antes e durante as partidas, jogue caça-níqueis e cassino ao vivo.',
  home_hero_eyebrow: 'Apostas e cassino',
  home_hero_title: 'Cada partida. Cada momento.',
  home_hero_text:
    'Apostas pré-jogo e ao vivo, caça-níqueis e dealers ao vivo — tudo com uma só conta.',
  home_hero_cta_register: 'Criar uma conta',
  home_hero_cta_sports: 'Ir para esportes',
  home_quick_links: 'Seções',
  home_top_live: 'Destaques ao vivo',
  home_live_badge: 'Ao vivo',
  home_top_live_empty_title: 'Nenhum evento ao vivo agora',
  home_top_live_empty_text: 'As partidas aparecem aqui assim que começam.',
  home_top_line: 'Principais partidas',
  home_top_line_empty_title: 'Ainda não há próximos eventos',
  home_top_line_empty_text: 'As melhores ofertas pré-jogo serão listadas aqui.',
  home_casino: 'Cassino',
  home_casino_empty_title: 'Ainda não há jogos',
  home_casino_empty_text:
    'Caça-níqueis e mesas com dealers ao vivo aparecem aqui quando estiverem disponíveis.',
  home_see_all: 'Ver tudo',
};
