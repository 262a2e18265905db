import { useCallback, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import type { EndpointInput, EndpointResponse } from '@playfield/protocol/endpoint';
import type { AuthApiError, IdentityCall, IdentityEndpoints } from './api.ts';
import { callIdentity } from './api.ts';

/** Codes of a 400 that ask for a captcha (spec §8; identity README: 100–113). */
export function isCaptchaDemand(error: AuthApiError): boolean {
  return (
    error.status === 400 && typeof error.code === 'number' && error.code >= 100 && error.code <= 113
  );
}

/** A captcha challenge from `GET /web-api/captcha/update`. */
export interface CaptchaChallenge {
  captchaId: string;
  type: number;
  /** The SVG puzzle (an image challenge; a proof-of-work one has none). */
  image?: string;
}

interface Waiting {
  name: IdentityCall;
  input: unknown;
  resolve: (value: unknown) => void;
}

/**
 * One form's API calls: pending flag, the translated error, and the captcha round of spec §8.
 * `send` resolves with the answer's data on success and null on a shown error; when the API
 * demands a captcha the promise waits until `solveCaptcha` passed and the call was retried
 * with the token.
 */
export function useAuthRequest() {
  const t = useT();
  const { lang } = useLanguage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const waiting = useRef<Waiting | null>(null);

  const messageOf = useCallback(
    (e: AuthApiError) => (e.status === 0 || e.message === '' ? t('auth_network_error') : e.message),
    [t],
  );

  const loadChallenge = useCallback(
    async (type: number) => {
      const res = await callIdentity(
        'captchaUpdateEndpoint',
        // The type the demand named, as the server wrote it (it refuses one it does not offer).
        { query: { kind: 'image', type: String(type) as '1' | '2' } },
        { lang },
      );
      if (res.ok) setCaptcha(res.data);
      else setError(messageOf(res.error));
    },
    [lang, messageOf],
  );

  const attempt = useCallback(
    async (
      call: Omit<Waiting, 'resolve'>,
      captchaToken: string | null,
      resolve: (value: unknown) => void,
    ) => {
      setPending(true);
      setError(null);
      const res = await callIdentity(call.name, call.input as never, { lang, captchaToken });
      setPending(false);
      if (res.ok) {
        waiting.current = null;
        setCaptcha(null);
        resolve(res.data);
        return;
      }
      if (isCaptchaDemand(res.error)) {
        waiting.current = { ...call, resolve };
        setError(captchaToken ? res.error.message : t('auth_captcha_required'));
        await loadChallenge(res.error.captcha?.type ?? 1);
        return;
      }
      waiting.current = null;
      setCaptcha(null);
      setError(messageOf(res.error));
      resolve(null);
    },
    [lang, loadChallenge, messageOf, t],
  );

  /** Calls an identity endpoint by its definition's name (`loginEndpoint`, …). */
  const send = useCallback(
    <N extends IdentityCall>(
      name: N,
      input: EndpointInput<IdentityEndpoints[N]>,
    ): Promise<EndpointResponse<IdentityEndpoints[N]> | null> =>
      new Promise((resolve) => {
        void attempt({ name, input }, null, resolve as (value: unknown) => void);
      }),
    [attempt],
  );

  /** Checks the visitor's answer; on success retries the waiting call with the token. */
  const solveCaptcha = useCallback(
    async (answer: string) => {
      const call = waiting.current;
      if (!captcha || !call) return;
      setPending(true);
      const res = await callIdentity(
        'captchaValidateEndpoint',
        { body: { captchaId: captcha.captchaId, answer } },
        { lang },
      );
      setPending(false);
      if (res.ok && res.data.success && res.data.token) {
        await attempt(call, res.data.token, call.resolve);
        return;
      }
      setError(t('auth_captcha_failed'));
      await loadChallenge(captcha.type);
    },
    [attempt, captcha, lang, loadChallenge, t],
  );

  const refreshCaptcha = useCallback(() => {
    if (captcha) void loadChallenge(captcha.type);
  }, [captcha, loadChallenge]);

  return { send, pending, error, setError, captcha, solveCaptcha, refreshCaptcha };
}

export type AuthRequest = ReturnType<typeof useAuthRequest>;
