// The visitor's sportsbook display choices (odds format, European or Asian view, compact rows,
// championships grouped by country, short or full market labels), held for the whole page tree. The server reads them from
// cookies in the root loader, so the first HTML already shows the chosen format; a change is
// written back to its cookie and applied at once without a reload.
import type { CoefFormatId } from '@playfield/domain/odds';
import type {
  AppViewType,
  MarketsNameType,
  SportsbookPreferences,
} from '@playfield/domain/sportsbook-preferences';
import { SPORTSBOOK_COOKIES, flagCookieValue } from '@playfield/domain/sportsbook-preferences';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import { writePreferenceCookie } from '../../prefs/client-cookies.ts';

export interface SportsbookPreferencesValue {
  coefFormat: CoefFormatId;
  viewType: AppViewType;
  compact: boolean;
  groupByCountry: boolean;
  marketsNameType: MarketsNameType;
  setCoefFormat: (format: CoefFormatId) => void;
  setViewType: (view: AppViewType) => void;
  setCompact: (compact: boolean) => void;
  setGroupByCountry: (grouped: boolean) => void;
  setMarketsNameType: (type: MarketsNameType) => void;
}

/** What the root loader resolves for the provider: defaults already applied. */
export interface InitialSportsbookPreferences {
  coefFormat: CoefFormatId;
  viewType: AppViewType;
  compact: boolean;
  groupByCountry: boolean;
  marketsNameType: MarketsNameType;
}

const DEFAULTS: InitialSportsbookPreferences = {
  coefFormat: 0,
  viewType: 0,
  compact: false,
  groupByCountry: true,
  marketsNameType: 'short',
};

const SportsbookPreferencesContext = createContext<SportsbookPreferencesValue>({
  ...DEFAULTS,
  setCoefFormat: () => {},
  setViewType: () => {},
  setCompact: () => {},
  setGroupByCountry: () => {},
  setMarketsNameType: () => {},
});

/** The preferences with the site's defaults filled in where the visitor has not chosen. */
export function resolveSportsbookPreferences(
  stored: SportsbookPreferences,
  defaults: { coefFormat: CoefFormatId; viewType: AppViewType; marketsNameType?: MarketsNameType },
): InitialSportsbookPreferences {
  return {
    coefFormat: stored.coefFormat ?? defaults.coefFormat,
    viewType: stored.viewType ?? defaults.viewType,
    compact: stored.compact,
    groupByCountry: stored.groupByCountry,
    marketsNameType: stored.marketsNameType ?? defaults.marketsNameType ?? 'short',
  };
}

export function SportsbookPreferencesProvider({
  initial,
  children,
}: {
  initial: InitialSportsbookPreferences | undefined;
  children: ReactNode;
}) {
  const [prefs, setPrefs] = useState<InitialSportsbookPreferences>(initial ?? DEFAULTS);
  const value = useMemo<SportsbookPreferencesValue>(
    () => ({
      ...prefs,
      setCoefFormat: (coefFormat) => {
        writePreferenceCookie(SPORTSBOOK_COOKIES.coefFormat, String(coefFormat));
        setPrefs((p) => ({ ...p, coefFormat }));
      },
      setViewType: (viewType) => {
        writePreferenceCookie(SPORTSBOOK_COOKIES.viewType, String(viewType));
        setPrefs((p) => ({ ...p, viewType }));
      },
      setCompact: (compact) => {
        writePreferenceCookie(SPORTSBOOK_COOKIES.compact, flagCookieValue(compact));
        setPrefs((p) => ({ ...p, compact }));
      },
      setGroupByCountry: (groupByCountry) => {
        writePreferenceCookie(SPORTSBOOK_COOKIES.groupByCountry, flagCookieValue(groupByCountry));
        setPrefs((p) => ({ ...p, groupByCountry }));
      },
      setMarketsNameType: (marketsNameType) => {
        writePreferenceCookie(SPORTSBOOK_COOKIES.marketsNameType, marketsNameType);
        setPrefs((p) => ({ ...p, marketsNameType }));
      },
    }),
    [prefs],
  );
  return (
    <SportsbookPreferencesContext.Provider value={value}>
      {children}
    </SportsbookPreferencesContext.Provider>
  );
}

/** An outcome's or market's label in the chosen type: the API's `short` one, else its `name`. */
export function marketLabel(item: { name: string; short?: string }, type: MarketsNameType): string {
  return type === 'short' && item.short ? item.short : item.name;
}

export function useSportsbookPreferences(): SportsbookPreferencesValue {
  return useContext(SportsbookPreferencesContext);
}
