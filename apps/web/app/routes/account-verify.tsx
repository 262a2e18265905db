import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/account-verify';
import { CheckCircleIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { callIdentity } from '../features/auth/api.ts';
import { FormError, FormNote } from '../features/auth/fields.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import '../features/auth/auth.css';

export const handle: RouteHandle = { dictionaries: ['auth'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'auth_verify_title',
    description: 'auth_verify_pending',
    robots: 'noindex, nofollow',
  });
}

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * `user/accountverify?token=…` and `user/activate?token=…`: confirms the e-mail from the
 * mailed link. The check is a POST from the page, so mail scanners that fetch links do not
 * spend the token.
 */
export default function AccountVerifyPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const activate = pathname.endsWith('/activate');
    const call = activate
      ? callIdentity('activateEndpoint', { body: { type: 'email', token } }, { lang })
      : callIdentity('accountVerifyEndpoint', { body: { token } }, { lang });
    void call.then((res) =>
      setState(
        res.ok
          ? { kind: 'done' }
          : { kind: 'failed', message: res.error.message || t('auth_network_error') },
      ),
    );
  }, [lang, pathname, t, token]);

  return (
    <div className="page page--narrow">
      <PageHeader icon={<CheckCircleIcon />} title={t('auth_verify_title')} />
      <div className="panel auth-panel" aria-live="polite">
        {state.kind === 'pending' ? <FormNote>{t('auth_verify_pending')}</FormNote> : null}
        {state.kind === 'done' ? <FormNote tone="success">{t('auth_verify_done')}</FormNote> : null}
        {state.kind === 'failed' ? <FormError message={state.message} /> : null}
        <Link to={`/${lang}`}>{t('auth_go_home')}</Link>
      </div>
    </div>
  );
}
