import type { Messages } from '@playfield/i18n';
import { Button, Dialog } from '@playfield/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useMatches } from 'react-router';
import { I18nProvider, useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { mergeRouteMessages } from '../../i18n/route-messages.ts';
import { useSite } from '../../use-site.ts';
import { callIdentity } from './api.ts';
import { LoginForm } from './login-form.tsx';
import type { AuthModalKind } from './modal-store.ts';
import { closeAuthModal, openAuthModal } from './modal-store.ts';
import { ForgotPasswordForm } from './password-forms.tsx';
import { currentLocationWithoutModalFlags, postAuthLocation, reloadAt } from './post-auth.ts';
import type { RegistrationDefaults } from './registration-form.tsx';
import { RegistrationForm } from './registration-form.tsx';
import './auth.css';

interface AuthRouteData {
  messages: Messages;
  registration: RegistrationDefaults;
}

const TITLES = {
  login: 'auth_login_title',
  registration: 'auth_registration_title',
  forgot: 'auth_forgot_title',
  logout: 'auth_logout_title',
} as const;

function afterAuth(): void {
  reloadAt(postAuthLocation(window.location.search, currentLocationWithoutModalFlags()));
}

function LogoutConfirm() {
  const t = useT();
  const { lang } = useLanguage();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await callIdentity('logoutEndpoint', {});
    // Spec §4: after logout the visitor lands on the home page, freshly loaded.
    reloadAt(`/${lang}`);
  }
  return (
    <div className="auth-form">
      <p className="auth-form__lead">{t('auth_logout_question')}</p>
      <div className="auth-credentials__actions">
        <Button type="button" variant="primary" disabled={pending} onClick={() => void logout()}>
          {t('auth_logout_confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={closeAuthModal}>
          {t('auth_cancel')}
        </Button>
      </div>
    </div>
  );
}

function ModalBody({ kind, data }: { kind: AuthModalKind; data: AuthRouteData }) {
  const t = useT();
  const site = useSite();
  return (
    <Dialog
      open
      onClose={closeAuthModal}
      title={t(TITLES[kind])}
      closeLabel={t('auth_close')}
      className="auth-dialog"
    >
      {kind === 'login' ? (
        <LoginForm
          onSignedIn={afterAuth}
          defaultCountry={data.registration.countryCode}
          returnUrl={currentLocationWithoutModalFlags()}
          initialTicket={new URLSearchParams(window.location.search).get('twoStepTicket')}
          onForgotPassword={() => openAuthModal('forgot')}
          onRegister={site.isRegistrationAllowed ? () => openAuthModal('registration') : undefined}
        />
      ) : kind === 'registration' ? (
        <RegistrationForm
          defaults={data.registration}
          onDone={afterAuth}
          returnUrl={currentLocationWithoutModalFlags()}
          onLogin={() => openAuthModal('login')}
        />
      ) : kind === 'forgot' ? (
        <ForgotPasswordForm onLogin={() => openAuthModal('login')} />
      ) : (
        <LogoutConfirm />
      )}
    </Dialog>
  );
}

/**
 * The auth dialogs (lazy chunk). Their texts come from the login route's loader (the `auth`
 * dictionary in the visitor's language), fetched when the first dialog opens.
 */
export default function AuthModals({ kind }: { kind: AuthModalKind }) {
  const { lang } = useLanguage();
  const fetcher = useFetcher<AuthRouteData>();
  const matches = useMatches();
  const loaded = fetcher.data;
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requested.current === lang) return;
    requested.current = lang;
    void fetcher.load(`/${lang}/login`);
  }, [fetcher, lang]);
  const messages = useMemo(
    () => ({ ...mergeRouteMessages(matches), ...(loaded?.messages ?? {}) }),
    [matches, loaded],
  );
  if (!loaded) return null;
  return (
    <I18nProvider lang={lang} messages={messages}>
      <ModalBody kind={kind} data={loaded} />
    </I18nProvider>
  );
}
