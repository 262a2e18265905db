import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Sayfa bulunamadı',
  error_not_found_text: 'Adres yanlış yazılmış olabilir ya da sayfa taşınmış olabilir.',
  error_generic_title: 'Bir şeyler ters gitti',
  error_generic_text: 'Bu sayfa gösterilemedi. Lütfen biraz sonra tekrar deneyin.',
  error_home_link: 'Ana sayfaya git',
  error_reload: 'Tekrar dene',
};
