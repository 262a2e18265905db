import { withLanguage } from '@playfield/domain/language-path';
import { languageInfo } from '@playfield/i18n';
import { Select } from '@playfield/ui';
import type { ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { writePreferenceCookie } from '../prefs/client-cookies.ts';
import { useSite } from '../use-site.ts';

/** The `lng` cookie (spec §9 cookie names) that remembers the chosen language. */
export const LANGUAGE_COOKIE = 'lng';

/**
 * A labelled native `<select>` of the site's languages. Choosing one stores it in the `lng`
 * cookie and opens the same page under the new language prefix, query and hash kept.
 */
export function LanguageSwitcher({ hideLabel = true, id }: { hideLabel?: boolean; id?: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const codes = site.switcherLanguages.includes(lang)
    ? site.switcherLanguages
    : [lang, ...site.switcherLanguages];
  const options = codes.map((code) => ({
    value: code,
    label: languageInfo(code).nativeName,
    lang: code,
  }));

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    writePreferenceCookie(LANGUAGE_COOKIE, next);
    void navigate(`${withLanguage(location.pathname, next)}${location.search}${location.hash}`);
  }

  return (
    <Select
      id={id}
      name={LANGUAGE_COOKIE}
      label={t('shell_language')}
      hideLabel={hideLabel}
      options={options}
      value={lang}
      onChange={onChange}
      block={!hideLabel}
      className="language-switcher"
    />
  );
}
