import type { DictionaryOf } from '../../catalog.ts';
import type { main as source } from '../en/main.ts';

export const main: DictionaryOf<typeof source> = {
  main_error: 'حدث خطأ ما',
  main_done: 'تم',
  main_ok: 'حسنًا',
  main_query_error: 'فشل الطلب. يرجى المحاولة مرة أخرى.',
  main_save_success: 'تم الحفظ',
  main_page_refresh_button: 'تحديث الصفحة',
  main_dictionary_load_error: 'تعذر تحميل جزء من الصفحة',
  main_dictionary_refresh_page: 'يرجى تحديث الصفحة',
  main_refreshing_button: 'جارٍ التحديث…',
};
