import type { Route } from './+types/sports';
import { SportsIcon } from '../components/icons.tsx';
import { SectionPage } from '../components/section-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['section', 'betting'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'section_sports_title',
    description: 'section_sports_description',
  });
}

export default function SportsPage() {
  return (
    <SectionPage
      icon={<SportsIcon />}
      title="section_sports_title"
      subtitle="section_sports_description"
      emptyTitle="section_sports_empty_title"
      emptyText="section_sports_empty_text"
      withBetSlip
    />
  );
}
