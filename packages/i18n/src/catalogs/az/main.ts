import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Nəsə səhv getdi',
  main_done: 'Hazırdır',
  main_ok: 'OK',
  main_query_error: 'Sorğu alınmadı. Yenidən cəhd edin.',
  main_save_success: 'Yadda saxlanıldı',
  main_page_refresh_button: 'Səhifəni yenilə',
  main_dictionary_load_error: 'Səhifənin bir hissəsi yüklənmədi',
  main_dictionary_refresh_page: 'Zəhmət olmasa, səhifəni yeniləyin',
  main_refreshing_button: 'Yenilənir…',
};
