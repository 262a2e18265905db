import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Algo deu errado',
  main_done: 'Concluído',
  main_ok: 'OK',
  main_query_error: 'A solicitação falhou. Tente novamente.',
  main_save_success: 'Salvo',
  main_page_refresh_button: 'Atualizar a página',
  main_dictionary_load_error: 'Não foi possível carregar parte da página',
  main_dictionary_refresh_page: 'Atualize a página',
  main_refreshing_button: 'Atualizando…',
};
