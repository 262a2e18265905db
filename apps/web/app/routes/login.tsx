import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { UserIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { openAuthModal } from '../features/auth/modal-store.ts';
import { postAuthLocation, reloadAt } from '../features/auth/post-auth.ts';
import { FormNote } from '../features/auth/fields.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { useSite } from '../use-site.ts';
import '../features/auth/auth.css';

export const handle: RouteHandle = { dictionaries: ['auth'] };

/**
 * The login page; its data (the `auth` texts and the registration defaults) also feeds the
 * auth dialogs, which load it when first opened.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { config, auth } = context.shell;
  return {
    messages: loadMessages(params.lang, handle.dictionaries),
    registration: { countryCode: config.countryCode, currency: config.currencyCode },
    signedIn: auth !== null,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_login_title',
    description: 'auth_login_description',
    robots: 'noindex, follow',
  });
}

/** The full-page sign-in form (the same form as the dialog). */
export default function LoginPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const home = `/${params.lang}`;
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<UserIcon />}
        title={t('auth_login_title')}
        subtitle={t('auth_login_description')}
      />
      <div className="panel auth-panel">
        {loaderData.signedIn ? (
          <FormNote>{t('auth_already_signed_in')}</FormNote>
        ) : (
          <LoginForm
            onSignedIn={() => reloadAt(postAuthLocation(location.search, home))}
            defaultCountry={loaderData.registration.countryCode}
            returnUrl={postAuthLocation(location.search, home)}
            initialTicket={new URLSearchParams(location.search).get('twoStepTicket')}
            onForgotPassword={() => openAuthModal('forgot')}
            onRegister={
              site.isRegistrationAllowed
                ? () => void navigate(`/${params.lang}/registration${location.search}`)
                : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
