/** Country and championship names in every site language. */
import type { ChampionshipNameKey } from '../model.ts';
import { names } from './names.ts';
import type { Names } from './names.ts';

// prettier-ignore
export const COUNTRY_NAMES: Readonly<Record<string, Names>> = {
  eng: names('Англия', 'England', 'Англія', 'Англия', 'İngiltərə', 'İngiltere', 'Inglaterra', 'Inglaterra', 'England', 'Angleterre', 'إنجلترا'),
  esp: names('Испания', 'Spain', 'Іспанія', 'Испания', 'İspaniya', 'İspanya', 'España', 'Espanha', 'Spanien', 'Espagne', 'إسبانيا'),
  ger: names('Германия', 'Germany', 'Німеччина', 'Германия', 'Almaniya', 'Almanya', 'Alemania', 'Alemanha', 'Deutschland', 'Allemagne', 'ألمانيا'),
  ita: names('Италия', 'Italy', 'Італія', 'Италия', 'İtaliya', 'İtalya', 'Italia', 'Itália', 'Italien', 'Italie', 'إيطاليا'),
  fra: names('Франция', 'France', 'Франція', 'Франция', 'Fransa', 'Fransa', 'Francia', 'França', 'Frankreich', 'France', 'فرنسا'),
  rus: names('Россия', 'Russia', 'Росія', 'Ресей', 'Rusiya', 'Rusya', 'Rusia', 'Rússia', 'Russland', 'Russie', 'روسيا'),
  tur: names('Турция', 'Turkey', 'Туреччина', 'Түркия', 'Türkiyə', 'Türkiye', 'Turquía', 'Turquia', 'Türkei', 'Turquie', 'تركيا'),
  bra: names('Бразилия', 'Brazil', 'Бразилія', 'Бразилия', 'Braziliya', 'Brezilya', 'Brasil', 'Brasil', 'Brasilien', 'Brésil', 'البرازيل'),
  arg: names('Аргентина', 'Argentina', 'Аргентина', 'Аргентина', 'Argentina', 'Arjantin', 'Argentina', 'Argentina', 'Argentinien', 'Argentine', 'الأرجنتين'),
  usa: names('США', 'USA', 'США', 'АҚШ', 'ABŞ', 'ABD', 'EE. UU.', 'EUA', 'USA', 'États-Unis', 'الولايات المتحدة'),
  kaz: names('Казахстан', 'Kazakhstan', 'Казахстан', 'Қазақстан', 'Qazaxıstan', 'Kazakistan', 'Kazajistán', 'Cazaquistão', 'Kasachstan', 'Kazakhstan', 'كازاخستان'),
  aze: names('Азербайджан', 'Azerbaijan', 'Азербайджан', 'Әзербайжан', 'Azərbaycan', 'Azerbaycan', 'Azerbaiyán', 'Azerbaijão', 'Aserbaidschan', 'Azerbaïdjan', 'أذربيجان'),
  ukr: names('Украина', 'Ukraine', 'Україна', 'Украина', 'Ukrayna', 'Ukrayna', 'Ucrania', 'Ucrânia', 'Ukraine', 'Ukraine', 'أوكرانيا'),
  por: names('Португалия', 'Portugal', 'Португалія', 'Португалия', 'Portuqaliya', 'Portekiz', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'البرتغال'),
  ned: names('Нидерланды', 'Netherlands', 'Нідерланди', 'Нидерланд', 'Niderland', 'Hollanda', 'Países Bajos', 'Países Baixos', 'Niederlande', 'Pays-Bas', 'هولندا'),
  jpn: names('Япония', 'Japan', 'Японія', 'Жапония', 'Yaponiya', 'Japonya', 'Japón', 'Japão', 'Japan', 'Japon', 'اليابان'),
  ind: names('Индия', 'India', 'Індія', 'Үндістан', 'Hindistan', 'Hindistan', 'India', 'Índia', 'Indien', 'Inde', 'الهند'),
  aus: names('Австралия', 'Australia', 'Австралія', 'Аустралия', 'Avstraliya', 'Avustralya', 'Australia', 'Austrália', 'Australien', 'Australie', 'أستراليا'),
  pol: names('Польша', 'Poland', 'Польща', 'Польша', 'Polşa', 'Polonya', 'Polonia', 'Polônia', 'Polen', 'Pologne', 'بولندا'),
  swe: names('Швеция', 'Sweden', 'Швеція', 'Швеция', 'İsveç', 'İsveç', 'Suecia', 'Suécia', 'Schweden', 'Suède', 'السويد'),
  int: names('Международные', 'International', 'Міжнародні', 'Халықаралық', 'Beynəlxalq', 'Uluslararası', 'Internacional', 'Internacional', 'International', 'International', 'دولي'),
  eur: names('Европа', 'Europe', 'Європа', 'Еуропа', 'Avropa', 'Avrupa', 'Europa', 'Europa', 'Europa', 'Europe', 'أوروبا'),
  wld: names('Мир', 'World', 'Світ', 'Әлем', 'Dünya', 'Dünya', 'Mundo', 'Mundo', 'Welt', 'Monde', 'العالم'),
};

