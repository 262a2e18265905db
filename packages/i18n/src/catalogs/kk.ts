import type { Catalog } from '../catalog.ts';

export const kk: Catalog = {
  main_error: 'Бірдеңе дұрыс болмады',
  main_done: 'Дайын',
  main_ok: 'ОК',
  main_query_error: 'Сұрау орындалмады. Қайталап көріңіз.',
  main_save_success: 'Сақталды',
  main_page_refresh_button: 'Бетті жаңарту',
  main_dictionary_load_error: 'Беттің бір бөлігі жүктелмеді',
  main_dictionary_refresh_page: 'Бетті жаңартыңыз',
  main_refreshing_button: 'Жаңартылуда…',
};
