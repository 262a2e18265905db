import './wallet.css';
import type { MessageKey } from '@playfield/i18n';
import { NavLink } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';

const LINKS: readonly (readonly [string, MessageKey])[] = [
  ['recharge', 'office_nav_recharge'],
  ['deduce', 'office_nav_withdrawal'],
  ['historypay', 'office_nav_history_pay'],
  ['payment/requests', 'office_nav_payment_requests'],
];

/** The office's money sections (spec §2 office menu: recharge, withdrawal, history_pay). */
export function OfficeNav() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <nav className="office-nav" aria-label={t('office_nav_label')}>
      <ul className="office-nav__list">
        {LINKS.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`/${lang}/office/${path}`} className="office-nav__link" end>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
