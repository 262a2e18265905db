// The visitor's sportsbook display choices (odds format, European or Asian view, compact rows,
// championships grouped by country), held for the whole page tree. The server reads them from
// cookies in the root loader, so the first HTML already shows the chosen format; a change is
// written back to its cookie and applied at once without a reload.
import type { AppViewType, CoefFormatId, SportsbookPreferences } from '@playfield/domain';
import { SPORTSBOOK_COOKIES, flagCookieValue } from '@playfield/domain';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import { writePreferenceCookie } from '../../prefs/client-cookies.ts';

export interface SportsbookPreferencesValue {
  coefFormat: CoefFormatId;
  viewType: AppViewType;
  compact: boolean;
  groupByCountry: boolean;
  setCoefFormat: (format: CoefFormatId) => void;
  setViewType: (view: AppViewType) => void;
  setCompact: (compact: boolean) => void;
  setGroupByCountry: (grouped: boolean) => void;
}

/** What the root loader resolves for the provider: defaults already applied. */
export interface InitialSportsbookPreferences {
  coefFormat: CoefFormatId;
  viewType: AppViewType;
  compact: boolean;
  groupByCountry: boolean;
}

const DEFAULTS: InitialSportsbookPreferences = {
  coefFormat: 0,
  viewType: 0,
  compact: false,
  groupByCountry: true,
};

const SportsbookPreferencesContext = createContext<SportsbookPreferencesValue>({
  ...DEFAULTS,
  setCoefFormat: () => {},
  setViewType: () => {},
  setCompact: () => {},
  setGroupByCountry: () => {},
});

/** The preferences with the site's defaults filled in where the visitor has not chosen. */
export function resolveSportsbookPreferences(
  stored: SportsbookPreferences,
  defaults: { coefFormat: CoefFormatId; viewType: AppViewType },
): InitialSportsbookPreferences {
  return {
    coefFormat: stored.coefFormat ?? defaults.coefFormat,
    viewType: stored.viewType ?? defaults.viewType,
    compact: stored.compact,
    groupByCountry: stored.groupByCountry,
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
    }),
    [prefs],
  );
  return (
    <SportsbookPreferencesContext.Provider value={value}>
      {children}
    </SportsbookPreferencesContext.Provider>
  );
}

export function useSportsbookPreferences(): SportsbookPreferencesValue {
  return useContext(SportsbookPreferencesContext);
}
