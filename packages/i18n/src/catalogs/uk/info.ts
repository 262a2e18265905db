import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Інформація для гравців',
  info_empty_title: 'На цій сторінці поки немає тексту',
  info_empty_text: 'Її вміст незабаром буде опубліковано тут.',
};
