import { useSearchParams } from 'react-router';
import type { Route } from './+types/password-reset';
import { ShieldIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { FormNote } from '../features/auth/fields.tsx';
import { openAuthModal } from '../features/auth/modal-store.ts';
import { ResetPasswordForm } from '../features/auth/password-forms.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import '../features/auth/auth.css';

export const handle: RouteHandle = { dictionaries: ['auth'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_reset_title',
    description: 'auth_reset_lead',
    robots: 'noindex, nofollow',
  });
}

/** `user/passwordreset?token=…`: a new password from the mailed link (one use, one hour). */
export default function PasswordResetPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<ShieldIcon />}
        title={t('auth_reset_title')}
        subtitle={t('auth_reset_lead')}
      />
      <div className="panel auth-panel">
        {token.length >= 10 ? (
          <ResetPasswordForm token={token} onDone={() => openAuthModal('login')} />
        ) : (
          <FormNote>{t('auth_reset_link_invalid')}</FormNote>
        )}
      </div>
    </div>
  );
}
