import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Etwas ist schiefgelaufen',
  main_done: 'Fertig',
  main_ok: 'OK',
  main_query_error: 'Die Anfrage ist fehlgeschlagen. Bitte versuche es erneut.',
  main_save_success: 'Gespeichert',
  main_page_refresh_button: 'Seite neu laden',
  main_dictionary_load_error: 'Ein Teil der Seite konnte nicht geladen werden',
  main_dictionary_refresh_page: 'Bitte lade die Seite neu',
  main_refreshing_button: 'Wird aktualisiert…',
};
