import type { MessageKey, Messages, Params } from '@playfield/i18n';
import { languageInfo, translate } from '@playfield/i18n';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

export type Translate = (key: MessageKey, params?: Params) => string;

interface I18nValue {
  lang: string;
  locale: string;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

const I18nContext = createContext<I18nValue>({
  lang: 'en',
  locale: 'en-GB',
  dir: 'ltr',
  t: (key) => key,
});

/** Provides `t()` over the messages every matched route loaded, for language `lang`. */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: string;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18nValue>(() => {
    const info = languageInfo(lang);
    return {
      lang,
      locale: info.locale,
      dir: info.dir,
      t: (key, params) => translate(messages, key, params),
    };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t(key, params)`: the current language's text for a typed message key. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The current language code, its locale and text direction. */
export function useLanguage(): { lang: string; locale: string; dir: 'ltr' | 'rtl' } {
  const { lang, locale, dir } = useContext(I18nContext);
  return { lang, locale, dir };
}
