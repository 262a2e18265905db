import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'غير موجود',
  user_wrong_password: 'كلمة المرور الحالية غير صحيحة',
  user_two_factor_already_on: 'المصادقة الثنائية مفعّلة بالفعل',
  user_two_factor_not_set_up: 'ابدأ إعداد المصادقة الثنائية أولًا',
  user_two_factor_off: 'المصادقة الثنائية غير مفعّلة',
  user_account_exists: 'لديك حساب بهذه العملة بالفعل',
  user_account_not_removable: 'لا يمكن حذف هذا الحساب',
  user_account_added: 'جارٍ فتح الحساب وسيظهر قريبًا',
  user_account_removed: 'تم حذف الحساب',
  user_email_missing: 'أضف عنوان بريد إلكتروني أولًا',
  user_email_already_verified: 'عنوان بريدك الإلكتروني مؤكَّد بالفعل',
  user_verification_sent: 'لقد أرسلنا إليك رسالة تأكيد',
  user_newsletter_stopped: 'تم إلغاء اشتراكك في النشرة الإخبارية',
  user_email_verified: 'تم تأكيد عنوان بريدك الإلكتروني',
  user_phone_bound: 'تم ربط رقم هاتفك',
  user_password_changed: 'تم تغيير كلمة مرورك',
  user_account_remove_balance:
    'لا يزال هذا الحساب يحتوي على أموال. اسحبها أو انقلها إلى حساب آخر قبل حذف الحساب.',
  user_account_remove_payment:
    'لا تزال عملية دفع إلى هذا الحساب قيد التنفيذ. انتظر حتى تكتمل أو تُلغى، ثم احذف الحساب.',
  user_account_remove_withdrawal:
    'لا يزال سحب من هذا الحساب قيد الدفع. انتظر حتى يكتمل، ثم احذف الحساب.',
  user_account_remove_coupon:
    'يحتوي هذا الحساب على رهانات لم تتم تسويتها بعد. انتظر حتى تتم تسويتها، ثم احذف الحساب.',
};
