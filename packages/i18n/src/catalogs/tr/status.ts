import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Ana sayfaya dön',
  status_payment_success_title: 'Ödeme başarılı',
  status_payment_success_text: 'Teşekkürler! Para kısa süre içinde bakiyenizde görünecek.',
  status_payment_fail_title: 'Ödeme başarısız',
  status_payment_fail_text:
    'Ödeme gerçekleşmedi. Lütfen tekrar deneyin veya başka bir yöntem seçin.',
  status_payment_pending_title: 'Ödeme işleniyor',
  status_payment_pending_text: 'Ödeme sağlayıcısı ödemeyi onaylar onaylamaz bakiyeniz güncellenir.',
  status_payment_cancel_title: 'Ödeme iptal edildi',
  status_payment_cancel_text:
    'Ödeme iptal edildi. İstediğiniz zaman yeni bir ödeme yapabilirsiniz.',
  status_withdraw_success_title: 'Çekim talebi alındı',
  status_withdraw_success_text: 'Para çekme talebiniz kabul edildi ve işleniyor.',
  status_withdraw_fail_title: 'Çekim başarısız',
  status_withdraw_fail_text: 'Para çekme işlemi tamamlanamadı. Lütfen daha sonra tekrar deneyin.',
  status_withdraw_pending_title: 'Çekim işleniyor',
  status_withdraw_pending_text: 'Ödeme sağlayıcısı onaylar onaylamaz parayı göndereceğiz.',
  status_withdraw_cancel_title: 'Çekim iptal edildi',
  status_withdraw_cancel_text:
    'Para çekme işlemi iptal edildi. İstediğiniz zaman yeni bir talep oluşturabilirsiniz.',
  status_maintenance_title: 'Teknik bakım',
  status_maintenance_text:
    'Siteyi geliştiriyoruz ve yakında geri döneceğiz. Sabrınız için teşekkürler.',
  status_maintenance_window: '{start} ile {end} arasında',
  status_maintenance_until: 'Beklenen bitiş: {end}',
  status_maintenance_since: 'Başlangıç: {start}',
  status_block_title: 'Erişim kısıtlandı',
  status_block_text:
    'Siteye erişim kısıtlandı. Bunun bir hata olduğunu düşünüyorsanız lütfen destek ekibiyle iletişime geçin.',
  status_block_ua_title: 'Bölgenizde kullanılamıyor',
  status_block_ua_text: 'Bu site ülkenizde kullanılamaz.',
  status_block_ie_title: 'Tarayıcınız desteklenmiyor',
  status_block_ie_text:
    'Lütfen siteyi Chrome, Firefox, Safari veya Edge’in güncel bir sürümünde açın.',
  status_site_updates_title: 'Site güncelleniyor',
  status_site_updates_text: 'Bir güncelleme yayınlıyoruz. Lütfen birkaç dakika sonra tekrar gelin.',
  status_coming_soon_title: 'Çok yakında',
  status_coming_soon_text: 'Site yakında bölgenizde açılacak.',
  status_suspension_title: 'Hesap askıya alındı',
  status_suspension_text:
    'Hesabınız askıya alındı. Ayrıntılar için lütfen destek ekibiyle iletişime geçin.',
  status_maintenance_api:
    'Sitede teknik bakım yapılıyor: bahisler ve ödemeler durduruldu. Bakım bittiğinde lütfen tekrar deneyin.',
  status_maintenance_auto:
    'Site yeniden açılır açılmaz bu sayfa sizi kendiliğinden siteye geri götürür.',
  status_maintenance_notice_window:
    '{start} ile {end} arasında teknik bakım planlandı. Bu sürede site kullanılamayacak.',
  status_maintenance_notice_from:
    '{start} itibarıyla teknik bakım planlandı. Site bir süre kullanılamayacak.',
  status_maintenance_notice_soon: 'Yakında teknik bakım planlandı. Site bir süre kullanılamayacak.',
  status_appeals_title: 'Engellemeye itirazlarım',
  status_appeals_empty: 'Hiç itirazınız yok.',
  status_appeals_empty_text:
    'Hesap engellemelerine yapılan itirazlar bu sitede henüz kaydedilmiyor, bu yüzden burada gösterilecek bir şey yok. Hesabınız engellendiyse lütfen destek ekibiyle iletişime geçin.',
};
