import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'العودة إلى الصفحة الرئيسية',
  status_payment_success_title: 'تمت عملية الدفع بنجاح',
  status_payment_success_text: 'شكرًا لك! سيظهر المبلغ في رصيدك قريبًا.',
  status_payment_fail_title: 'فشلت عملية الدفع',
  status_payment_fail_text: 'لم تكتمل عملية الدفع. يرجى المحاولة مرة أخرى أو اختيار طريقة أخرى.',
  status_payment_pending_title: 'جارٍ معالجة الدفع',
  status_payment_pending_text: 'سيتم تحديث رصيدك فور تأكيد مزود الدفع للعملية.',
  status_payment_cancel_title: 'أُلغيت عملية الدفع',
  status_payment_cancel_text: 'أُلغيت عملية الدفع. يمكنك إجراء عملية جديدة في أي وقت.',
  status_withdraw_success_title: 'تم طلب السحب',
  status_withdraw_success_text: 'قُبل طلب السحب الخاص بك وتجري معالجته.',
  status_withdraw_fail_title: 'فشلت عملية السحب',
  status_withdraw_fail_text: 'تعذر إتمام عملية السحب. يرجى المحاولة مرة أخرى لاحقًا.',
  status_withdraw_pending_title: 'جارٍ معالجة السحب',
  status_withdraw_pending_text: 'سنرسل المبلغ فور تأكيد مزود الدفع.',
  status_withdraw_cancel_title: 'أُلغيت عملية السحب',
  status_withdraw_cancel_text: 'أُلغيت عملية السحب. يمكنك طلب سحب جديد في أي وقت.',
  status_maintenance_title: 'صيانة فنية',
  status_maintenance_text: 'نعمل على تحسين الموقع وسنعود قريبًا. شكرًا لصبرك.',
  status_maintenance_window: 'من {start} إلى {end}',
  status_maintenance_until: 'الانتهاء المتوقع: {end}',
  status_maintenance_since: 'البداية: {start}',
  status_block_title: 'الوصول مقيّد',
  status_block_text: 'الوصول إلى الموقع مقيّد. إذا كنت تعتقد أن هذا خطأ، يرجى التواصل مع الدعم.',
  status_block_ua_title: 'غير متاح في منطقتك',
  status_block_ua_text: 'لا يمكن استخدام هذا الموقع في بلدك.',
  status_block_ie_title: 'متصفحك غير مدعوم',
  status_block_ie_text: 'يرجى فتح الموقع في إصدار حديث من Chrome أو Firefox أو Safari أو Edge.',
  status_site_updates_title: 'جارٍ تحديث الموقع',
  status_site_updates_text: 'نحن بصدد إصدار تحديث. يرجى العودة بعد بضع دقائق.',
  status_coming_soon_title: 'قريبًا',
  status_coming_soon_text: 'سيُفتح الموقع في منطقتك قريبًا.',
  status_suspension_title: 'الحساب موقوف',
  status_suspension_text: 'حسابك موقوف. يرجى التواصل مع الدعم لمعرفة المزيد.',
  status_maintenance_api:
    'يخضع الموقع لصيانة فنية: الرهانات والمدفوعات متوقفة مؤقتًا. يرجى المحاولة مرة أخرى بعد انتهائها.',
  status_maintenance_auto: 'ستعيدك هذه الصفحة إلى الموقع تلقائيًا فور إعادة فتحه.',
  status_maintenance_notice_window:
    'من المقرر إجراء صيانة فنية من {start} إلى {end}. لن يكون الموقع متاحًا خلال هذه الفترة.',
  status_maintenance_notice_from:
    'من المقرر إجراء صيانة فنية ابتداءً من {start}. لن يكون الموقع متاحًا لبعض الوقت.',
  status_maintenance_notice_soon:
    'من المقرر إجراء صيانة فنية قريبًا. لن يكون الموقع متاحًا لبعض الوقت.',
  status_appeals_title: 'طعوني على الحظر',
  status_appeals_empty: 'ليس لديك أي طعون.',
  status_appeals_empty_text:
    'لا يسجّل هذا الموقع بعد الطعون على حظر الحساب، لذلك لا يوجد ما يُعرض هنا. إذا تم حظر حسابك، يرجى التواصل مع الدعم.',
};
