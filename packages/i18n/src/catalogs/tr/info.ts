import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Oyuncular için bilgiler',
  info_empty_title: 'Bu sayfada henüz metin yok',
  info_empty_text: 'İçeriği yakında burada yayınlanacak.',
};
