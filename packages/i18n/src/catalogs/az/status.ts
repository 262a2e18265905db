import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Ana səhifəyə qayıdın',
  status_payment_success_title: 'Ödəniş uğurludur',
  status_payment_success_text: 'Təşəkkür edirik! Pul tezliklə balansınızda görünəcək.',
  status_payment_fail_title: 'Ödəniş alınmadı',
  status_payment_fail_text: 'Ödəniş həyata keçmədi. Yenidən cəhd edin və ya başqa üsul seçin.',
  status_payment_pending_title: 'Ödəniş emal olunur',
  status_payment_pending_text: 'Ödəniş sistemi ödənişi təsdiqləyən kimi balans yenilənəcək.',
  status_payment_cancel_title: 'Ödəniş ləğv edildi',
  status_payment_cancel_text: 'Ödəniş ləğv edildi. İstənilən vaxt yenisini edə bilərsiniz.',
  status_withdraw_success_title: 'Çıxarış sorğusu qəbul edildi',
  status_withdraw_success_text: 'Vəsaitin çıxarılması sorğunuz qəbul edildi və emal olunur.',
  status_withdraw_fail_title: 'Çıxarış alınmadı',
  status_withdraw_fail_text: 'Vəsaiti çıxarmaq mümkün olmadı. Bir qədər sonra yenidən cəhd edin.',
  status_withdraw_pending_title: 'Çıxarış emal olunur',
  status_withdraw_pending_text: 'Ödəniş sistemi əməliyyatı təsdiqləyən kimi pulu göndərəcəyik.',
  status_withdraw_cancel_title: 'Çıxarış ləğv edildi',
  status_withdraw_cancel_text:
    'Vəsaitin çıxarılması ləğv edildi. İstənilən vaxt yeni sorğu yarada bilərsiniz.',
  status_maintenance_title: 'Texniki işlər',
  status_maintenance_text:
    'Saytı təkmilləşdiririk və tezliklə qayıdacağıq. Səbriniz üçün təşəkkür edirik.',
  status_maintenance_window: '{start} – {end}',
  status_maintenance_until: 'Gözlənilən bitmə vaxtı: {end}',
  status_maintenance_since: 'Başlama vaxtı: {start}',
  status_block_title: 'Giriş məhdudlaşdırılıb',
  status_block_text:
    'Sayta giriş məhdudlaşdırılıb. Bunun səhv olduğunu düşünürsünüzsə, dəstək xidmətinə müraciət edin.',
  status_block_ua_title: 'Regionunuzda əlçatan deyil',
  status_block_ua_text: 'Bu saytdan ölkənizdə istifadə etmək olmaz.',
  status_block_ie_title: 'Brauzeriniz dəstəklənmir',
  status_block_ie_text: 'Saytı Chrome, Firefox, Safari və ya Edge-in aktual versiyasında açın.',
  status_site_updates_title: 'Sayt yenilənir',
  status_site_updates_text: 'Yeniləmə buraxırıq. Zəhmət olmasa, bir neçə dəqiqədən sonra qayıdın.',
  status_coming_soon_title: 'Tezliklə',
  status_coming_soon_text: 'Sayt tezliklə regionunuzda açılacaq.',
  status_suspension_title: 'Hesab dayandırılıb',
  status_suspension_text:
    'Hesabınız dayandırılıb. Ətraflı məlumat üçün dəstək xidmətinə müraciət edin.',
  status_maintenance_api:
    'Saytda texniki işlər aparılır: mərclər və ödənişlər dayandırılıb. İşlər bitdikdən sonra yenidən cəhd edin.',
  status_maintenance_auto: 'Sayt yenidən açılan kimi bu səhifə sizi özü sayta qaytaracaq.',
  status_maintenance_notice_window:
    '{start} - {end} arası texniki işlər planlaşdırılıb. Bu müddətdə sayt əlçatan olmayacaq.',
  status_maintenance_notice_from:
    '{start} tarixindən texniki işlər planlaşdırılıb. Bir müddət sayt əlçatan olmayacaq.',
  status_maintenance_notice_soon:
    'Tezliklə texniki işlər planlaşdırılıb. Bir müddət sayt əlçatan olmayacaq.',
  status_appeals_title: 'Bloklama üzrə müraciətlərim',
  status_appeals_empty: 'Müraciətiniz yoxdur.',
  status_appeals_empty_text:
    'Hesabın bloklanması üzrə müraciətlər bu saytda hələ saxlanılmır, ona görə burada göstəriləcək heç nə yoxdur. Hesabınız bloklanıbsa, dəstək xidmətinə müraciət edin.',
};
