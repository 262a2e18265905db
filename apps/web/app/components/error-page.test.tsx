import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { ErrorPage } from './error-page.tsx';

/** The shape React Router gives a thrown `data(null, { status })`. */
function routeError(status: number) {
  return { status, statusText: '', internal: false, data: null };
}

function render(error: unknown, lang = 'en') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/${lang}/somewhere?x=1`]}>
      <I18nProvider lang={lang} messages={loadMessages(lang, ['error'])}>
        <ErrorPage error={error} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  it('says "This page could not be found" for a 404, with a link home', () => {
    const html = render(routeError(404));
    expect(html).toContain(
      '<h1 id="error-title" class="error-page__title">This page could not be found</h1>',
    );
    expect(html).toContain('href="/en"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('shows a generic text, a home link and a retry link for any other error', () => {
    const html = render(new Error('database exploded'), 'de');
    expect(html).toContain('Etwas ist schiefgelaufen');
    expect(html).not.toContain('database exploded');
    expect(html).toContain('href="/de"');
    expect(html).toContain('href="/de/somewhere?x=1"');
  });

  it('treats a 500 response like any other fault', () => {
    expect(render(routeError(500))).toContain('Something went wrong');
  });
});
