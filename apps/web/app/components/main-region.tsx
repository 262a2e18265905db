import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { cx } from '@playfield/ui';

/** The page's `<main>` landmark: the skip link's target, busy while a navigation loads. */
export function MainRegion({ children, className }: { children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cx('main-region', className)}
      aria-busy={navigation.state === 'loading' ? true : undefined}
    >
      {children}
    </main>
  );
}
