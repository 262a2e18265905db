import type { Route } from './+types/casino';
import { CasinoIcon } from '../components/icons.tsx';
import { SectionPage } from '../components/section-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['section'] };

export function loader({ params }: Route.LoaderArgs) {
  return { messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'section_casino_title',
    description: 'section_casino_description',
  });
}

export default function CasinoPage() {
  return (
    <SectionPage
      icon={<CasinoIcon />}
      title="section_casino_title"
      subtitle="section_casino_description"
      emptyTitle="section_casino_empty_title"
      emptyText="section_casino_empty_text"
    />
  );
}
