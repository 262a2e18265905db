import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Басты бетке оралу',
  status_payment_success_title: 'Төлем сәтті өтті',
  status_payment_success_text: 'Рақмет! Ақша жақында балансқа түседі.',
  status_payment_fail_title: 'Төлем өтпеді',
  status_payment_fail_text: 'Төлем орындалмады. Қайталап көріңіз немесе басқа тәсілді таңдаңыз.',
  status_payment_pending_title: 'Төлем өңделуде',
  status_payment_pending_text: 'Төлем жүйесі төлемді растаған бойда баланс жаңарады.',
  status_payment_cancel_title: 'Төлем тоқтатылды',
  status_payment_cancel_text: 'Төлем тоқтатылды. Кез келген уақытта жаңасын жасай аласыз.',
  status_withdraw_success_title: 'Шығаруға өтінім қабылданды',
  status_withdraw_success_text: 'Қаражат шығаруға өтініміңіз қабылданып, өңделуде.',
  status_withdraw_fail_title: 'Шығару орындалмады',
  status_withdraw_fail_text: 'Қаражатты шығару мүмкін болмады. Кейінірек қайталап көріңіз.',
  status_withdraw_pending_title: 'Шығару өңделуде',
  status_withdraw_pending_text: 'Төлем жүйесі операцияны растаған бойда ақшаны жібереміз.',
  status_withdraw_cancel_title: 'Шығару тоқтатылды',
  status_withdraw_cancel_text:
    'Қаражатты шығару тоқтатылды. Кез келген уақытта жаңа өтінім жасай аласыз.',
  status_maintenance_title: 'Техникалық жұмыстар',
  status_maintenance_text:
    'Біз сайтты жақсартып жатырмыз және жақында ораламыз. Шыдамдылығыңызға рақмет.',
  status_maintenance_window: '{start} бастап {end} дейін',
  status_maintenance_until: 'Күтілетін аяқталуы: {end}',
  status_maintenance_since: 'Басталуы: {start}',
  status_block_title: 'Кіру шектелген',
  status_block_text:
    'Сайтқа кіру шектелген. Бұл қате деп ойласаңыз, қолдау қызметіне хабарласыңыз.',
  status_block_ua_title: 'Сіздің аймағыңызда қолжетімсіз',
  status_block_ua_text: 'Бұл сайтты сіздің елде пайдалануға болмайды.',
  status_block_ie_title: 'Браузеріңіз қолдау көрсетілмейді',
  status_block_ie_text:
    'Сайтты Chrome, Firefox, Safari немесе Edge браузерінің жаңа нұсқасында ашыңыз.',
  status_site_updates_title: 'Сайт жаңартылуда',
  status_site_updates_text: 'Біз жаңарту шығарып жатырмыз. Бірнеше минуттан кейін оралыңыз.',
  status_coming_soon_title: 'Жақында ашылады',
  status_coming_soon_text: 'Сайт сіздің аймағыңызда жақында іске қосылады.',
  status_suspension_title: 'Аккаунт тоқтатылды',
  status_suspension_text:
    'Аккаунтыңыз тоқтатылды. Толығырақ білу үшін қолдау қызметіне хабарласыңыз.',
  status_maintenance_api:
    'Сайтта техникалық жұмыстар жүріп жатыр: бәстер мен төлемдер тоқтатылды. Олар аяқталған соң қайталап көріңіз.',
  status_maintenance_auto: 'Сайт қайта ашылған бойда бұл бет сізді өзі сайтқа қайтарады.',
  status_maintenance_notice_window:
    '{start} бастап {end} дейін техникалық жұмыстар жоспарланған. Бұл уақытта сайт қолжетімсіз болады.',
  status_maintenance_notice_from:
    '{start} бастап техникалық жұмыстар жоспарланған. Біраз уақыт сайт қолжетімсіз болады.',
  status_maintenance_notice_soon:
    'Жақында техникалық жұмыстар жоспарланған. Біраз уақыт сайт қолжетімсіз болады.',
  status_appeals_title: 'Бұғаттау бойынша өтініштерім',
  status_appeals_empty: 'Сізде өтініштер жоқ.',
  status_appeals_empty_text:
    'Аккаунтты бұғаттау бойынша өтініштер бұл сайтта әзірге сақталмайды, сондықтан мұнда көрсететін ештеңе жоқ. Аккаунтыңыз бұғатталса, қолдау қызметіне жазыңыз.',
};