// prettier-ignore
export const CHAMPIONSHIP_NAMES: Readonly<Record<ChampionshipNameKey, Names>> = {
  premier_league: names('Премьер-лига', 'Premier League', "Прем'єр-ліга", 'Премьер-лига', 'Premyer Liqa', 'Premier Lig', 'Liga Premier', 'Liga Premier', 'Premier League', 'Premier League', 'الدوري الممتاز'),
  first_league: names('Первая лига', 'First League', 'Перша ліга', 'Бірінші лига', 'Birinci Liqa', 'Birinci Lig', 'Primera División', 'Primeira Liga', 'Erste Liga', 'Première Ligue', 'الدرجة الأولى'),
  second_league: names('Вторая лига', 'Second League', 'Друга ліга', 'Екінші лига', 'İkinci Liqa', 'İkinci Lig', 'Segunda División', 'Segunda Liga', 'Zweite Liga', 'Deuxième Ligue', 'الدرجة الثانية'),
  super_league: names('Суперлига', 'Super League', 'Суперліга', 'Суперлига', 'Superliqa', 'Süper Lig', 'Superliga', 'Superliga', 'Superliga', 'Super Ligue', 'الدوري السوبر'),
  cup: names('Кубок', 'Cup', 'Кубок', 'Кубок', 'Kubok', 'Kupa', 'Copa', 'Taça', 'Pokal', 'Coupe', 'الكأس'),
  championship: names('Чемпионат', 'Championship', 'Чемпіонат', 'Чемпионат', 'Çempionat', 'Şampiyona', 'Campeonato', 'Campeonato', 'Meisterschaft', 'Championnat', 'البطولة'),
  pro_league: names('Про-лига', 'Pro League', 'Про-ліга', 'Про-лига', 'Pro Liqa', 'Pro Lig', 'Liga Pro', 'Liga Pro', 'Pro League', 'Pro League', 'دوري المحترفين'),
  open: names('Открытый турнир', 'Open', 'Відкритий турнір', 'Ашық турнир', 'Açıq turnir', 'Açık Turnuva', 'Abierto', 'Aberto', 'Open', 'Open', 'البطولة المفتوحة'),
  masters: names('Мастерс', 'Masters', 'Мастерс', 'Мастерс', 'Masters', 'Masters', 'Masters', 'Masters', 'Masters', 'Masters', 'الماسترز'),
  grand_prix: names('Гран-при', 'Grand Prix', 'Гран-прі', 'Гран-при', 'Qran-pri', 'Grand Prix', 'Gran Premio', 'Grande Prêmio', 'Grand Prix', 'Grand Prix', 'الجائزة الكبرى'),
  challenger: names('Челленджер', 'Challenger', 'Челенджер', 'Челленджер', 'Çellencer', 'Challenger', 'Challenger', 'Challenger', 'Challenger', 'Challenger', 'تشالنجر'),
  major: names('Мейджор', 'Major', 'Мейджор', 'Мейджор', 'Meycor', 'Major', 'Major', 'Major', 'Major', 'Major', 'ميجور'),
  world_series: names('Мировая серия', 'World Series', 'Світова серія', 'Әлемдік серия', 'Dünya Seriyası', 'Dünya Serisi', 'Serie Mundial', 'Série Mundial', 'World Series', 'Série mondiale', 'السلسلة العالمية'),
  fight_night: names('Бойцовский вечер', 'Fight Night', 'Бійцівський вечір', 'Жекпе-жек кеші', 'Döyüş gecəsi', 'Dövüş Gecesi', 'Noche de combates', 'Noite de lutas', 'Kampfabend', 'Soirée de combats', 'ليلة النزالات'),
  nations_cup: names('Кубок наций', 'Nations Cup', 'Кубок націй', 'Ұлттар кубогы', 'Millətlər Kuboku', 'Uluslar Kupası', 'Copa de Naciones', 'Taça das Nações', 'Nationenpokal', 'Coupe des nations', 'كأس الأمم'),
  champions_league: names('Лига чемпионов', 'Champions League', 'Ліга чемпіонів', 'Чемпиондар лигасы', 'Çempionlar Liqası', 'Şampiyonlar Ligi', 'Liga de Campeones', 'Liga dos Campeões', 'Champions League', 'Ligue des champions', 'دوري الأبطال'),
  winter_cup: names('Зимний кубок', 'Winter Cup', 'Зимовий кубок', 'Қысқы кубок', 'Qış Kuboku', 'Kış Kupası', 'Copa de Invierno', 'Taça de Inverno', 'Winterpokal', "Coupe d'hiver", 'كأس الشتاء'),
  invitational: names('Пригласительный турнир', 'Invitational', 'Запрошувальний турнір', 'Шақыру турнирі', 'Dəvətli turnir', 'Davetli Turnuva', 'Torneo por invitación', 'Torneio por convite', 'Einladungsturnier', 'Tournoi sur invitation', 'البطولة بالدعوة'),
};
