import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Información para jugadores',
  info_empty_title: 'Esta página aún no tiene texto',
  info_empty_text: 'Su contenido se publicará aquí pronto.',
};
