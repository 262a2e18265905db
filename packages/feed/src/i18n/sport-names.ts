/** Sport names in every site language, by sport id (2999: long-term bets). */
import { names, same } from './names.ts';
import type { Names } from './names.ts';

// prettier-ignore
export const SPORT_NAMES: Readonly<Record<number, Names>> = {
  1: names('Футбол', 'Football', 'Футбол', 'Футбол', 'Futbol', 'Futbol', 'Fútbol', 'Futebol', 'Fußball', 'Football', 'كرة القدم'),
  2: names('Хоккей', 'Ice hockey', 'Хокей', 'Хоккей', 'Xokkey', 'Buz hokeyi', 'Hockey sobre hielo', 'Hóquei no gelo', 'Eishockey', 'Hockey sur glace', 'هوكي الجليد'),
  3: names('Баскетбол', 'Basketball', 'Баскетбол', 'Баскетбол', 'Basketbol', 'Basketbol', 'Baloncesto', 'Basquete', 'Basketball', 'Basket-ball', 'كرة السلة'),
  4: names('Теннис', 'Tennis', 'Теніс', 'Теннис', 'Tennis', 'Tenis', 'Tenis', 'Tênis', 'Tennis', 'Tennis', 'التنس'),
  5: names('Бейсбол', 'Baseball', 'Бейсбол', 'Бейсбол', 'Beysbol', 'Beyzbol', 'Béisbol', 'Beisebol', 'Baseball', 'Baseball', 'البيسبول'),
  6: names('Волейбол', 'Volleyball', 'Волейбол', 'Волейбол', 'Voleybol', 'Voleybol', 'Voleibol', 'Vôlei', 'Volleyball', 'Volley-ball', 'الكرة الطائرة'),
  7: names('Регби', 'Rugby', 'Регбі', 'Регби', 'Reqbi', 'Ragbi', 'Rugby', 'Rúgbi', 'Rugby', 'Rugby', 'الرغبي'),
  8: names('Гандбол', 'Handball', 'Гандбол', 'Гандбол', 'Həndbol', 'Hentbol', 'Balonmano', 'Handebol', 'Handball', 'Handball', 'كرة اليد'),
  9: names('Бокс', 'Boxing', 'Бокс', 'Бокс', 'Boks', 'Boks', 'Boxeo', 'Boxe', 'Boxen', 'Boxe', 'الملاكمة'),
  10: names('Настольный теннис', 'Table tennis', 'Настільний теніс', 'Үстел теннисі', 'Stolüstü tennis', 'Masa tenisi', 'Tenis de mesa', 'Tênis de mesa', 'Tischtennis', 'Tennis de table', 'تنس الطاولة'),
  11: names('Бадминтон', 'Badminton', 'Бадмінтон', 'Бадминтон', 'Badminton', 'Badminton', 'Bádminton', 'Badminton', 'Badminton', 'Badminton', 'الريشة الطائرة'),
  12: names('Водное поло', 'Water polo', 'Водне поло', 'Су добы', 'Su polosu', 'Sutopu', 'Waterpolo', 'Polo aquático', 'Wasserball', 'Water-polo', 'كرة الماء'),
  13: names('Американский футбол', 'American football', 'Американський футбол', 'Америкалық футбол', 'Amerika futbolu', 'Amerikan futbolu', 'Fútbol americano', 'Futebol americano', 'American Football', 'Football américain', 'كرة القدم الأمريكية'),
  14: names('Футзал', 'Futsal', 'Футзал', 'Футзал', 'Futzal', 'Futsal', 'Fútbol sala', 'Futsal', 'Futsal', 'Futsal', 'كرة الصالات'),
  15: names('Крикет', 'Cricket', 'Крикет', 'Крикет', 'Kriket', 'Kriket', 'Críquet', 'Críquete', 'Cricket', 'Cricket', 'الكريكيت'),
  16: names('ММА', 'MMA', 'ММА', 'ММА', 'MMA', 'MMA', 'MMA', 'MMA', 'MMA', 'MMA', 'الفنون القتالية المختلطة'),
  17: names('Дартс', 'Darts', 'Дартс', 'Дартс', 'Darts', 'Dart', 'Dardos', 'Dardos', 'Darts', 'Fléchettes', 'السهام'),
  18: names('Снукер', 'Snooker', 'Снукер', 'Снукер', 'Snuker', 'Snooker', 'Snooker', 'Snooker', 'Snooker', 'Snooker', 'السنوكر'),
  40: same('Counter-Strike 2'),
  41: same('Dota 2'),
  42: same('League of Legends'),
  43: same('Valorant'),
  44: same('EA Sports FC'),
  2999: names('Долгосрочные ставки', 'Long-term bets', 'Довгострокові ставки', 'Ұзақ мерзімді ставкалар', 'Uzunmüddətli mərclər', 'Uzun vadeli bahisler', 'Apuestas a largo plazo', 'Apostas de longo prazo', 'Langzeitwetten', 'Paris à long terme', 'رهانات طويلة الأمد'),
};
