import { SITE_LANGUAGES } from '@playfield/domain/language';
import { describe, expect, it } from 'vitest';
import { SPORT_DEFS } from './catalog/sports.ts';
import { MARKET_NAMES, PERIOD_NOUNS, UNIT_NOUNS, UNIT_PLURALS } from './i18n/market-names.ts';
import { OUTCOME_WORDS } from './i18n/outcome-names.ts';
import { CHAMPIONSHIP_NAMES, COUNTRY_NAMES } from './i18n/place-names.ts';
import { SPORT_NAMES } from './i18n/sport-names.ts';
import { localize, sportNamesToIds } from './localize.ts';
import { MARKET_TYPES, OUTCOME_KEYS, OUTRIGHT_SPORT_ID } from './model.ts';

describe('localize', () => {
  it('has every name in every site language', () => {
    const tables = [
      SPORT_NAMES,
      MARKET_NAMES,
      PERIOD_NOUNS,
      UNIT_NOUNS,
      UNIT_PLURALS,
      OUTCOME_WORDS,
      CHAMPIONSHIP_NAMES,
      COUNTRY_NAMES,
    ];
    for (const table of tables) {
      for (const entry of Object.values(table)) {
        for (const lang of SITE_LANGUAGES) expect(entry[lang].trim().length).toBeGreaterThan(0);
      }
    }
    for (const sport of SPORT_DEFS) expect(SPORT_NAMES[sport.id]).toBeDefined();
    expect(SPORT_NAMES[OUTRIGHT_SPORT_ID]).toBeDefined();
    for (const type of MARKET_TYPES) expect(MARKET_NAMES[type]).toBeDefined();
  });

  it('names sports, markets and outcomes per language', () => {
    const ru = localize('ru');
    const en = localize('en');
    const game = { sportId: 1, home: 'Lions', away: 'Bears' };
    expect(ru.sport(1)).toBe('Футбол');
    expect(localize('ar').sport(4)).toBe('التنس');
    expect(en.market({ type: 'total', period: 1, param: 1.5 }, game)).toBe('Half 1. Total 1.5');
    expect(ru.market({ type: 'asian_handicap', period: 0, param: -0.25 }, game)).toBe(
      'Азиатская фора -0.25',
    );
    expect(en.market({ type: 'unit_winner', period: 0, param: 2 }, { sportId: 40 })).toBe(
      'Map 2. Winner',
    );
    expect(en.market({ type: 'game_winner', period: 0, param: 305 }, { sportId: 4 })).toBe(
      'Set 3. Game 5. Winner',
    );
    const outcome = { param: 2.25, score: null, competitorId: null } as const;
    expect(en.outcome({ type: 'total' }, { key: 'over', ...outcome }, game)).toBe('Over 2.25');
    expect(localize('de').outcome({ type: 'total' }, { key: 'under', ...outcome }, game)).toBe(
      'Unter 2.25',
    );
    expect(
      en.outcome({ type: 'asian_handicap' }, { key: 'home', ...outcome, param: -0.25 }, game),
    ).toBe('Lions (-0.25)');
    expect(
      en.outcome(
        { type: 'correct_score' },
        { key: 'score', ...outcome, param: null, score: [2, 1] },
        game,
      ),
    ).toBe('2:1');
    expect(en.outcome({ type: 'method' }, { key: 'away_sub', ...outcome, param: null }, game)).toBe(
      'Bears by submission',
    );
    for (const key of OUTCOME_KEYS) {
      for (const lang of SITE_LANGUAGES) {
        const name = localize(lang).outcome(
          { type: '1x2' },
          { key, param: null, score: [1, 0], competitorId: 3 },
          {
            ...game,
            competitorName: (id) => `#${id}`,
          },
        );
        expect(name.length).toBeGreaterThan(0);
      }
    }
  });

  it('maps sport names to ids, long-term bets included', () => {
    const map = sportNamesToIds('en');
    expect(map['Football']).toBe(1);
    expect(map['Long-term bets']).toBe(OUTRIGHT_SPORT_ID);
    expect(Object.keys(map).length).toBe(SPORT_DEFS.length + 1);
  });
});
