import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Табылмады',
  user_wrong_password: 'Ағымдағы құпиясөз қате',
  user_two_factor_already_on: 'Екі факторлы аутентификация қосулы тұр',
  user_two_factor_not_set_up: 'Алдымен екі факторлы аутентификацияны баптауды бастаңыз',
  user_two_factor_off: 'Екі факторлы аутентификация өшірулі',
  user_account_exists: 'Сізде бұл валютада шот бар',
  user_account_not_removable: 'Бұл шотты жоюға болмайды',
  user_account_added: 'Шот ашылып жатыр, жақында пайда болады',
  user_account_removed: 'Шот жойылды',
  user_email_missing: 'Алдымен e-mail мекенжайын қосыңыз',
  user_email_already_verified: 'E-mail мекенжайыңыз расталған',
  user_verification_sent: 'Біз сізге растау хатын жібердік',
  user_newsletter_stopped: 'Сіз таратылымнан жазылымнан шықтыңыз',
  user_email_verified: 'E-mail мекенжайыңыз расталды',
  user_phone_bound: 'Телефон нөмірі байланыстырылды',
  user_password_changed: 'Құпиясөз өзгертілді',
  user_account_remove_balance:
    'Бұл шотта әлі ақша бар. Шотты жоймас бұрын ақшаны шығарыңыз немесе басқа шотқа аударыңыз.',
  user_account_remove_payment:
    'Бұл шотқа төлем әлі аяқталған жоқ. Оның аяқталуын немесе бас тартылуын күтіп, содан кейін шотты жойыңыз.',
  user_account_remove_withdrawal:
    'Бұл шоттан қаражат шығару әлі орындалуда. Оның аяқталуын күтіп, содан кейін шотты жойыңыз.',
  user_account_remove_coupon:
    'Бұл шотта әлі есептелмеген бәстер бар. Олардың есептелуін күтіп, содан кейін шотты жойыңыз.',
};
