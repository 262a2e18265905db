import { useCallback, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import type { ApiCallOptions, AuthApiError } from './api.ts';
import { callApi } from './api.ts';

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
  image: string;
}

interface Waiting {
  path: string;
  options: ApiCallOptions;
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
      const res = await callApi<CaptchaChallenge>(
        `/web-api/captcha/update?kind=image&type=${type}`,
        {
          lang,
        },
      );
      if (res.ok) setCaptcha(res.data);
      else setError(messageOf(res.error));
    },
    [lang, messageOf],
  );

  const attempt = useCallback(
    async (path: string, options: ApiCallOptions, resolve: (value: unknown) => void) => {
      setPending(true);
      setError(null);
      const res = await callApi<unknown>(path, { ...options, lang });
      setPending(false);
      if (res.ok) {
        waiting.current = null;
        setCaptcha(null);
        resolve(res.data);
        return;
      }
      if (isCaptchaDemand(res.error)) {
        waiting.current = { path, options, resolve };
        setError(options.captchaToken ? res.error.message : t('auth_captcha_required'));
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

  const send = useCallback(
    <T>(path: string, options: ApiCallOptions = {}): Promise<T | null> =>
      new Promise<T | null>((resolve) => {
        void attempt(path, options, resolve as (value: unknown) => void);
      }),
    [attempt],
  );

  /** Checks the visitor's answer; on success retries the waiting call with the token. */
  const solveCaptcha = useCallback(
    async (answer: string) => {
      const call = waiting.current;
      if (!captcha || !call) return;
      setPending(true);
      const res = await callApi<{ success: boolean; token?: string }>('/web-api/captcha/validate', {
        body: { captchaId: captcha.captchaId, answer },
        lang,
      });
      setPending(false);
      if (res.ok && res.data.success && res.data.token) {
        await attempt(call.path, { ...call.options, captchaToken: res.data.token }, call.resolve);
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
