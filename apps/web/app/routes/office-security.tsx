import { redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/office-security';
import { ShieldIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { loginRedirect } from '@playfield/domain/guards';
import { hasConfirmedEmail, toActivationType } from '@playfield/domain/user';
import { ChangePasswordForm } from '../features/auth/office/change-password.tsx';
import { EmailPanel } from '../features/auth/office/email-verification.tsx';
import { PhoneBindingPanel } from '../features/auth/office/phone-binding.tsx';
import { ProtectionBar } from '../features/auth/office/protection-bar.tsx';
import { SecurityQuestionPanel } from '../features/auth/office/security-question.tsx';
import type { SessionView } from '../features/auth/office/sessions.tsx';
import { SessionsPanel } from '../features/auth/office/sessions.tsx';
import { TwoFactorPanel } from '../features/auth/office/two-factor.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import '../features/auth/auth.css';

export const handle: RouteHandle = { dictionaries: ['auth', 'office'] };

interface SecurityConfig {
  user_login: string;
  user_email: string | null;
  two_factor_enabled: boolean;
  protection_level: number | null;
  phone_code: string | null;
  phone_number: string | null;
  activation_type: number;
  is_active_secure_question: boolean;
}

/**
 * Office security (spec §2 Office): signed-in only (the office layout's guard). A visitor is sent to the login page with
 * a return-url, so after signing in the page continues here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The office layout's guard sent visitors to the login page; a session that ended since
  // goes there the same way.
  const toLogin = loginRedirect({ lang: params.lang, path: 'office/security', search: '' });
  const [configRes, sessionsRes] = await Promise.all([
    context.shell.api('/web-api/user/config'),
    context.shell.api('/web-api/user/sessions'),
  ]);
  if (configRes.status === 401 || sessionsRes.status === 401) throw redirect(toLogin);
  if (!configRes.ok || !sessionsRes.ok) throw new Response(null, { status: 502 });
  const config = (await configRes.json()) as SecurityConfig;
  const { sessions } = (await sessionsRes.json()) as { sessions: SessionView[] };
  return {
    messages: loadMessages(params.lang, handle.dictionaries),
    security: {
      login: config.user_login,
      twoFactor: config.two_factor_enabled,
      protectionLevel: config.protection_level,
      phone:
        config.phone_code && config.phone_number
          ? `${config.phone_code} ${config.phone_number}`
          : null,
      email: config.user_email,
      emailConfirmed: hasConfirmedEmail(toActivationType(config.activation_type)),
      securityQuestion: config.is_active_secure_question,
    },
    defaultCountry: context.shell.config.countryCode,
    sessions,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'office_security_title',
    description: 'office_security_description',
    robots: 'noindex, nofollow',
  });
}

export default function OfficeSecurityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const { security, sessions } = loaderData;
  return (
    <div className="page page--narrow">
      <PageHeader
        icon={<ShieldIcon />}
        title={t('office_security_title')}
        subtitle={t('office_account_number', { login: security.login })}
      />
      <section className="panel auth-panel" aria-label={t('office_protection_label')}>
        <ProtectionBar level={security.protectionLevel} />
      </section>
      <ChangePasswordForm onChanged={refresh} />
      <TwoFactorPanel enabled={security.twoFactor} onChanged={refresh} />
      <PhoneBindingPanel
        phone={security.phone}
        defaultCountry={loaderData.defaultCountry}
        onChanged={refresh}
      />
      <EmailPanel email={security.email} confirmed={security.emailConfirmed} onChanged={refresh} />
      <SecurityQuestionPanel active={security.securityQuestion} onChanged={refresh} />
      <SessionsPanel sessions={sessions} onChanged={refresh} />
    </div>
  );
}
