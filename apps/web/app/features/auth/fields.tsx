import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { AuthRequest } from './use-auth-request.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input; the hint is tied to it with aria-describedby. */
export function TextField({ label, hint, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={className ? `auth-field__input ${className}` : 'auth-field__input'}
        aria-describedby={hint ? hintId : undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's error (role=alert so screen readers hear it at once). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-error" role="alert">
      {message}
    </p>
  );
}

export function FormNote({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'success';
}) {
  return (
    <div className={`auth-note auth-note--${tone}`} role="status">
      {children}
    </div>
  );
}

/** The captcha round of spec §8: the server's SVG puzzle, an answer, and a new-picture button. */
export function CaptchaField({ request }: { request: AuthRequest }) {
  const t = useT();
  const { captcha } = request;
  if (!captcha) return null;
  return (
    <div className="auth-captcha">
      <img
        className="auth-captcha__image"
        src={captcha.image}
        alt={t('auth_captcha_image_alt')}
        width={200}
        height={70}
      />
      <button type="button" className="auth-link-button" onClick={request.refreshCaptcha}>
        {t('auth_captcha_refresh')}
      </button>
      <TextField
        key={captcha.captchaId}
        label={t('auth_captcha_answer')}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        required
      />
    </div>
  );
}

/**
 * The form submit step shared by every auth form: while a captcha is shown the submit answers
 * it (and the waiting call is retried); otherwise `next` sends the form.
 */
export function answerCaptchaOr(request: AuthRequest, form: HTMLFormElement, next: () => void) {
  if (request.captcha) {
    const answer = new FormData(form).get('captcha');
    void request.solveCaptcha(typeof answer === 'string' ? answer.trim() : '');
    return;
  }
  next();
}
