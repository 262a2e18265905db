import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Повернутися на головну',
  status_payment_success_title: 'Платіж успішний',
  status_payment_success_text: 'Дякуємо! Гроші незабаром з’являться на балансі.',
  status_payment_fail_title: 'Платіж не пройшов',
  status_payment_fail_text: 'Платіж не було виконано. Спробуйте ще раз або оберіть інший спосіб.',
  status_payment_pending_title: 'Платіж обробляється',
  status_payment_pending_text: 'Баланс оновиться, щойно платіжна система підтвердить платіж.',
  status_payment_cancel_title: 'Платіж скасовано',
  status_payment_cancel_text: 'Платіж було скасовано. Ви можете зробити новий будь-коли.',
  status_withdraw_success_title: 'Заявку на виведення прийнято',
  status_withdraw_success_text: 'Вашу заявку на виведення коштів прийнято, вона обробляється.',
  status_withdraw_fail_title: 'Виведення не виконано',
  status_withdraw_fail_text: 'Не вдалося виконати виведення коштів. Спробуйте ще раз пізніше.',
  status_withdraw_pending_title: 'Виведення обробляється',
  status_withdraw_pending_text: 'Ми надішлемо гроші, щойно платіжна система підтвердить операцію.',
  status_withdraw_cancel_title: 'Виведення скасовано',
  status_withdraw_cancel_text:
    'Виведення коштів було скасовано. Ви можете створити нову заявку будь-коли.',
  status_maintenance_title: 'Технічні роботи',
  status_maintenance_text: 'Ми вдосконалюємо сайт і скоро повернемося. Дякуємо за терпіння.',
  status_maintenance_window: 'З {start} до {end}',
  status_maintenance_until: 'Очікуване завершення: {end}',
  status_maintenance_since: 'Початок: {start}',
  status_block_title: 'Доступ обмежено',
  status_block_text:
    'Доступ до сайту обмежено. Якщо ви вважаєте, що це помилка, зверніться до служби підтримки.',
  status_block_ua_title: 'Недоступно у вашому регіоні',
  status_block_ua_text: 'Сайтом не можна користуватися у вашій країні.',
  status_block_ie_title: 'Ваш браузер не підтримується',
  status_block_ie_text: 'Відкрийте сайт в актуальній версії Chrome, Firefox, Safari або Edge.',
  status_site_updates_title: 'Сайт оновлюється',
  status_site_updates_text: 'Ми випускаємо оновлення. Будь ласка, поверніться за кілька хвилин.',
  status_coming_soon_title: 'Незабаром відкриття',
  status_coming_soon_text: 'Сайт незабаром запрацює у вашому регіоні.',
  status_suspension_title: 'Акаунт призупинено',
  status_suspension_text:
    'Ваш акаунт призупинено. Зверніться до служби підтримки, щоб дізнатися більше.',
  status_maintenance_api:
    'На сайті тривають технічні роботи: ставки й платежі призупинено. Спробуйте знову, коли вони завершаться.',
  status_maintenance_auto: 'Ця сторінка сама поверне вас на сайт, щойно він знову відкриється.',
  status_maintenance_notice_window:
    'З {start} до {end} заплановано технічні роботи. У цей час сайт буде недоступний.',
  status_maintenance_notice_from:
    'З {start} заплановано технічні роботи. Деякий час сайт буде недоступний.',
  status_maintenance_notice_soon:
    'Незабаром заплановано технічні роботи. Деякий час сайт буде недоступний.',
  status_appeals_title: 'Мої звернення щодо блокування',
  status_appeals_empty: 'У вас немає звернень.',
  status_appeals_empty_text:
    'Звернення щодо блокування акаунта на цьому сайті поки не зберігаються, тож тут нічого показати. Якщо ваш акаунт заблоковано, зверніться до служби підтримки.',
};
