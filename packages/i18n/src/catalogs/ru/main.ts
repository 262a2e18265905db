import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Что-то пошло не так',
  main_done: 'Готово',
  main_ok: 'ОК',
  main_query_error: 'Запрос не выполнен. Попробуйте ещё раз.',
  main_save_success: 'Сохранено',
  main_page_refresh_button: 'Обновить страницу',
  main_dictionary_load_error: 'Не удалось загрузить часть страницы',
  main_dictionary_refresh_page: 'Пожалуйста, обновите страницу',
  main_refreshing_button: 'Обновление…',
};
