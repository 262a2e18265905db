import type { MessageKey, Params } from '@playfield/i18n';
import { translate } from '@playfield/i18n';
import { pathWithoutLanguage } from '@playfield/domain/language-path';
import type { MetaDescriptor } from 'react-router';
import { mergeRouteMessages } from '../i18n/route-messages.ts';
import type { SiteInfo } from '../site-info.ts';

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

export interface MetaInput {
  location: { pathname: string };
  matches: readonly (MetaMatchLike | undefined)[];
}

export interface PageMetaOptions {
  title: MessageKey;
  description?: MessageKey;
  params?: Params;
  /** `index, follow` unless the page should stay out of search engines. */
  robots?: string;
}

function siteOf(matches: MetaInput['matches']): { lang: string; site: SiteInfo } | undefined {
  const data = matches.find((m) => m?.id === 'lang')?.loaderData;
  if (typeof data !== 'object' || data === null || !('site' in data) || !('lang' in data)) {
    return undefined;
  }
  return data as { lang: string; site: SiteInfo };
}

/**
 * Title, description, robots, canonical URL and hreflang alternates (one per allowed language
 * plus x-default) of a page, in the page's language.
 */
export function pageMeta(args: MetaInput, options: PageMetaOptions): MetaDescriptor[] {
  const messages = mergeRouteMessages(args.matches);
  const shell = siteOf(args.matches);
  const t = (key: MessageKey) => translate(messages, key, options.params);
  const company = shell?.site.companyName ?? '';
  const title = company ? `${t(options.title)} | ${company}` : t(options.title);
  const meta: MetaDescriptor[] = [{ title }];
  if (options.description) {
    meta.push({ name: 'description', content: t(options.description) });
  }
  meta.push({ name: 'robots', content: options.robots ?? 'index, follow' });
  meta.push({ property: 'og:title', content: title });
  if (options.description) {
    meta.push({ property: 'og:description', content: t(options.description) });
  }
  if (!shell) return meta;
  const { site, lang } = shell;
  const origin = site.publicUrl.replace(/\/+$/, '');
  // One canonical address per page: `/en/line/` and `/en/line` are the same page.
  const rest = pathWithoutLanguage(args.location.pathname).replace(/\/+$/, '');
  const canonical = `${origin}/${lang}${rest}`;
  meta.push({ tagName: 'link', rel: 'canonical', href: canonical });
  meta.push({ property: 'og:url', content: canonical });
  meta.push({ property: 'og:site_name', content: company });
  for (const code of site.languages) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: `${origin}/${code}${rest}`,
    });
  }
  meta.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: `${origin}/${site.defaultLanguage}${rest}`,
  });
  return meta;
}
