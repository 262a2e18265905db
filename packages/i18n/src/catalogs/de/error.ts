import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Diese Seite wurde nicht gefunden',
  error_not_found_text:
    'Vielleicht ist die Adresse falsch geschrieben oder die Seite wurde verschoben.',
  error_generic_title: 'Etwas ist schiefgelaufen',
  error_generic_text:
    'Diese Seite konnte nicht angezeigt werden. Bitte versuche es gleich noch einmal.',
  error_home_link: 'Zur Startseite',
  error_reload: 'Erneut versuchen',
};
