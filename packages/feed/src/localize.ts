/**
 * Localized names of sports, countries, championships, markets and outcomes. Team and player
 * names are not translated; they are passed in where an outcome names a side.
 */
import { SITE_LANGUAGES } from '@playfield/domain/language';
import type { SiteLanguage } from '@playfield/domain/language';
import { sportDefById } from './catalog/sports.ts';
import type { PeriodNoun, UnitNoun } from './catalog/sports.ts';
import { MARKET_NAMES, PERIOD_NOUNS, UNIT_NOUNS, UNIT_PLURALS } from './i18n/market-names.ts';
import { OUTCOME_WORDS } from './i18n/outcome-names.ts';
import type { OutcomeWord } from './i18n/outcome-names.ts';
import { CHAMPIONSHIP_NAMES, COUNTRY_NAMES } from './i18n/place-names.ts';
import { SPORT_NAMES } from './i18n/sport-names.ts';
import type { Championship, Market, Outcome } from './model.ts';

/** What an outcome or market name may mention about its game. */
export interface NamingContext {
  readonly sportId: number;
  readonly home?: string;
  readonly away?: string;
  /** Names outright competitors by id. */
  readonly competitorName?: (id: number) => string;
}

/** Names in one language. */
export interface FeedLocale {
  readonly lang: SiteLanguage;
  /** A sport's name (2999: long-term bets); the id as text for an unknown sport. */
  sport(sportId: number): string;
  /** A country or region name by feed country code. */
  country(code: string): string;
  championship(champ: Pick<Championship, 'nameKey' | 'name'>): string;
  /** A market's full name: "Half 1. Total 1.5", "Map 2. Winner", "Team total: Lions 1.5". */
  market(market: Pick<Market, 'type' | 'period' | 'param'>, context: NamingContext): string;
  /** An outcome's full name: "Over 2.25", "Lions (-0.25)", "2:1", "Draw". */
  outcome(
    market: Pick<Market, 'type'>,
    outcome: Pick<Outcome, 'key' | 'param' | 'score' | 'competitorId'>,
    context: NamingContext,
  ): string;
  /** A single outcome word ("Over", "Draw", ...). */
  word(word: OutcomeWord): string;
  /** "Half 2", "Period 3", "Map 1": a period or unit of a sport. */
  period(sportId: number, n: number): string;
}

/** Formats a line as it is shown: "2.25", "-0.5". */
export function formatLine(value: number): string {
  return String(value);
}

/** Formats a handicap with its sign: "+1.5", "-0.25", "0". */
export function formatHandicap(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function unitOf(sportId: number): UnitNoun | null {
  const def = sportDefById(sportId);
  if (def?.params.kind === 'sets') return def.params.unit;
  if (def?.params.kind === 'tennis') return 'set';
  return null;
}

function periodNounOf(sportId: number): PeriodNoun {
  return sportDefById(sportId)?.periodNoun ?? 'period';
}

const HANDICAP_TYPES = new Set([
  'asian_handicap',
  'european_handicap',
  'handicap',
  'unit_handicap',
]);

/** The name lookup for one site language. */
export function localize(lang: SiteLanguage): FeedLocale {
  const word = (w: OutcomeWord): string => OUTCOME_WORDS[w][lang];
  function period(sportId: number, n: number): string {
    const unit = unitOf(sportId);
    const noun = unit ? UNIT_NOUNS[unit][lang] : PERIOD_NOUNS[periodNounOf(sportId)][lang];
    return `${noun} ${n}`;
  }
  function side(key: 'home' | 'away', context: NamingContext): string {
    return (key === 'home' ? context.home : context.away) ?? (key === 'home' ? '1' : '2');
  }
  return {
    lang,
    word,
    period,
    sport(sportId) {
      return SPORT_NAMES[sportId]?.[lang] ?? String(sportId);
    },
    country(code) {
      return COUNTRY_NAMES[code]?.[lang] ?? code;
    },
    championship(champ) {
      return CHAMPIONSHIP_NAMES[champ.nameKey]?.[lang] ?? champ.name;
    },
    market(market, context) {
      const base = MARKET_NAMES[market.type][lang];
      const prefix = market.period > 0 ? `${period(context.sportId, market.period)}. ` : '';
      const param = market.param ?? 0;
      const unit = unitOf(context.sportId) ?? 'set';
      switch (market.type) {
        case 'total':
        case 'total_games':
        case 'total_rounds':
          return `${prefix}${base} ${formatLine(param)}`;
        case 'asian_handicap':
        case 'european_handicap':
        case 'handicap':
          return `${prefix}${base} ${formatHandicap(param)}`;
        case 'team_total_home':
        case 'team_total_away':
          return `${prefix}${base}: ${side(market.type === 'team_total_home' ? 'home' : 'away', context)} ${formatLine(param)}`;
        case 'dc_1x':
          return `${prefix}${base}: 1X`;
        case 'dc_12':
          return `${prefix}${base}: 12`;
        case 'dc_x2':
          return `${prefix}${base}: X2`;
        case 'unit_winner':
          return `${period(context.sportId, param)}. ${base}`;
        case 'unit_handicap':
          return `${base} (${UNIT_PLURALS[unit][lang]}) ${formatHandicap(param)}`;
        case 'unit_total':
          return `${base} (${UNIT_PLURALS[unit][lang]}) ${formatLine(param)}`;
        case 'game_winner': {
          const set = Math.floor(param / 100);
          return `${UNIT_NOUNS.set[lang]} ${set}. ${UNIT_NOUNS.game[lang]} ${param - set * 100}. ${base}`;
        }
        default:
          return `${prefix}${base}`;
      }
    },
    outcome(market, outcome, context) {
      const param = outcome.param;
      switch (outcome.key) {
        case 'home':
        case 'away': {
          const name = side(outcome.key, context);
          return HANDICAP_TYPES.has(market.type) && param !== null
            ? `${name} (${formatHandicap(param)})`
            : name;
        }
        case 'draw':
          return market.type === 'european_handicap' && param !== null
            ? `${word('draw')} (${formatHandicap(param)})`
            : word('draw');
        case '1x':
          return '1X';
        case '12':
          return '12';
        case 'x2':
          return 'X2';
        case 'over':
        case 'under':
          return param === null ? word(outcome.key) : `${word(outcome.key)} ${formatLine(param)}`;
        case 'yes':
        case 'no':
        case 'other':
          return word(outcome.key);
        case 'score':
          return outcome.score ? `${outcome.score[0]}:${outcome.score[1]}` : word('other');
        case 'home_ko':
        case 'away_ko':
          return `${side(outcome.key === 'home_ko' ? 'home' : 'away', context)} ${word('ko')}`;
        case 'home_sub':
        case 'away_sub':
          return `${side(outcome.key === 'home_sub' ? 'home' : 'away', context)} ${word('submission')}`;
        case 'home_dec':
        case 'away_dec':
          return `${side(outcome.key === 'home_dec' ? 'home' : 'away', context)} ${word('decision')}`;
        case 'competitor':
          return outcome.competitorId !== null && context.competitorName
            ? context.competitorName(outcome.competitorId)
            : String(outcome.competitorId);
      }
    },
  };
}

/** Sport name → sport id for one language, 2999 included (the spec's sports-names call). */
export function sportNamesToIds(lang: SiteLanguage): Record<string, number> {
  const map: Record<string, number> = {};
  for (const [id, byLang] of Object.entries(SPORT_NAMES)) map[byLang[lang]] = Number(id);
  return map;
}

/** Every language `localize` supports (the site languages). */
export const FEED_LANGUAGES: readonly SiteLanguage[] = SITE_LANGUAGES;
