import type { Catalog } from '../catalog.ts';

export const uk: Catalog = {
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
