import type { DictionaryOf } from '../../catalog.ts';
import type { info as source } from '../en/info.ts';

export const info: DictionaryOf<typeof source> = {
  info_description: 'Informations pour les joueurs',
  info_empty_title: 'Cette page n’a pas encore de texte',
  info_empty_text: 'Son contenu sera bientôt publié ici.',
};
