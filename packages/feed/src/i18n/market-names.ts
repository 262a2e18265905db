/** Market names, period and unit nouns in every site language. */
import type { MarketType } from '../model.ts';
import type { PeriodNoun, UnitNoun } from '../catalog/sports.ts';
import { names } from './names.ts';
import type { Names } from './names.ts';

// prettier-ignore
const winner = names('Победитель', 'Winner', 'Переможець', 'Жеңімпаз', 'Qalib', 'Kazanan', 'Ganador', 'Vencedor', 'Sieger', 'Vainqueur', 'الفائز');
// prettier-ignore
const doubleChance = names('Двойной шанс', 'Double chance', 'Подвійний шанс', 'Қос мүмкіндік', 'İkiqat şans', 'Çifte şans', 'Doble oportunidad', 'Dupla chance', 'Doppelte Chance', 'Double chance', 'فرصة مزدوجة');
// prettier-ignore
const total = names('Тотал', 'Total', 'Тотал', 'Тотал', 'Total', 'Toplam', 'Total', 'Total', 'Gesamt', 'Total', 'المجموع');
// prettier-ignore
const handicap = names('Фора', 'Handicap', 'Фора', 'Фора', 'Handikap', 'Handikap', 'Hándicap', 'Handicap', 'Handicap', 'Handicap', 'الهانديكاب');
// prettier-ignore
const teamTotal = names('Индивидуальный тотал', 'Team total', 'Індивідуальний тотал', 'Жеке тотал', 'Fərdi total', 'Takım toplamı', 'Total del equipo', 'Total da equipe', 'Teamtotal', "Total de l'équipe", 'مجموع الفريق');

/** The base name of every market type. */
// prettier-ignore
export const MARKET_NAMES: Readonly<Record<MarketType, Names>> = {
  '1x2': names('Исход матча', 'Match result', 'Результат матчу', 'Матч нәтижесі', 'Matçın nəticəsi', 'Maç sonucu', 'Resultado del partido', 'Resultado da partida', 'Spielergebnis', 'Résultat du match', 'نتيجة المباراة'),
  match_winner: winner,
  dc_1x: doubleChance,
  dc_12: doubleChance,
  dc_x2: doubleChance,
  total,
  asian_handicap: names('Азиатская фора', 'Asian handicap', 'Азійська фора', 'Азиялық фора', 'Asiya handikapı', 'Asya handikapı', 'Hándicap asiático', 'Handicap asiático', 'Asiatisches Handicap', 'Handicap asiatique', 'الهانديكاب الآسيوي'),
  european_handicap: names('Европейская фора', 'European handicap', 'Європейська фора', 'Еуропалық фора', 'Avropa handikapı', 'Avrupa handikapı', 'Hándicap europeo', 'Handicap europeu', 'Europäisches Handicap', 'Handicap européen', 'الهانديكاب الأوروبي'),
  handicap,
  btts: names('Обе забьют', 'Both teams to score', "Обидві заб'ють", 'Екі команда да гол соғады', 'Hər iki komanda qol vuracaq', 'Karşılıklı gol', 'Ambos equipos marcan', 'Ambas as equipes marcam', 'Beide Teams treffen', 'Les deux équipes marquent', 'كلا الفريقين يسجل'),
  correct_score: names('Точный счёт', 'Correct score', 'Точний рахунок', 'Нақты есеп', 'Dəqiq hesab', 'Doğru skor', 'Resultado exacto', 'Placar exato', 'Genaues Ergebnis', 'Score exact', 'النتيجة الصحيحة'),
  team_total_home: teamTotal,
  team_total_away: teamTotal,
  unit_winner: winner,
  unit_handicap: handicap,
  unit_total: total,
  game_winner: winner,
  total_games: names('Тотал геймов', 'Total games', 'Тотал геймів', 'Геймдер тоталы', 'Geymlərin totalı', 'Toplam oyun', 'Total de juegos', 'Total de games', 'Gesamtzahl Spiele', 'Total de jeux', 'مجموع الأشواط'),
  method: names('Способ победы', 'Method of victory', 'Спосіб перемоги', 'Жеңіс тәсілі', 'Qələbə üsulu', 'Kazanma şekli', 'Método de victoria', 'Método de vitória', 'Siegart', 'Méthode de victoire', 'طريقة الفوز'),
  total_rounds: names('Тотал раундов', 'Total rounds', 'Тотал раундів', 'Раундтар тоталы', 'Raundların totalı', 'Toplam raunt', 'Total de asaltos', 'Total de rounds', 'Gesamtzahl Runden', 'Total de rounds', 'مجموع الجولات'),
  distance: names('Бой пройдёт всю дистанцию', 'Fight goes the distance', 'Бій пройде всю дистанцію', 'Жекпе-жек толық өтеді', 'Döyüş sona qədər davam edəcək', 'Maç tam süre sürer', 'La pelea llega al final', 'A luta vai até o fim', 'Kampf geht über die volle Distanz', 'Le combat va à la limite', 'النزال يكتمل حتى النهاية'),
  outright_winner: names('Победитель турнира', 'Tournament winner', 'Переможець турніру', 'Турнир жеңімпазы', 'Turnirin qalibi', 'Turnuva kazananı', 'Ganador del torneo', 'Vencedor do torneio', 'Turniersieger', 'Vainqueur du tournoi', 'الفائز بالبطولة'),
};

