import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'Bir şeyler ters gitti',
  main_done: 'Tamam',
  main_ok: 'Tamam',
  main_query_error: 'İstek başarısız oldu. Lütfen tekrar deneyin.',
  main_save_success: 'Kaydedildi',
  main_page_refresh_button: 'Sayfayı yenile',
  main_dictionary_load_error: 'Sayfanın bir kısmı yüklenemedi',
  main_dictionary_refresh_page: 'Lütfen sayfayı yenileyin',
  main_refreshing_button: 'Yenileniyor…',
};
