import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Oyunçular üçün məlumat',
  info_empty_title: 'Bu səhifədə hələ ki mətn yoxdur',
  info_empty_text: 'Onun məzmunu tezliklə burada dərc ediləcək.',
};
