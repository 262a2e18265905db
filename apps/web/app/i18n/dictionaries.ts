/**
 * Dictionary ids (the key prefix before the first underscore) that the shell and its pages
 * ask for. A route names the dictionaries it needs in its `handle` and its loader returns
 * their messages; the browser never receives a whole catalog. Pages that show the bet slip
 * (home, sports, live) ask for `betting`.
 */
export const SHELL_DICTIONARIES = ['main', 'shell', 'error'] as const;
export const ROOT_DICTIONARIES = ['error'] as const;

export type DictionaryId =
  | 'main'
  | 'shell'
  | 'error'
  | 'home'
  | 'section'
  | 'auth'
  | 'info'
  | 'status'
  | 'office'
  | 'wallet'
  | 'responsible'
  | 'betting'
  | 'sportsbook'
  | 'console';

/** What a route module's `handle` declares. */
export interface RouteHandle {
  dictionaries: readonly DictionaryId[];
}
