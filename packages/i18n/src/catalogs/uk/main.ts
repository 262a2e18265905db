import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Щось пішло не так',
  main_done: 'Готово',
  main_ok: 'ОК',
  main_query_error: 'Запит не виконано. Спробуйте ще раз.',
  main_save_success: 'Збережено',
  main_page_refresh_button: 'Оновити сторінку',
  main_dictionary_load_error: 'Не вдалося завантажити частину сторінки',
  main_dictionary_refresh_page: 'Будь ласка, оновіть сторінку',
  main_refreshing_button: 'Оновлення…',
};
