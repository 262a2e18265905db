import { Button } from '@playfield/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import { formValue } from '../../../components/form-field.tsx';
import { FormError, FormNote, TextField } from '../fields.tsx';
import { useAuthRequest } from '../use-auth-request.ts';

interface Setup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

function codeOf(form: HTMLFormElement): string {
  return formValue(form, 'code').replace(/\s+/g, '');
}

/**
 * Two-factor sign-in (TOTP, RFC 6238): turn on (QR and secret, confirmed with a code; the
 * recovery codes are shown once) and off (with a code).
 */
export function TwoFactorPanel({
  enabled,
  onChanged,
}: {
  enabled: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const request = useAuthRequest();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  async function start() {
    const answer = await request.send('twoFactorSetupEndpoint', {});
    if (answer) setSetup(answer);
  }

  function onEnable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void request
      .send('twoFactorEnableEndpoint', {
        body: { code: codeOf(event.currentTarget) },
      })
      .then((answer) => {
        if (!answer) return;
        setSetup(null);
        setRecovery(answer.recoveryCodes);
      });
  }

  function onDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void request
      .send('twoFactorDisableEndpoint', { body: { code: codeOf(event.currentTarget) } })
      .then((answer) => {
        if (answer) onChanged();
      });
  }

  const codeField = (
    <TextField
      label={t('auth_two_step_code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
    />
  );

  return (
    <section className="panel auth-panel" aria-labelledby="office-2fa">
      <h2 id="office-2fa" className="auth-panel__title">
        {t('office_two_factor_title')}
      </h2>
      {recovery ? (
        <div className="auth-form">
          <FormNote tone="success">{t('office_two_factor_on')}</FormNote>
          <p className="auth-form__lead">{t('office_recovery_codes_lead')}</p>
          <ul className="auth-codes" data-testid="recovery-codes">
            {recovery.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button type="button" variant="primary" onClick={onChanged}>
            {t('office_recovery_codes_saved')}
          </Button>
        </div>
      ) : enabled ? (
        <form className="auth-form" onSubmit={onDisable}>
          <FormNote tone="success">{t('office_two_factor_on')}</FormNote>
          {codeField}
          <FormError message={request.error} />
          <Button type="submit" variant="outline" disabled={request.pending}>
            {t('office_two_factor_disable')}
          </Button>
        </form>
      ) : setup ? (
        <form className="auth-form" onSubmit={onEnable}>
          <p className="auth-form__lead">{t('office_two_factor_scan')}</p>
          <img className="auth-qr" src={setup.qrCode} alt={t('office_two_factor_qr_alt')} />
          <p className="auth-form__lead">
            {t('office_two_factor_secret')}:{' '}
            <code className="auth-secret" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          {codeField}
          <FormError message={request.error} />
          <Button type="submit" variant="primary" disabled={request.pending}>
            {t('office_two_factor_confirm')}
          </Button>
        </form>
      ) : (
        <div className="auth-form">
          <p className="auth-form__lead">{t('office_two_factor_off')}</p>
          <FormError message={request.error} />
          <Button
            type="button"
            variant="primary"
            disabled={request.pending}
            onClick={() => void start()}
          >
            {t('office_two_factor_enable')}
          </Button>
        </div>
      )}
    </section>
  );
}
