import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Səhifə tapılmadı',
  error_not_found_text: 'Ünvanda səhv ola bilər və ya səhifə başqa yerə köçürülüb.',
  error_generic_title: 'Nəsə səhv getdi',
  error_generic_text: 'Bu səhifəni göstərmək mümkün olmadı. Bir azdan yenidən cəhd edin.',
  error_home_link: 'Ana səhifəyə keçin',
  error_reload: 'Yenidən cəhd edin',
};
