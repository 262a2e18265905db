/** Words used in outcome names, in every site language. */
import { names } from './names.ts';
import type { Names } from './names.ts';

export type OutcomeWord =
  'draw' | 'over' | 'under' | 'yes' | 'no' | 'other' | 'ko' | 'submission' | 'decision';

// prettier-ignore
export const OUTCOME_WORDS: Readonly<Record<OutcomeWord, Names>> = {
  draw: names('Ничья', 'Draw', 'Нічия', 'Тең ойын', 'Heç-heçə', 'Beraberlik', 'Empate', 'Empate', 'Unentschieden', 'Match nul', 'تعادل'),
  over: names('Больше', 'Over', 'Більше', 'Көп', 'Çox', 'Üst', 'Más de', 'Mais de', 'Über', 'Plus de', 'أكثر من'),
  under: names('Меньше', 'Under', 'Менше', 'Аз', 'Az', 'Alt', 'Menos de', 'Menos de', 'Unter', 'Moins de', 'أقل من'),
  yes: names('Да', 'Yes', 'Так', 'Иә', 'Bəli', 'Evet', 'Sí', 'Sim', 'Ja', 'Oui', 'نعم'),
  no: names('Нет', 'No', 'Ні', 'Жоқ', 'Xeyr', 'Hayır', 'No', 'Não', 'Nein', 'Non', 'لا'),
  other: names('Другой счёт', 'Any other score', 'Інший рахунок', 'Басқа есеп', 'Digər hesab', 'Diğer skor', 'Otro resultado', 'Outro placar', 'Anderes Ergebnis', 'Autre score', 'نتيجة أخرى'),
  ko: names('нокаутом', 'by KO/TKO', 'нокаутом', 'нокаутпен', 'nokautla', 'nakavtla', 'por KO/TKO', 'por nocaute', 'durch K.o.', 'par KO', 'بالضربة القاضية'),
  submission: names('болевым или удушающим', 'by submission', 'больовим або задушливим', 'ауыртпалы тәсілмен', 'təslim etdirməklə', 'pes ettirerek', 'por sumisión', 'por finalização', 'durch Aufgabe', 'par soumission', 'بالاستسلام'),
  decision: names('решением судей', 'by decision', 'рішенням суддів', 'төрешілер шешімімен', 'hakimlərin qərarı ilə', 'hakem kararıyla', 'por decisión', 'por decisão', 'nach Punkten', 'aux points', 'بقرار الحكام'),
};
