import { data } from 'react-router';
import type { Route } from './+types/sportsbook-champs';
import { ChampsPage } from '../features/sportsbook/game/champs-page.tsx';
import { loadChampResults, loadResultsPage } from '../features/sportsbook/game/pages.server.ts';
import { readResultsFilters } from '../features/sportsbook/game/results.ts';
import { idFromParam } from '../features/sportsbook/game/sportsbook-api.server.ts';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['sportsbook', 'betting'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const champId = params.champId === undefined ? null : idFromParam(params.champId);
  if (params.champId !== undefined && champId === null) throw data(null, { status: 404 });
  const filters = readResultsFilters(new URL(request.url).searchParams);
  return {
    champId,
    filters,
    data:
      champId === null
        ? await loadResultsPage(context, 'live', filters, params.lang)
        : await loadChampResults(context, champId, filters, params.lang),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  const champName = args.loaderData?.champId
    ? args.loaderData.data.results.find((r) => r.champId === args.loaderData?.champId)?.champName
    : undefined;
  return pageMeta(args, {
    title: champName ? 'sportsbook_champs_meta_title' : 'sportsbook_champs_title',
    description: 'sportsbook_champs_subtitle',
    params: { champ: champName ?? '' },
  });
}

export default function ChampsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ChampsPage data={loaderData.data} champId={loaderData.champId} filters={loaderData.filters} />
  );
}
