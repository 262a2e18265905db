import type { ReactNode } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { useSite } from '../use-site.ts';
import { Logo } from './logo.tsx';
import { MainRegion } from './main-region.tsx';

/**
 * The frame of the empty, maintenance, blocked and headless layouts: the logo and the page,
 * centred, without navigation (spec §2: these pages stand on their own).
 */
export function BareFrame({
  children,
  variant,
  showLogo = true,
}: {
  children: ReactNode;
  variant: 'empty' | 'maintenance' | 'blocked' | 'headless';
  showLogo?: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const site = useSite();
  return (
    <div className={`bare-frame bare-frame--${variant}`}>
      {showLogo ? (
        <header className="bare-frame__brand">
          <Logo
            lang={lang}
            companyName={site.companyName}
            homeLabel={t('shell_home_link', { company: site.companyName })}
          />
        </header>
      ) : null}
      <MainRegion className="bare-frame__main">{children}</MainRegion>
    </div>
  );
}
