import { data } from 'react-router';
import type { Route } from './+types/sportsbook-results';
import { loadResultsPage } from '../features/sportsbook/game/pages.server.ts';
import { readResultsFilters } from '../features/sportsbook/game/results.ts';
import { ResultsPage } from '../features/sportsbook/game/results-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['sportsbook', 'betting'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Spec §2: results/{type: live|zone}?; another type is not a page.
  const type = params.type ?? 'live';
  if (type !== 'live' && type !== 'zone') throw data(null, { status: 404 });
  const resultType: 'live' | 'zone' = type;
  const filters = readResultsFilters(new URL(request.url).searchParams);
  return {
    type: resultType,
    filters,
    data: await loadResultsPage(context, resultType, filters, params.lang),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'sportsbook_results_title',
    description: 'sportsbook_results_description',
  });
}

export default function ResultsRoute({ loaderData }: Route.ComponentProps) {
  return <ResultsPage data={loaderData.data} type={loaderData.type} filters={loaderData.filters} />;
}
