/**
 * Help organisations for problem gambling shown on the office responsible page (issue 7 item 5:
 * "links to help organisations per country"): the national ones of the player's country first,
 * then the international ones every player can reach (online, in many languages). Countries
 * without a national entry here get the international ones only.
 */

/** One organisation: its own name (not translated) and its site. */
export interface HelpOrganisation {
  name: string;
  href: string;
}

/** Reachable from any country: online counselling and meetings in many languages. */
export const INTERNATIONAL_HELP: readonly HelpOrganisation[] = [
  { name: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org/' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org/' },
];

/** National organisations by lowercase ISO 3166-1 alpha-2 country code. */
export const NATIONAL_HELP: Readonly<Record<string, readonly HelpOrganisation[]>> = {
  gb: [
    { name: 'GamCare', href: 'https://www.gamcare.org.uk/' },
    { name: 'BeGambleAware', href: 'https://www.begambleaware.org/' },
  ],
  us: [{ name: 'National Council on Problem Gambling', href: 'https://www.ncpgambling.org/' }],
  de: [{ name: 'Check dein Spiel (BZgA)', href: 'https://www.check-dein-spiel.de/' }],
  fr: [{ name: 'Joueurs Info Service', href: 'https://www.joueurs-info-service.fr/' }],
  es: [{ name: 'Jugar Bien', href: 'https://www.jugarbien.es/' }],
  tr: [{ name: 'Yeşilay', href: 'https://www.yesilay.org.tr/' }],
};

/** The organisations to list for a player in `countryCode` (any case; null when unknown). */
export function helpOrganisations(countryCode: string | null): HelpOrganisation[] {
  const national = countryCode ? (NATIONAL_HELP[countryCode.toLowerCase()] ?? []) : [];
  return [...national, ...INTERNATIONAL_HELP];
}
