import { Button } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import { useSite } from '../../use-site.ts';
import { openAuthModal } from './modal-store.ts';
import './registration-widget.css';

/**
 * The visitors' registration widget (spec §1, §6): a call to register with the ways to do it,
 * and a way to log in instead. The layout shows it to visitors only, when the site allows
 * registration and has the widget on.
 */
export function RegistrationWidget() {
  const t = useT();
  const site = useSite();
  return (
    <section className="panel auth-widget" aria-labelledby="registration-widget-title">
      <div className="auth-widget__text">
        <h2 id="registration-widget-title" className="auth-widget__title">
          {t('auth_widget_title', { company: site.companyName })}
        </h2>
        <p>{t('auth_widget_text')}</p>
      </div>
      <div className="auth-widget__actions">
        <Button type="button" variant="primary" onClick={() => openAuthModal('registration')}>
          {t('auth_widget_register')}
        </Button>
        <Button type="button" variant="outline" onClick={() => openAuthModal('login')}>
          {t('auth_widget_login')}
        </Button>
      </div>
    </section>
  );
}
