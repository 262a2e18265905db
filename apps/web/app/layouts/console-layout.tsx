// The operator console's outer layout (issue 15): outside the `:lang` tree, so player pages
// never load console code. The server renders only the shell and the console's texts in the
// console's own language (its cookie); the operator's data loads in the browser.
import { readCookie } from '@playfield/domain/cookie-header';
import { Outlet } from 'react-router';
import type { Route } from './+types/console-layout';
import { CONSOLE_LANGUAGE_COOKIE, consoleLanguage } from '../console-language.ts';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import '../features/console/console.css';

export const handle: RouteHandle = { dictionaries: ['console'] };

export function loader({ request }: Route.LoaderArgs) {
  const lang = consoleLanguage(readCookie(request.headers.get('Cookie'), CONSOLE_LANGUAGE_COOKIE));
  return { lang, messages: loadMessages(lang, ['console', 'error']) };
}

export function shouldRevalidate() {
  // The language changes with a reload; nothing else here depends on the request.
  return false;
}

export const meta = consoleMeta('console_title');

export default function ConsoleLayout() {
  return (
    <div className="console">
      <Outlet />
    </div>
  );
}
