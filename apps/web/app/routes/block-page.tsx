import type { BlockPage as BlockPageName } from '@playfield/domain/block-pages';
import { isBlockPage } from '@playfield/domain/block-pages';
import type { MessageKey } from '@playfield/i18n';
import { redirect } from 'react-router';
import type { Route } from './+types/block-page';
import { BanIcon, ClockIcon, WrenchIcon } from '../components/icons.tsx';
import { NoticePage } from '../components/notice-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['status'] };

const TEXT: Record<BlockPageName, [MessageKey, MessageKey]> = {
  block: ['status_block_title', 'status_block_text'],
  'block-ua': ['status_block_ua_title', 'status_block_ua_text'],
  'block-ie': ['status_block_ie_title', 'status_block_ie_text'],
  'site-updates': ['status_site_updates_title', 'status_site_updates_text'],
  'coming-soon': ['status_coming_soon_title', 'status_coming_soon_text'],
  suspension: ['status_suspension_title', 'status_suspension_text'],
};

/** The blocking reason of this request, as decided by the blocks service. */
function blockReason(): number | null {
  // The load context carries no blocking decision until the blocks context exists.
  return null;
}

/**
 * A block page (spec §2 reason codes: 4 site-updates, 16 suspension, 1/2/3/5/14 block,
 * 13 block-ua, 17 block-ie, 8 coming-soon). Without a reason it redirects to the language
 * root, as the spec says.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const page = url.pathname.split('/')[2] ?? '';
  if (blockReason() === null || !isBlockPage(page)) throw redirect(`/${params.lang}`);
  return { page, messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return [];
  return pageMeta(args, { title: TEXT[page][0], robots: 'noindex, nofollow' });
}

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  const [title, text] = TEXT[page];
  const icon =
    page === 'site-updates' ? <WrenchIcon /> : page === 'coming-soon' ? <ClockIcon /> : <BanIcon />;
  return (
    <NoticePage icon={icon} tone={page === 'coming-soon' ? 'neutral' : 'danger'} title={t(title)}>
      <p>{t(text)}</p>
    </NoticePage>
  );
}
