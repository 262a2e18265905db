// How the lists group what the API returns: games by championship, championships by country.
import type { GameSummary, LineChamp } from '@playfield/protocol/sportsbook';

/** Games of one championship, in the order the API listed them. */
export interface ChampGroup {
  champId: number;
  champName: string;
  countryName: string;
  sportName: string;
  sportSlug: string;
  champSlug: string;
  games: GameSummary[];
}

/** Games grouped by championship, groups in the order their first game comes. */
export function groupByChamp(games: readonly GameSummary[]): ChampGroup[] {
  const groups = new Map<number, ChampGroup>();
  for (const game of games) {
    let group = groups.get(game.champId);
    if (!group) {
      group = {
        champId: game.champId,
        champName: game.champName,
        countryName: game.countryName,
        sportName: game.sportName,
        sportSlug: game.sportSlug,
        champSlug: game.champSlug,
        games: [],
      };
      groups.set(game.champId, group);
    }
    group.games.push(game);
  }
  return [...groups.values()];
}

/** The section a game is in now: live while it is played, else the line. */
export function sectionOf(game: Pick<GameSummary, 'status'>): 'line' | 'live' {
  return game.status === 2 || game.status === 3 ? 'live' : 'line';
}

/** Championships under their country, countries in the order their first championship comes. */
export function groupChampsByCountry(
  champs: readonly LineChamp[],
): { countryCode: string; countryName: string; champs: LineChamp[] }[] {
  const groups = new Map<
    string,
    { countryCode: string; countryName: string; champs: LineChamp[] }
  >();
  for (const champ of champs) {
    const key = champ.countryCode || champ.countryName;
    let group = groups.get(key);
    if (!group) {
      group = { countryCode: champ.countryCode, countryName: champ.countryName, champs: [] };
      groups.set(key, group);
    }
    group.champs.push(champ);
  }
  return [...groups.values()];
}
