import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Страница не найдена',
  error_not_found_text: 'Возможно, в адресе опечатка или страница была перемещена.',
  error_generic_title: 'Что-то пошло не так',
  error_generic_text: 'Не удалось показать эту страницу. Попробуйте ещё раз чуть позже.',
  error_home_link: 'На главную',
  error_reload: 'Попробовать снова',
};
