import type { ThemeName } from '@playfield/domain/display-preferences';
import { DISPLAY_COOKIES, themeCookieValue } from '@playfield/domain/display-preferences';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { writePreferenceCookie } from './client-cookies.ts';

interface PreferencesValue {
  /** The theme the visitor chose, or null to follow the system. */
  theme: ThemeName | null;
  /** The theme on screen now (the choice, or the system's scheme). */
  effectiveTheme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  timeZoneOffset: number;
  hour12: boolean;
}

const PreferencesContext = createContext<PreferencesValue>({
  theme: null,
  effectiveTheme: 'light',
  setTheme: () => {},
  timeZoneOffset: 3,
  hour12: false,
});

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export function PreferencesProvider({
  theme,
  onThemeChange,
  timeZoneOffset,
  hour12,
  children,
}: {
  theme: ThemeName | null;
  onThemeChange: (theme: ThemeName) => void;
  timeZoneOffset: number;
  hour12: boolean;
  children: ReactNode;
}) {
  // The server cannot see the system scheme; it renders "light" and the browser corrects it
  // right after hydration. Only the toggle's pressed state depends on it: colours come from CSS.
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const value = useMemo<PreferencesValue>(
    () => ({
      theme,
      effectiveTheme: theme ?? (systemDark ? 'dark' : 'light'),
      setTheme: (next) => {
        writePreferenceCookie(DISPLAY_COOKIES.theme, themeCookieValue(next));
        onThemeChange(next);
      },
      timeZoneOffset,
      hour12,
    }),
    [theme, systemDark, onThemeChange, timeZoneOffset, hour12],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  return useContext(PreferencesContext);
}
