import { EmptyState } from '@playfield/ui';
import { data } from 'react-router';
import type { Route } from './+types/registration';
import { UserIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['auth'] };

/** Spec §2: the registration page exists only while the site allows registration. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!context.shell.config.isRegistrationAllowed) throw data(null, { status: 404 });
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_registration_title',
    description: 'auth_registration_description',
  });
}

/** The registration page frame; the form arrives with the identity context. */
export default function RegistrationPage() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<UserIcon />}
        title={t('auth_registration_title')}
        subtitle={t('auth_registration_description')}
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
