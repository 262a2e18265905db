/**
 * The static part of the simulated world: sports, countries, championships and competitors,
 * all derived from one random source, so the same seed always gives the same world.
 */
import { CHAMPIONSHIPS } from '../catalog/championships.ts';
import {
  CITIES,
  CLUB_PATTERNS,
  CYBER_SUFFIXES,
  CYBER_WORDS,
  FIRST_NAMES,
  MASCOTS,
  NATIONS,
  SURNAMES,
} from '../catalog/name-parts.ts';
import { SPORT_DEFS } from '../catalog/sports.ts';
import type { SportDef } from '../catalog/sports.ts';
import { CHAMPIONSHIP_NAMES, COUNTRY_NAMES } from '../i18n/place-names.ts';
import { OUTRIGHT_SPORT_ID } from '../model.ts';
import type { Championship, Competitor, Country, Sport } from '../model.ts';
import { pick, randomNormal } from '../random.ts';
import type { RandomSource } from '../random.ts';

/** The static world. */
export interface World {
  readonly sports: readonly Sport[];
  readonly countries: readonly Country[];
  /** Match championships (real sports). */
  readonly championships: readonly Championship[];
  /** One outright championship (sport 2999) per match championship, same order. */
  readonly outrightChampionships: readonly Championship[];
  readonly competitors: readonly Competitor[];
  readonly sportById: ReadonlyMap<number, SportDef>;
  readonly championshipById: ReadonlyMap<number, Championship>;
  readonly competitorById: ReadonlyMap<number, Competitor>;
}

const COUNTRY_CODES = Object.keys(COUNTRY_NAMES);
const CITY_COUNTRIES = Object.keys(CITIES);

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function nameMaker(
  sport: SportDef,
  random: RandomSource,
): (country: string, national: boolean) => string {
  const used = new Set<string>();
  return (country, national) => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const cities = CITIES[country] ?? CITIES[pick(random, CITY_COUNTRIES)] ?? [];
      let name: string;
      if (national) name = pick(random, NATIONS);
      else if (sport.naming === 'person')
        name = `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)}`;
      else if (sport.naming === 'cyber') {
        const word = pick(random, CYBER_WORDS);
        name = random.next() < 0.3 ? `Team ${word}` : `${word} ${pick(random, CYBER_SUFFIXES)}`;
      } else if (sport.naming === 'franchise')
        name = `${pick(random, cities)} ${pick(random, MASCOTS)}`;
      else name = pick(random, CLUB_PATTERNS).replace('{c}', pick(random, cities));
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    // Word lists are large enough that this only guards against an endless loop.
    const name = `${sport.slug} ${used.size + 1}`;
    used.add(name);
    return name;
  };
}

/** Builds the static world from a random source. */
export function generateWorld(random: RandomSource): World {
  const sports: Sport[] = SPORT_DEFS.map((s) => ({
    id: s.id,
    slug: s.slug,
    family: s.family,
    isCyber: s.isCyber,
    sortOrder: s.sortOrder,
  }));
  sports.push({
    id: OUTRIGHT_SPORT_ID,
    slug: 'long-term',
    family: 'outright',
    isCyber: false,
    sortOrder: 100,
  });
  const championships: Championship[] = [];
  const outrights: Championship[] = [];
  const competitors: Competitor[] = [];
  let nextChamp = 1;
  let nextCompetitor = 1;
  for (const sport of SPORT_DEFS) {
    const r = random.fork(`sport:${sport.slug}`);
    const makeName = nameMaker(sport, r);
    for (const template of CHAMPIONSHIPS[sport.slug] ?? []) {
      const national = template.key === 'nations_cup';
      const ids: number[] = [];
      for (let i = 0; i < template.size; i += 1) {
        const home =
          national || sport.naming === 'person' || sport.naming === 'cyber'
            ? pick(
                r,
                COUNTRY_CODES.filter((c) => CITIES[c]),
              )
            : template.country;
        const rating = Math.max(-3, Math.min(3, 0.8 * randomNormal(r)));
        competitors.push({
          id: nextCompetitor,
          sportId: sport.id,
          kind: sport.competitor,
          name: makeName(home, national),
          countryCode: home,
          rating: Math.round(rating * 1000) / 1000,
        });
        ids.push(nextCompetitor);
        nextCompetitor += 1;
      }
      const english = CHAMPIONSHIP_NAMES[template.key].en;
      const countryName = COUNTRY_NAMES[template.country]?.en ?? template.country;
      const slug = slugify(`${countryName} ${english}`);
      championships.push({
        id: nextChamp,
        sportId: sport.id,
        realSportId: sport.id,
        countryCode: template.country,
        nameKey: template.key,
        name: english,
        slug,
        competitorIds: ids,
      });
      outrights.push({
        id: nextChamp + 1,
        sportId: OUTRIGHT_SPORT_ID,
        realSportId: sport.id,
        countryCode: template.country,
        nameKey: template.key,
        name: english,
        slug: `${sport.slug}-${slug}`,
        competitorIds: ids,
      });
      nextChamp += 2;
    }
  }
  const usedCountries = new Set([...championships.map((c) => c.countryCode)]);
  return {
    sports,
    countries: COUNTRY_CODES.filter((c) => usedCountries.has(c)).map((code) => ({ code })),
    championships,
    outrightChampionships: outrights,
    competitors,
    sportById: new Map(SPORT_DEFS.map((s) => [s.id, s])),
    championshipById: new Map([...championships, ...outrights].map((c) => [c.id, c])),
    competitorById: new Map(competitors.map((c) => [c.id, c])),
  };
}

/**
 * The static world as a previous run stored it (decision 019): a resumed simulator plays on
 * with the sports, championships and competitors its stored games refer to, whatever the seed.
 */
export function worldFromStored(stored: {
  readonly sports: readonly Sport[];
  readonly championships: readonly Championship[];
  readonly competitors: readonly Competitor[];
}): World {
  const championships = stored.championships.filter((c) => c.sportId !== OUTRIGHT_SPORT_ID);
  const outrights = stored.championships.filter((c) => c.sportId === OUTRIGHT_SPORT_ID);
  const codes = new Set([
    ...stored.championships.map((c) => c.countryCode),
    ...stored.competitors.map((c) => c.countryCode),
  ]);
  return {
    sports: [...stored.sports].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
    countries: [...codes].sort().map((code) => ({ code })),
    championships: [...championships].sort((a, b) => a.id - b.id),
    outrightChampionships: [...outrights].sort((a, b) => a.id - b.id),
    competitors: stored.competitors,
    sportById: new Map(SPORT_DEFS.map((s) => [s.id, s])),
    championshipById: new Map(stored.championships.map((c) => [c.id, c])),
    competitorById: new Map(stored.competitors.map((c) => [c.id, c])),
  };
}
