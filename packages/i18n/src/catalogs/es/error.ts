import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'No se ha encontrado esta página',
  error_not_found_text: 'Puede que la dirección tenga un error o que la página se haya movido.',
  error_generic_title: 'Algo ha salido mal',
  error_generic_text: 'No hemos podido mostrar esta página. Inténtalo de nuevo en un momento.',
  error_home_link: 'Ir a la página de inicio',
  error_reload: 'Reintentar',
};
