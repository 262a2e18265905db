import { AuthModalRoot } from '../features/auth/auth-modal-root.tsx';
import { useSignedIn } from '../use-site.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { useLanguage } from '../i18n/i18n-context.tsx';
import { useSite } from '../use-site.ts';
import { AuthLinks } from './auth-links.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Logo } from '../components/logo.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { CoefFormatSwitcher } from '../features/sportsbook/coef-format-switcher.tsx';
import { HeaderBalance } from '../features/wallet/header-balance.tsx';

/** The sticky navy header of the default layout. */
export function SiteHeader() {
  const t = useT();
  const { lang } = useLanguage();
  const site = useSite();
  const signedIn = useSignedIn();
  return (
    <header className="site-header pf-scheme-dark">
      <div className="site-header__inner">
        <MobileMenu />
        <Logo
          lang={lang}
          companyName={site.companyName}
          homeLabel={t('shell_home_link', { company: site.companyName })}
        />
        <MainNav variant="header" />
        <div className="site-header__tools">
          <div className="site-header__prefs">
            <LanguageSwitcher id="header-language" />
            <CoefFormatSwitcher id="header-coef-format" />
            <ThemeToggle />
          </div>
          {/* Wallet slot: the active account's balance for a signed-in player. */}
          <HeaderBalance />
          <AuthLinks compact />
        </div>
        <AuthModalRoot signedIn={signedIn} />
      </div>
    </header>
  );
}
