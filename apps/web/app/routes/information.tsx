import { EmptyState } from '@playfield/ui';
import { paymentPageAccess } from '@playfield/domain/payment-page';
import { data, redirect } from 'react-router';
import type { Route } from './+types/information';
import { InfoIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { INFORMATION_PAGES } from '../navigation.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['info'] };

function findPage(id: string | undefined) {
  return INFORMATION_PAGES.find((p) => p.id === id);
}

export function loader({ params, context, request }: Route.LoaderArgs) {
  const page = findPage(params.page);
  if (!page) throw data(null, { status: 404 });
  if (page.id === 'payment') {
    const { config, auth } = context.shell;
    const access = paymentPageAccess({
      availableRoutes: config.availableRoutes,
      onlyAuth: config.isShowPaymentPageOnlyAuth,
      signedIn: auth !== null,
    });
    if (access === 'not_found') throw data(null, { status: 404 });
    if (access === 'login') {
      const here = new URL(request.url);
      throw redirect(
        `/${params.lang}/login?return-url=${encodeURIComponent(here.pathname + here.search)}`,
      );
    }
  }
  return { page: page.id, messages: loadMessages(params.lang, handle.dictionaries) };
}

export function meta(args: Route.MetaArgs) {
  const page = findPage(args.params.page);
  if (!page) return [];
  return pageMeta(args, { title: page.label, description: 'info_description' });
}

/** An information page (spec §2 "Information"); its text is published by the content service. */
export default function InformationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page = findPage(loaderData.page);
  if (!page) return null;
  return (
    <div className="page page--narrow">
      <PageHeader icon={<InfoIcon />} title={t(page.label)} subtitle={t('info_description')} />
      <div className="panel">
        <EmptyState
          icon={<InfoIcon />}
          title={t('info_empty_title')}
          description={t('info_empty_text')}
          headingLevel={2}
        />
      </div>
    </div>
  );
}
