import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'تعذر العثور على هذه الصفحة',
  error_not_found_text: 'ربما يحتوي العنوان على خطأ، أو نُقلت الصفحة.',
  error_generic_title: 'حدث خطأ ما',
  error_generic_text: 'تعذر عرض هذه الصفحة. يرجى المحاولة مرة أخرى بعد قليل.',
  error_home_link: 'الانتقال إلى الصفحة الرئيسية',
  error_reload: 'حاول مرة أخرى',
};
