// The betting lists (spec §2): `line/*`, `live/*`, the page-type prefixes (`topgame/live/*`,
// `epl/line/*`, …) and cyber (`cyber` → `cyber/real`, `cyber/{type}/*`). One module serves every
// address; `resolveBettingAddress` says which list it is, and decision 016 explains the shape.
import { data, redirect } from 'react-router';
import type { Route } from './+types/betting-page';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import { resolveBettingAddress } from '../features/sportsbook/betting-path.ts';
import { listMeta } from '../features/sportsbook/list-meta.ts';
import { ListPage } from '../features/sportsbook/list-page.tsx';
import { loadListPage, readLimit } from '../features/sportsbook/list-page.server.ts';
import type { ListPageData } from '../features/sportsbook/list-page.server.ts';

export const handle: RouteHandle = { dictionaries: ['sportsbook', 'betting'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = params.lang ?? context.shell.lang;
  const url = new URL(request.url);
  const rest = url.pathname.split('/').slice(2).join('/');
  const address = resolveBettingAddress(lang, rest);
  if (address === null) throw data(null, { status: 404 });
  if (address.kind === 'redirect') throw redirect(address.to, 301);
  const messages = loadMessages(lang, handle.dictionaries);

  if (address.parts.game) {
    // @sportsbook-game: the game page plugs in here — `loadGamePage` / `GamePage` from
    // features/sportsbook/game/ (its own helper's work). Until it does, a game address shows
    // the list of the game's championship.
  }

  const list = await loadListPage(
    context.shell,
    address.base,
    address.parts,
    readLimit(url.searchParams),
  );
  return { kind: 'list' as const, list, messages };
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData as { kind: 'list'; list: ListPageData } | undefined;
  return listMeta(args, loaded?.kind === 'list' ? loaded.list : undefined);
}

export default function BettingPage({ loaderData }: Route.ComponentProps) {
  return <ListPage data={loaderData.list} />;
}
