import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '@playfield/ui';
import { FormField, formValue } from '../../components/form-field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { AuthRequest } from './use-auth-request.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** The field's own error (aria-invalid, tied to the input); form-wide errors use FormError. */
  error?: string | null;
}

const AUTH_FIELD = {
  field: 'auth-field',
  label: 'auth-field__label',
  hint: 'auth-field__hint',
  error: 'auth-error',
};

/** A labelled input of the auth forms, built on the field kit (components/form-field.tsx). */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} classes={AUTH_FIELD}>
      {(control) => (
        <input
          className={className ? `auth-field__input ${className}` : 'auth-field__input'}
          {...control}
          {...rest}
        />
      )}
    </FormField>
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
function answerCaptchaOr(request: AuthRequest, form: HTMLFormElement, next: () => void) {
  if (request.captcha) {
    void request.solveCaptcha(formValue(form, 'captcha').trim());
    return;
  }
  next();
}

/**
 * The end of an auth form: the captcha round when the server asked for one, the form's error,
 * what stands between (a note), and the submit button — labelled as the captcha's answer while
 * one is shown, unless `keepLabel`.
 */
export function FormSubmit({
  request,
  label,
  block,
  variant = 'primary',
  keepLabel = false,
  children,
}: {
  request: AuthRequest;
  label: string;
  block?: boolean;
  variant?: 'primary' | 'outline';
  keepLabel?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <CaptchaField request={request} />
      <FormError message={request.error} />
      {children}
      <Button type="submit" variant={variant} block={block} disabled={request.pending}>
        {request.captcha && !keepLabel ? t('auth_captcha_submit') : label}
      </Button>
    </>
  );
}

/**
 * An auth form's submit handler: the browser's submit is stopped; `check` may refuse the form
 * with a message first; then, while a captcha is shown, the submit answers it (and the waiting
 * call is retried); otherwise `send` sends the form.
 */
export function authSubmit(
  request: AuthRequest,
  send: (form: HTMLFormElement) => void,
  check?: (form: HTMLFormElement) => string | null,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = check?.(form) ?? null;
    if (problem) return request.setError(problem);
    answerCaptchaOr(request, form, () => send(form));
  };
}

/** The shortest password the site takes (spec §4). */
export const PASSWORD_MIN = 8;

/** A new password and its repetition (password reset, office password change). */
export function NewPasswordFields({ name, maxLength }: { name: string; maxLength?: number }) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('auth_new_password')}
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={maxLength}
        required
        hint={t('auth_password_rule', { min: PASSWORD_MIN })}
      />
      <TextField
        label={t('auth_repeat_password')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** What is wrong with a new password and its repetition, in words; null when nothing. */
export function newPasswordProblem(
  t: ReturnType<typeof useT>,
  password: string,
  repeat: string,
): string | null {
  if (password.length < PASSWORD_MIN) return t('auth_password_too_short', { min: PASSWORD_MIN });
  if (password !== repeat) return t('auth_password_mismatch');
  return null;
}

/** The current password that confirms a change in the office. */
export function CurrentPasswordField({ name }: { name: string }) {
  const t = useT();
  return (
    <TextField
      label={t('office_current_password')}
      name={name}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}
