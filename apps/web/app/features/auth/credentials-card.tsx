import { Button } from '@playfield/ui';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useSite } from '../../use-site.ts';
import { formValue } from '../../components/form-field.tsx';
import { authSubmit, CaptchaField, FormError, FormNote, TextField } from './fields.tsx';
import { useAuthRequest } from './use-auth-request.ts';

export interface Credentials {
  login: string;
  password: string;
}

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Save option 1 (spec §3): the login details drawn on a canvas and saved as a PNG. */
function drawPng(lines: readonly string[], done: (blob: Blob) => void): void {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 60 + lines.length * 44;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#0b1526';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#ffffff';
  ctx.font = '600 26px system-ui, sans-serif';
  lines.forEach((line, i) => ctx.fillText(line, 32, 56 + i * 44));
  canvas.toBlob((blob) => {
    if (blob) done(blob);
  }, 'image/png');
}

/**
 * The one-click account's login and password, shown once, with the save options of spec §3:
 * 0 a text file, 1 an image, 2 by e-mail (`POST /web-api/user/credentials/email`).
 */
export function CredentialsCard({
  credentials,
  onContinue,
}: {
  credentials: Credentials;
  onContinue: () => void;
}) {
  const t = useT();
  const site = useSite();
  const request = useAuthRequest();
  const [mailed, setMailed] = useState<string | null>(null);
  const lines = [
    site.companyName,
    `${t('auth_account_number')}: ${credentials.login}`,
    `${t('auth_password')}: ${credentials.password}`,
  ];
  const fileName = `${site.companyName}-${credentials.login}`;

  const onMail = authSubmit(request, (form) => {
    const email = formValue(form, 'email').trim();
    void request
      .send('emailCredentialsEndpoint', {
        body: { email, password: credentials.password },
      })
      .then((done) => {
        if (done) setMailed(email);
      });
  });

  return (
    <div className="auth-credentials">
      <FormNote tone="success">{t('auth_one_click_done')}</FormNote>
      <dl className="auth-credentials__list">
        <div>
          <dt>{t('auth_account_number')}</dt>
          <dd data-testid="credentials-login">{credentials.login}</dd>
        </div>
        <div>
          <dt>{t('auth_password')}</dt>
          <dd data-testid="credentials-password">{credentials.password}</dd>
        </div>
      </dl>
      <p className="auth-form__lead">{t('auth_save_credentials_lead')}</p>
      <div className="auth-credentials__actions">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            download(`${fileName}.txt`, new Blob([`${lines.join('\n')}\n`], { type: 'text/plain' }))
          }
        >
          {t('auth_save_file')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => drawPng(lines, (b) => download(`${fileName}.png`, b))}
        >
          {t('auth_save_image')}
        </Button>
      </div>
      {mailed ? (
        <FormNote tone="success">{t('auth_save_email_sent', { email: mailed })}</FormNote>
      ) : (
        <form className="auth-form auth-form--inline" onSubmit={onMail}>
          <TextField
            label={t('auth_save_email')}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <CaptchaField request={request} />
          <FormError message={request.error} />
          <Button type="submit" variant="outline" disabled={request.pending}>
            {t('auth_save_email_submit')}
          </Button>
        </form>
      )}
      <Button type="button" variant="primary" block onClick={onContinue}>
        {t('auth_continue')}
      </Button>
    </div>
  );
}
