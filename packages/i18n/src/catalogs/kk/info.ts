import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Ойыншыларға арналған ақпарат',
  info_empty_title: 'Бұл бетте әзірге мәтін жоқ',
  info_empty_text: 'Оның мазмұны жақында осында жарияланады.',
};
