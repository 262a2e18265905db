// Small pieces every console page uses: the page heading (focused after navigation), the
// failure and done lines (announced), paging links, and the language switch.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FieldClasses, FieldControlProps } from '../../components/form-field.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { CONSOLE_LANGUAGE_COOKIE, CONSOLE_LANGUAGES } from '../../console-language.ts';
import { describeFailure } from './console-api.ts';
import { pageCount } from './console-format.ts';

/** The page's one h1: the layout moves focus here after a client navigation. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="console-title" tabIndex={-1} data-console-title="">
      {children}
    </h1>
  );
}

/** A refusal or fault, in words, announced at once. */
export function Failure({ error }: { error: unknown }) {
  const t = useT();
  if (error === null || error === undefined) return null;
  const described = describeFailure(error);
  return (
    <p className="console-failure" role="alert">
      {'key' in described ? t(described.key) : described.text}
    </p>
  );
}

/** A polite status line (loading, done). */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p className="console-status" role="status">
      {children}
    </p>
  );
}

/** Previous / next links keeping the page's other query parameters. */
export function Paging({
  page,
  total,
  size,
  search,
}: {
  page: number;
  total: number;
  size: number;
  search: URLSearchParams;
}) {
  const t = useT();
  const pages = pageCount(total, size);
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav className="console-paging" aria-label={t('console_paging')}>
      {page > 1 ? <Link to={to(page - 1)}>{t('console_previous')}</Link> : null}
      <span>{t('console_page_of', { page, pages })}</span>
      <span>{t('console_total', { count: total })}</span>
      {page < pages ? <Link to={to(page + 1)}>{t('console_next')}</Link> : null}
    </nav>
  );
}

const LANGUAGE_NAMES: Record<(typeof CONSOLE_LANGUAGES)[number], string> = {
  en: 'English',
  ru: 'Русский',
};

/** The console's own English/Russian switch: a cookie of its own, then the page again. */
export function ConsoleLanguageSwitch() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <label className="console-language">
      <span>{t('console_language')}</span>
      <select
        value={lang}
        onChange={(event) => {
          document.cookie = `${CONSOLE_LANGUAGE_COOKIE}=${event.target.value}; Path=/console; Max-Age=31536000; SameSite=Lax`;
          window.location.reload();
        }}
      >
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An instant as the operator's local date and time. */
export function When({ at }: { at: string | null }) {
  const { locale } = useLanguage();
  if (!at) return <>—</>;
  const date = new Date(at);
  return (
    <time dateTime={at}>
      {Number.isNaN(date.getTime())
        ? at
        : date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' })}
    </time>
  );
}

const FIELD_CLASSES: FieldClasses = {
  field: 'console-field',
  label: 'console-field__label',
  hint: 'console-field__hint',
  error: 'console-field__error',
};

/** A labelled console form field (the app's field kit with the console's look). */
export function Field({
  hideLabel = false,
  ...props
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The label for assistive technology only (a table cell whose column says it). */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const classes = hideLabel
    ? { ...FIELD_CLASSES, label: 'console-visually-hidden' }
    : FIELD_CLASSES;
  return <FormField classes={classes} {...props} />;
}
