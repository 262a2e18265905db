import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Une erreur s’est produite',
  main_done: 'Terminé',
  main_ok: 'OK',
  main_query_error: 'La requête a échoué. Veuillez réessayer.',
  main_save_success: 'Enregistré',
  main_page_refresh_button: 'Actualiser la page',
  main_dictionary_load_error: 'Une partie de la page n’a pas pu être chargée',
  main_dictionary_refresh_page: 'Veuillez actualiser la page',
  main_refreshing_button: 'Actualisation…',
};
