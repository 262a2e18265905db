import { cx } from '@playfield/ui';
import { useT } from '../i18n/i18n-context.tsx';
import { usePreferences } from '../prefs/preferences.tsx';
import { MoonIcon, SunIcon } from './icons.tsx';

/**
 * Switches between the light and dark theme and remembers the choice (`appTheme` cookie), so
 * the next page is rendered in it by the server. Which icon shows is decided by CSS from the
 * theme on screen, so it is right before the script runs.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const t = useT();
  const { effectiveTheme, setTheme } = usePreferences();
  const dark = effectiveTheme === 'dark';
  const label = t('shell_theme_dark');
  return (
    <button
      type="button"
      className={cx(withLabel ? 'theme-switch' : 'pf-icon-button theme-toggle')}
      aria-pressed={dark}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className="theme-icon" aria-hidden="true">
        <span className="theme-icon__moon">
          <MoonIcon />
        </span>
        <span className="theme-icon__sun">
          <SunIcon />
        </span>
      </span>
      {withLabel ? (
        <>
          <span className="theme-switch__label">{label}</span>
          <span className="theme-switch__track" aria-hidden="true">
            <span className="theme-switch__thumb" />
          </span>
        </>
      ) : null}
    </button>
  );
}
