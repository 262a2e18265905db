import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Информация для игроков',
  info_empty_title: 'На этой странице пока нет текста',
  info_empty_text: 'Её содержание скоро будет опубликовано здесь.',
};
