import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Bulunamadı',
  user_wrong_password: 'Mevcut şifre yanlış',
  user_two_factor_already_on: 'İki adımlı doğrulama zaten açık',
  user_two_factor_not_set_up: 'Önce iki adımlı doğrulama kurulumunu başlatın',
  user_two_factor_off: 'İki adımlı doğrulama kapalı',
  user_account_exists: 'Bu para biriminde zaten bir hesabınız var',
  user_account_not_removable: 'Bu hesap silinemez',
  user_account_added: 'Hesap açılıyor ve birazdan görünecek',
  user_account_removed: 'Hesap silindi',
  user_email_missing: 'Önce bir e-posta adresi ekleyin',
  user_email_already_verified: 'E-posta adresiniz zaten doğrulandı',
  user_verification_sent: 'Size bir doğrulama e-postası gönderdik',
  user_newsletter_stopped: 'Bülten aboneliğiniz iptal edildi',
  user_email_verified: 'E-posta adresiniz doğrulandı',
  user_phone_bound: 'Telefon numaranız bağlandı',
  user_password_changed: 'Şifreniz değiştirildi',
  user_account_remove_balance:
    'Bu hesapta hâlâ para var. Hesabı kaldırmadan önce parayı çekin veya başka bir hesaba aktarın.',
  user_account_remove_payment:
    'Bu hesaba yapılan bir ödeme hâlâ sürüyor. Tamamlanmasını veya iptal edilmesini bekleyin, ardından hesabı kaldırın.',
  user_account_remove_withdrawal:
    'Bu hesaptan bir para çekme işlemi hâlâ ödeniyor. Tamamlanmasını bekleyin, ardından hesabı kaldırın.',
  user_account_remove_coupon:
    'Bu hesapta henüz sonuçlanmamış bahisler var. Sonuçlanmalarını bekleyin, ardından hesabı kaldırın.',
};
