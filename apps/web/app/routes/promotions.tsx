import type { Route } from './+types/promotions';
import { PromotionsIcon } from '../components/icons.tsx';
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
    title: 'section_promotions_title',
    description: 'section_promotions_description',
  });
}

export default function PromotionsPage() {
  return (
    <SectionPage
      icon={<PromotionsIcon />}
      title="section_promotions_title"
      subtitle="section_promotions_description"
      emptyTitle="section_promotions_empty_title"
      emptyText="section_promotions_empty_text"
    />
  );
}
