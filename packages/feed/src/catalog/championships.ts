/**
 * The championships of each sport: country, name key and number of competitors. At most one
 * championship per (sport, country, name key), so localized names never collide in a menu.
 */
import type { ChampionshipNameKey } from '../model.ts';

export interface ChampionshipTemplate {
  readonly country: string;
  readonly key: ChampionshipNameKey;
  readonly size: number;
}

function parse(specs: string): ChampionshipTemplate[] {
  return specs
    .trim()
    .split(/\s+/)
    .map((spec) => {
      const [country = '', key = '', size = '0'] = spec.split(':');
      return { country, key: key as ChampionshipNameKey, size: Number(size) };
    });
}

/** Championships by sport slug. */
export const CHAMPIONSHIPS: Readonly<Record<string, readonly ChampionshipTemplate[]>> = {
  football: parse(`
    eng:premier_league:20 eng:championship:20 esp:premier_league:20 esp:second_league:18
    ger:premier_league:18 ger:second_league:18 ita:premier_league:20 ita:second_league:16
    fra:premier_league:18 fra:second_league:16 rus:premier_league:16 rus:first_league:16
    tur:super_league:18 bra:premier_league:20 arg:premier_league:20 por:premier_league:18
    ned:premier_league:18 kaz:premier_league:12 aze:premier_league:10 ukr:premier_league:16
    pol:premier_league:16 swe:premier_league:16 jpn:premier_league:18 usa:pro_league:20
    eur:champions_league:16 int:nations_cup:16 int:winter_cup:12`),
  tennis: parse(
    `wld:open:32 wld:masters:32 wld:challenger:32 wld:grand_prix:24 wld:invitational:16`,
  ),
  basketball: parse(`
    usa:pro_league:20 esp:premier_league:16 tur:super_league:16 rus:premier_league:12
    eur:champions_league:16 ger:first_league:16 ita:premier_league:16 fra:premier_league:16
    aus:premier_league:10 bra:premier_league:14`),
  'ice-hockey': parse(`
    rus:super_league:20 usa:pro_league:20 swe:premier_league:14 kaz:premier_league:10
    ger:first_league:14 eur:champions_league:16 int:nations_cup:8`),
  volleyball: parse(`
    rus:super_league:14 ita:premier_league:14 pol:premier_league:14 tur:premier_league:14
    bra:super_league:12 int:nations_cup:16`),
  'table-tennis': parse(
    `int:pro_league:16 rus:pro_league:12 ukr:pro_league:12 int:challenger:16 wld:masters:16`,
  ),
  handball: parse(
    `ger:premier_league:18 esp:premier_league:16 fra:premier_league:16 eur:champions_league:16`,
  ),
  baseball: parse(`usa:pro_league:30 jpn:premier_league:12`),
  'american-football': parse(`usa:pro_league:32 usa:first_league:12`),
  cricket: parse(
    `ind:premier_league:10 aus:premier_league:8 int:world_series:12 eng:championship:18`,
  ),
  rugby: parse(`eng:premier_league:12 fra:premier_league:14 int:nations_cup:6 aus:super_league:12`),
  mma: parse(`int:fight_night:24 usa:championship:24`),
  boxing: parse(`int:fight_night:24 usa:world_series:20`),
  darts: parse(`int:premier_league:10 int:grand_prix:32 int:masters:24`),
  snooker: parse(`int:open:32 int:masters:16 eng:championship:32`),
  futsal: parse(
    `rus:super_league:14 esp:premier_league:16 bra:premier_league:14 kaz:premier_league:10`,
  ),
  'water-polo': parse(`eur:champions_league:12 ita:premier_league:12`),
  badminton: parse(`int:open:32 int:masters:24`),
  cs2: parse(`int:major:16 eur:pro_league:16 int:challenger:16`),
  'dota-2': parse(`int:major:16 int:pro_league:12`),
  'league-of-legends': parse(`int:pro_league:10 eur:premier_league:10 int:invitational:12`),
  valorant: parse(`int:champions_league:16 int:challenger:12`),
  'ea-fc': parse(`int:pro_league:12 int:winter_cup:16 eur:super_league:12`),
};

/** Leagues run a season (outright decided months away); other championships are short tournaments. */
export const SEASON_KEYS: ReadonlySet<ChampionshipNameKey> = new Set<ChampionshipNameKey>([
  'premier_league',
  'first_league',
  'second_league',
  'super_league',
  'championship',
  'pro_league',
]);
