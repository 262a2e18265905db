import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Сторінку не знайдено',
  error_not_found_text: 'Можливо, в адресі помилка або сторінку було переміщено.',
  error_generic_title: 'Щось пішло не так',
  error_generic_text: 'Не вдалося показати цю сторінку. Спробуйте ще раз трохи згодом.',
  error_home_link: 'На головну',
  error_reload: 'Спробувати знову',
};
