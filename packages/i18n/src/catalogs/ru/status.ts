import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Вернуться на главную',
  status_payment_success_title: 'Платёж прошёл успешно',
  status_payment_success_text: 'Спасибо! Деньги скоро появятся на балансе.',
  status_payment_fail_title: 'Платёж не прошёл',
  status_payment_fail_text:
    'Платёж не был выполнен. Попробуйте ещё раз или выберите другой способ.',
  status_payment_pending_title: 'Платёж обрабатывается',
  status_payment_pending_text: 'Баланс обновится, как только платёжная система подтвердит платёж.',
  status_payment_cancel_title: 'Платёж отменён',
  status_payment_cancel_text: 'Платёж был отменён. Вы можете сделать новый в любое время.',
  status_withdraw_success_title: 'Заявка на вывод принята',
  status_withdraw_success_text: 'Ваша заявка на вывод средств принята и обрабатывается.',
  status_withdraw_fail_title: 'Вывод не выполнен',
  status_withdraw_fail_text: 'Не удалось выполнить вывод средств. Попробуйте ещё раз позже.',
  status_withdraw_pending_title: 'Вывод обрабатывается',
  status_withdraw_pending_text:
    'Мы отправим деньги, как только платёжная система подтвердит операцию.',
  status_withdraw_cancel_title: 'Вывод отменён',
  status_withdraw_cancel_text:
    'Вывод средств был отменён. Вы можете создать новую заявку в любое время.',
  status_maintenance_title: 'Технические работы',
  status_maintenance_text: 'Мы улучшаем сайт и скоро вернёмся. Спасибо за терпение.',
  status_maintenance_window: 'С {start} до {end}',
  status_maintenance_until: 'Ожидаемое окончание: {end}',
  status_maintenance_since: 'Начало: {start}',
  status_block_title: 'Доступ ограничен',
  status_block_text:
    'Доступ к сайту ограничен. Если вы считаете, что это ошибка, обратитесь в службу поддержки.',
  status_block_ua_title: 'Недоступно в вашем регионе',
  status_block_ua_text: 'Сайтом нельзя пользоваться в вашей стране.',
  status_block_ie_title: 'Ваш браузер не поддерживается',
  status_block_ie_text: 'Откройте сайт в актуальной версии Chrome, Firefox, Safari или Edge.',
  status_site_updates_title: 'Сайт обновляется',
  status_site_updates_text: 'Мы выпускаем обновление. Пожалуйста, вернитесь через несколько минут.',
  status_coming_soon_title: 'Скоро открытие',
  status_coming_soon_text: 'Сайт скоро заработает в вашем регионе.',
  status_suspension_title: 'Аккаунт приостановлен',
  status_suspension_text:
    'Ваш аккаунт приостановлен. Обратитесь в службу поддержки, чтобы узнать подробности.',
  status_maintenance_api:
    'На сайте идут технические работы: ставки и платежи приостановлены. Попробуйте снова, когда они закончатся.',
  status_maintenance_auto: 'Эта страница сама вернёт вас на сайт, как только он снова откроется.',
  status_maintenance_notice_window:
    'С {start} до {end} запланированы технические работы. В это время сайт будет недоступен.',
  status_maintenance_notice_from:
    'С {start} запланированы технические работы. Некоторое время сайт будет недоступен.',
  status_maintenance_notice_soon:
    'Скоро запланированы технические работы. Некоторое время сайт будет недоступен.',
  status_appeals_title: 'Мои обращения по блокировке',
  status_appeals_empty: 'У вас нет обращений.',
  status_appeals_empty_text:
    'Обращения по блокировке аккаунта на этом сайте пока не сохраняются, поэтому здесь нечего показать. Если ваш аккаунт заблокирован, обратитесь в службу поддержки.',
};
