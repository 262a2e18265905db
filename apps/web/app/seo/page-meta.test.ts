import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../site-info.ts';
import { pageMeta } from './page-meta.ts';

const site: SiteInfo = {
  companyName: 'Playfield',
  languages: ['ru', 'en', 'ar'],
  switcherLanguages: ['ru', 'en', 'ar'],
  defaultLanguage: 'ru',
  publicUrl: 'https://play.example/',
  isRegistrationAllowed: true,
  isRegistrationButtonDisabled: false,
  minAge: 18,
  ageGate: null,
  themeColor: '#0b1526',
  maintenance: {
    isActive: false,
    startAt: null,
    finishAt: null,
    notifyStartDate: null,
    notifyEndDate: null,
  },
  year: 2026,
};

const matches = [
  { id: 'root', loaderData: { messages: {} } },
  { id: 'lang', loaderData: { lang: 'en', site, messages: { shell_nav_sports: 'Sports' } } },
  {
    id: 'routes/sports',
    loaderData: {
      messages: { section_sports_title: 'Sports', section_sports_description: 'Odds' },
    },
  },
];

describe('pageMeta', () => {
  it('gives the translated title with the company name, description and robots', () => {
    const meta = pageMeta(
      { location: { pathname: '/en/line' }, matches },
      { title: 'section_sports_title', description: 'section_sports_description' },
    );
    expect(meta).toContainEqual({ title: 'Sports | Playfield' });
    expect(meta).toContainEqual({ name: 'description', content: 'Odds' });
    expect(meta).toContainEqual({ name: 'robots', content: 'index, follow' });
  });

  it('links the canonical URL and one alternate per allowed language plus x-default', () => {
    const meta = pageMeta(
      { location: { pathname: '/en/line' }, matches },
      { title: 'section_sports_title', robots: 'noindex' },
    );
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://play.example/en/line',
    });
    const alternates = meta.filter((m) => 'rel' in m && m.rel === 'alternate');
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'ru', href: 'https://play.example/ru/line' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://play.example/en/line' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://play.example/ar/line' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://play.example/ru/line',
      },
    ]);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('drops a trailing slash from the canonical URL', () => {
    const meta = pageMeta(
      { location: { pathname: '/en/line/' }, matches },
      { title: 'shell_nav_sports' },
    );
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://play.example/en/line',
    });
  });

  it('uses the language root for the home page', () => {
    const meta = pageMeta(
      { location: { pathname: '/en' }, matches },
      { title: 'shell_nav_sports' },
    );
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://play.example/en',
    });
  });

  it('still gives a title when the language layout has no data', () => {
    const meta = pageMeta(
      { location: { pathname: '/en/line' }, matches: [matches[2]] },
      { title: 'section_sports_title' },
    );
    expect(meta[0]).toEqual({ title: 'Sports' });
    expect(meta.some((m) => 'rel' in m)).toBe(false);
  });
});
