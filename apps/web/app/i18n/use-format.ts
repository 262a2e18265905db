import { formatDate, formatDateTime, formatNumber, formatTime } from '@playfield/i18n';
import { useMemo } from 'react';
import { usePreferences } from '../prefs/preferences.tsx';
import { useLanguage } from './i18n-context.tsx';

export interface Formatters {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number) => string;
  time: (value: Date | number) => string;
  dateTime: (value: Date | number) => string;
}

/** Locale formatting in the visitor's language, time zone (`tzo`) and clock (`is12h`). */
export function useFormat(): Formatters {
  const { lang } = useLanguage();
  const { timeZoneOffset, hour12 } = usePreferences();
  return useMemo(() => {
    const options = { timeZone: timeZoneOffset, hour12 };
    return {
      number: (value, numberOptions) => formatNumber(lang, value, numberOptions),
      date: (value) => formatDate(lang, value, options),
      time: (value) => formatTime(lang, value, options),
      dateTime: (value) => formatDateTime(lang, value, options),
    };
  }, [lang, timeZoneOffset, hour12]);
}
