import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { navFor } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { PageTitle } from '../features/console/console-ui.tsx';

export const meta = consoleMeta('console_home_title');

/** The console's start: the sections this operator may open. */
export default function ConsoleHome() {
  const t = useT();
  const { me } = useConsole();
  return (
    <>
      <PageTitle>{t('console_home_title')}</PageTitle>
      <p>{t('console_home_text')}</p>
      <ul className="console-links">
        {navFor(me.permissions).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.label)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
