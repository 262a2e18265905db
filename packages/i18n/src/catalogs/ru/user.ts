import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Не найдено',
  user_wrong_password: 'Текущий пароль указан неверно',
  user_two_factor_already_on: 'Двухфакторная аутентификация уже включена',
  user_two_factor_not_set_up: 'Сначала начните настройку двухфакторной аутентификации',
  user_two_factor_off: 'Двухфакторная аутентификация выключена',
  user_account_exists: 'У вас уже есть счёт в этой валюте',
  user_account_not_removable: 'Этот счёт нельзя удалить',
  user_account_added: 'Счёт открывается и скоро появится',
  user_account_removed: 'Счёт удалён',
  user_email_missing: 'Сначала добавьте адрес e-mail',
  user_email_already_verified: 'Ваш адрес e-mail уже подтверждён',
  user_verification_sent: 'Мы отправили вам письмо для подтверждения',
  user_newsletter_stopped: 'Вы отписаны от рассылки',
  user_email_verified: 'Ваш адрес e-mail подтверждён',
  user_phone_bound: 'Номер телефона привязан',
  user_password_changed: 'Пароль изменён',
  user_account_remove_balance:
    'На этом счёте ещё есть деньги. Выведите их или переведите на другой счёт, прежде чем удалять счёт.',
  user_account_remove_payment:
    'Платёж на этот счёт ещё не завершён. Дождитесь его завершения или отмены, затем удалите счёт.',
  user_account_remove_withdrawal:
    'Вывод средств с этого счёта ещё выполняется. Дождитесь его завершения, затем удалите счёт.',
  user_account_remove_coupon:
    'На этом счёте есть нерассчитанные ставки. Дождитесь их расчёта, затем удалите счёт.',
};
