import { data } from 'react-router';
import type { Route } from './+types/sportsbook-statistic';
import { loadStatisticPage } from '../features/sportsbook/game/pages.server.ts';
import { idFromParam } from '../features/sportsbook/game/sportsbook-api.server.ts';
import { StatisticPage } from '../features/sportsbook/game/statistic-page.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['sportsbook'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const gameId = idFromParam(params.gameId);
  if (gameId === null) throw data(null, { status: 404 });
  return {
    data: await loadStatisticPage(context, gameId, params.lang),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  const stat = args.loaderData?.data.statistic;
  const game =
    stat?.home && stat.away
      ? `${stat.home.name} — ${stat.away.name}`
      : (args.loaderData?.data.game?.name ?? '');
  return pageMeta(args, {
    title: 'sportsbook_stat_title',
    description: 'sportsbook_stat_description',
    params: { game },
  });
}

export default function StatisticRoute({ loaderData }: Route.ComponentProps) {
  return <StatisticPage data={loaderData.data} />;
}
