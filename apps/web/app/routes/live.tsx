import type { Route } from './+types/live';
import { LiveIcon } from '../components/icons.tsx';
import { SectionPage } from '../components/section-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['section', 'betting'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'section_live_title', description: 'section_live_description' });
}

export default function LivePage() {
  return (
    <SectionPage
      icon={<LiveIcon />}
      title="section_live_title"
      subtitle="section_live_description"
      emptyTitle="section_live_empty_title"
      emptyText="section_live_empty_text"
      withBetSlip
    />
  );
}
