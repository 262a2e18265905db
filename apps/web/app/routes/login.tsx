import { EmptyState } from '@playfield/ui';
import type { Route } from './+types/login';
import { UserIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['auth'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_login_title',
    description: 'auth_login_description',
    robots: 'noindex, follow',
  });
}

/** The login page frame; the sign-in form arrives with the identity context. */
export default function LoginPage() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<UserIcon />}
        title={t('auth_login_title')}
        subtitle={t('auth_login_description')}
      />
      <div className="panel">
        <EmptyState
          icon={<UserIcon />}
          title={t('auth_unavailable_title')}
          description={t('auth_unavailable_text')}
          headingLevel={2}
        />
      </div>
    </div>
  );
}
