import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Informationen für Spieler',
  info_empty_title: 'Diese Seite hat noch keinen Text',
  info_empty_text: 'Ihr Inhalt wird bald hier veröffentlicht.',
};
