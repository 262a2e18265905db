import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Informações para jogadores',
  info_empty_title: 'Esta página ainda não tem texto',
  info_empty_text: 'O conteúdo será publicado aqui em breve.',
};
