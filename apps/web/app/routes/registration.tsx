import { data, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/registration';
import { UserIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { FormNote } from '../features/auth/fields.tsx';
import { postAuthLocation, reloadAt } from '../features/auth/post-auth.ts';
import { RegistrationForm } from '../features/auth/registration-form.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import '../features/auth/auth.css';

export const handle: RouteHandle = { dictionaries: ['auth'] };

/**
 * Spec §2: the registration page exists only while the site allows registration; spec §5:
 * registration is hidden on VIP domains.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { config, auth } = context.shell;
  if (!config.isRegistrationAllowed || config.isVipDomain) throw data(null, { status: 404 });
  return {
    messages: loadMessages(params.lang, handle.dictionaries),
    registration: { countryCode: config.countryCode, currency: config.currencyCode },
    signedIn: auth !== null,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_registration_title',
    description: 'auth_registration_description',
  });
}

/** The registration page: the same form as the dialog. */
export default function RegistrationPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<UserIcon />}
        title={t('auth_registration_title')}
        subtitle={t('auth_registration_description')}
      />
      <div className="panel auth-panel">
        {loaderData.signedIn ? (
          <FormNote>{t('auth_already_signed_in')}</FormNote>
        ) : (
          <RegistrationForm
            defaults={loaderData.registration}
            onDone={() => reloadAt(postAuthLocation(location.search, `/${params.lang}`))}
            returnUrl={postAuthLocation(location.search, `/${params.lang}`)}
            onLogin={() => void navigate(`/${params.lang}/login${location.search}`)}
          />
        )}
      </div>
    </div>
  );
}
