import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Не знайдено',
  user_wrong_password: 'Поточний пароль указано неправильно',
  user_two_factor_already_on: 'Двофакторну автентифікацію вже ввімкнено',
  user_two_factor_not_set_up: 'Спочатку почніть налаштування двофакторної автентифікації',
  user_two_factor_off: 'Двофакторну автентифікацію вимкнено',
  user_account_exists: 'У вас уже є рахунок у цій валюті',
  user_account_not_removable: 'Цей рахунок не можна видалити',
  user_account_added: 'Рахунок відкривається і скоро з’явиться',
  user_account_removed: 'Рахунок видалено',
  user_email_missing: 'Спочатку додайте адресу e-mail',
  user_email_already_verified: 'Вашу адресу e-mail уже підтверджено',
  user_verification_sent: 'Ми надіслали вам лист для підтвердження',
  user_newsletter_stopped: 'Вас відписано від розсилки',
  user_email_verified: 'Вашу адресу e-mail підтверджено',
  user_phone_bound: 'Номер телефону прив’язано',
  user_password_changed: 'Пароль змінено',
  user_account_remove_balance:
    'На цьому рахунку ще є гроші. Виведіть їх або переведіть на інший рахунок, перш ніж видаляти рахунок.',
  user_account_remove_payment:
    'Платіж на цей рахунок ще не завершено. Дочекайтеся його завершення або скасування, потім видаліть рахунок.',
  user_account_remove_withdrawal:
    'Виведення коштів з цього рахунку ще виконується. Дочекайтеся його завершення, потім видаліть рахунок.',
  user_account_remove_coupon:
    'На цьому рахунку є нерозраховані ставки. Дочекайтеся їх розрахунку, потім видаліть рахунок.',
};