/** "Half 1", "Period 2": the noun of a period. */
// prettier-ignore
export const PERIOD_NOUNS: Readonly<Record<PeriodNoun, Names>> = {
  half: names('Тайм', 'Half', 'Тайм', 'Тайм', 'Hissə', 'Devre', 'Tiempo', 'Tempo', 'Halbzeit', 'Mi-temps', 'الشوط'),
  period: names('Период', 'Period', 'Період', 'Кезең', 'Dövr', 'Periyot', 'Periodo', 'Período', 'Drittel', 'Période', 'الفترة'),
  quarter: names('Четверть', 'Quarter', 'Чверть', 'Ширек', 'Rüb', 'Çeyrek', 'Cuarto', 'Quarto', 'Viertel', 'Quart-temps', 'الربع'),
  inning: names('Иннинг', 'Inning', 'Інінг', 'Иннинг', 'İnninq', 'İnning', 'Entrada', 'Entrada', 'Inning', 'Manche', 'الشوط'),
  innings: names('Иннингс', 'Innings', 'Інінгс', 'Иннингс', 'İnninqs', 'İnnings', 'Entrada', 'Entrada', 'Innings', 'Manche', 'الجولة'),
  round: names('Раунд', 'Round', 'Раунд', 'Раунд', 'Raund', 'Raunt', 'Asalto', 'Round', 'Runde', 'Round', 'الجولة'),
};

/** "Map 2", "Set 3": the noun of one unit of a set sport. */
// prettier-ignore
export const UNIT_NOUNS: Readonly<Record<UnitNoun, Names>> = {
  set: names('Сет', 'Set', 'Сет', 'Сет', 'Set', 'Set', 'Set', 'Set', 'Satz', 'Set', 'المجموعة'),
  map: names('Карта', 'Map', 'Карта', 'Карта', 'Xəritə', 'Harita', 'Mapa', 'Mapa', 'Map', 'Carte', 'الخريطة'),
  leg: names('Лег', 'Leg', 'Лег', 'Лег', 'Leq', 'Leg', 'Leg', 'Leg', 'Leg', 'Manche', 'الجولة'),
  frame: names('Фрейм', 'Frame', 'Фрейм', 'Фрейм', 'Freym', 'Frame', 'Frame', 'Frame', 'Frame', 'Frame', 'الإطار'),
  game: names('Гейм', 'Game', 'Гейм', 'Гейм', 'Geym', 'Oyun', 'Juego', 'Game', 'Spiel', 'Jeu', 'الشوط'),
};

/** "Handicap (maps)": the plural noun of units. */
// prettier-ignore
export const UNIT_PLURALS: Readonly<Record<UnitNoun, Names>> = {
  set: names('сеты', 'sets', 'сети', 'сеттер', 'setlər', 'setler', 'sets', 'sets', 'Sätze', 'sets', 'المجموعات'),
  map: names('карты', 'maps', 'карти', 'карталар', 'xəritələr', 'haritalar', 'mapas', 'mapas', 'Maps', 'cartes', 'الخرائط'),
  leg: names('леги', 'legs', 'леги', 'легтер', 'leqlər', 'legler', 'legs', 'legs', 'Legs', 'manches', 'الجولات'),
  frame: names('фреймы', 'frames', 'фрейми', 'фреймдер', 'freymlər', 'frameler', 'frames', 'frames', 'Frames', 'frames', 'الإطارات'),
  game: names('геймы', 'games', 'гейми', 'геймдер', 'geymlər', 'oyunlar', 'juegos', 'games', 'Spiele', 'jeux', 'الأشواط'),
};
