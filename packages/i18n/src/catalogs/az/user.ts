import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Tapılmadı',
  user_wrong_password: 'Cari şifrə yanlışdır',
  user_two_factor_already_on: 'İkiaddımlı doğrulama artıq aktivdir',
  user_two_factor_not_set_up: 'Əvvəlcə ikiaddımlı doğrulamanın qurulmasına başlayın',
  user_two_factor_off: 'İkiaddımlı doğrulama deaktivdir',
  user_account_exists: 'Bu valyutada artıq hesabınız var',
  user_account_not_removable: 'Bu hesabı silmək olmaz',
  user_account_added: 'Hesab açılır və tezliklə görünəcək',
  user_account_removed: 'Hesab silindi',
  user_email_missing: 'Əvvəlcə e-poçt ünvanı əlavə edin',
  user_email_already_verified: 'E-poçt ünvanınız artıq təsdiqlənib',
  user_verification_sent: 'Sizə təsdiq məktubu göndərdik',
  user_newsletter_stopped: 'Siz xəbər bülletenindən çıxdınız',
  user_email_verified: 'E-poçt ünvanınız təsdiqləndi',
  user_phone_bound: 'Telefon nömrəniz bağlandı',
  user_password_changed: 'Şifrəniz dəyişdirildi',
  user_account_remove_balance:
    'Bu hesabda hələ pul var. Hesabı silməzdən əvvəl pulu çıxarın və ya başqa hesaba köçürün.',
  user_account_remove_payment:
    'Bu hesaba ödəniş hələ başa çatmayıb. Onun tamamlanmasını və ya ləğvini gözləyin, sonra hesabı silin.',
  user_account_remove_withdrawal:
    'Bu hesabdan vəsait çıxarılması hələ icra olunur. Onun tamamlanmasını gözləyin, sonra hesabı silin.',
  user_account_remove_coupon:
    'Bu hesabda hələ hesablanmamış mərclər var. Onların hesablanmasını gözləyin, sonra hesabı silin.',
};
