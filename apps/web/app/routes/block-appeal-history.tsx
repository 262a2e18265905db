import type { Route } from './+types/block-appeal-history';
import { BanIcon } from '../components/icons.tsx';
import { NoticePage } from '../components/notice-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { playerGuards } from '../guards/page-guards.server.ts';

export const handle: RouteHandle = { dictionaries: ['status'] };

/**
 * Spec §2/§6: block-appeal-history needs a signed-in player. A visitor goes to the login page
 * with this address as the return-url (decision 023), so signing in brings them back here: the
 * guard pipeline's player entries.
 */
export const middleware: Route.MiddlewareFunction[] = [playerGuards];

export function loader({ params }: Route.LoaderArgs) {
  // No context records appeals yet (the blocks context of issue 18 will, and this page will
  // list them): the honest answer for every player is an empty list, with the reason.
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'status_appeals_title', robots: 'noindex, nofollow' });
}

/** The player's appeals against a block, in the blocked layout: an empty list that says why. */
export default function BlockAppealHistory() {
  const t = useT();
  return (
    <NoticePage icon={<BanIcon />} title={t('status_appeals_title')}>
      <p className="notice__highlight">{t('status_appeals_empty')}</p>
      <p>{t('status_appeals_empty_text')}</p>
    </NoticePage>
  );
}
