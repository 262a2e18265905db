import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Algo salió mal',
  main_done: 'Hecho',
  main_ok: 'Aceptar',
  main_query_error: 'La solicitud ha fallado. Inténtalo de nuevo.',
  main_save_success: 'Guardado',
  main_page_refresh_button: 'Actualizar la página',
  main_dictionary_load_error: 'No se pudo cargar una parte de la página',
  main_dictionary_refresh_page: 'Actualiza la página',
  main_refreshing_button: 'Actualizando…',
};
