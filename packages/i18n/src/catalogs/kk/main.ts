import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
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
