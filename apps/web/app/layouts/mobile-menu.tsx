import { Dialog, IconButton } from '@playfield/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { AuthLinks } from './auth-links.tsx';
import { MenuIcon } from '../components/icons.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { CoefFormatSwitcher } from '../features/sportsbook/coef-format-switcher.tsx';
import { InformationLinks } from '../components/information-links.tsx';

/**
 * The phone menu: a hamburger button opening a drawer (a modal dialog with a focus trap) with
 * the navigation, language, theme and information links. It closes on Escape, on the close
 * button, on the backdrop and after any navigation.
 */
export function MobileMenu() {
  const t = useT();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  return (
    <>
      <IconButton
        className="mobile-menu__button"
        label={t('shell_menu_open')}
        icon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      />
      <Dialog
        id="mobile-menu"
        variant="drawer"
        className="mobile-menu"
        open={open}
        onClose={() => setOpen(false)}
        title={t('shell_menu_title')}
        closeLabel={t('shell_menu_close')}
      >
        <div className="mobile-menu__content">
          <AuthLinks block />
          <MainNav variant="drawer" />
          <div className="mobile-menu__settings">
            <LanguageSwitcher hideLabel={false} id="mobile-language" />
            <CoefFormatSwitcher hideLabel={false} id="mobile-coef-format" />
            <ThemeToggle withLabel />
          </div>
          <nav className="mobile-menu__info" aria-label={t('shell_footer_information')}>
            <InformationLinks />
          </nav>
        </div>
      </Dialog>
    </>
  );
}
