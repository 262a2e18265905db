import type { Route } from './+types/sportsbook-multi';
import { readMultiGames } from '../features/sportsbook/game/game-paths.ts';
import { MultiPage } from '../features/sportsbook/game/multi-page.tsx';
import { loadMultiPage } from '../features/sportsbook/game/pages.server.ts';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const handle: RouteHandle = { dictionaries: ['sportsbook', 'betting'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const gameIds = readMultiGames(new URL(request.url).searchParams);
  return {
    data: await loadMultiPage(context, gameIds, params.lang),
    messages: loadMessages(params.lang, handle.dictionaries),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'sportsbook_multi_title',
    description: 'sportsbook_multi_description',
  });
}

export default function MultiLiveRoute({ loaderData }: Route.ComponentProps) {
  return <MultiPage data={loaderData.data} />;
}
