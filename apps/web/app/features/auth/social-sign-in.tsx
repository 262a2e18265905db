import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { callApi } from './api.ts';

interface ProvidersAnswer {
  providers: { id: string; startUrl: string }[];
}

/** Brand names are not translated (spec §3 provider list). */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  fb: 'Facebook',
  mailru: 'Mail.ru',
  yandex: 'Yandex',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};

let cached: Promise<ProvidersAnswer['providers']> | null = null;

/** The provider's start address with where to come back and, for a new account, its settings. */
export function oauthStartHref(
  startUrl: string,
  returnUrl: string,
  registration?: { countryCode: string; currency: string },
): string {
  const query = new URLSearchParams({ 'return-url': returnUrl });
  if (registration) {
    query.set('countryCode', registration.countryCode);
    query.set('currency', registration.currency);
  }
  return `${startUrl}?${query.toString()}`;
}

export interface SocialSignInProps {
  /** A same-site path to return to after the provider. */
  returnUrl: string;
  registration?: { countryCode: string; currency: string };
}

/**
 * Sign-in through the social providers the server has credentials for
 * (`GET /web-api/auth/providers`); nothing at all when none is configured.
 */
export function SocialSignIn({ returnUrl, registration }: SocialSignInProps) {
  const t = useT();
  const [providers, setProviders] = useState<ProvidersAnswer['providers']>([]);
  useEffect(() => {
    cached ??= callApi<ProvidersAnswer>('/web-api/auth/providers').then((res) =>
      res.ok ? res.data.providers : [],
    );
    let live = true;
    void cached.then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <nav className="auth-social" aria-label={t('auth_social_title')}>
      <p className="auth-social__title">{t('auth_social_title')}</p>
      <ul className="auth-social__list">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              className="auth-social__link"
              href={oauthStartHref(p.startUrl, returnUrl, registration)}
              data-provider={p.id}
            >
              {t('auth_social_continue', { provider: PROVIDER_NAMES[p.id] ?? p.id })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
