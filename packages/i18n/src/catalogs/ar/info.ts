import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'معلومات للاعبين',
  info_empty_title: 'لا يوجد نص في هذه الصفحة بعد',
  info_empty_text: 'سيُنشر محتواها هنا قريبًا.',
};
