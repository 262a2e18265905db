import { serializeCookie } from '@playfield/domain/cookie-header';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Stores a first-party preference cookie from the browser (theme, language, clock). */
export function writePreferenceCookie(name: string, value: string, maxAge = ONE_YEAR): void {
  document.cookie = serializeCookie(name, value, {
    maxAge,
    secure: window.location.protocol === 'https:',
  });
}
