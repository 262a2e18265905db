import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Cette page est introuvable',
  error_not_found_text: 'L’adresse comporte peut-être une erreur, ou la page a été déplacée.',
  error_generic_title: 'Un problème est survenu',
  error_generic_text: 'Impossible d’afficher cette page. Veuillez réessayer dans un instant.',
  error_home_link: 'Aller à la page d’accueil',
  error_reload: 'Réessayer',
};
