import { useT } from '../i18n/i18n-context.tsx';

/** The first focusable element of every page with chrome: jumps past the header. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell_skip_to_content')}
    </a>
  );
}
