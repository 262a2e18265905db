// The betting lists (spec §2): `line/*`, `live/*`, the page-type prefixes (`topgame/live/*`,
// `epl/line/*`, …) and cyber (`cyber` → `cyber/real`, `cyber/{type}/*`). One module serves every
// address; `resolveBettingAddress` says which list it is, and decision 016 explains the shape.
import { lazy } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/betting-page';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { loadMessages } from '../i18n/messages.server.ts';
import {
  basePath,
  bettingHref,
  idOfSlug,
  pagePathOf,
  resolveBettingAddress,
} from '../features/sportsbook/betting-path.ts';
import { gamePageMeta } from '../features/sportsbook/game/game-meta.ts';
import { loadGamePage } from '../features/sportsbook/game/game-page.server.ts';
import type { GamePageData } from '../features/sportsbook/game/game-page.server.ts';
import { listMeta } from '../features/sportsbook/list-meta.ts';
import { ListPage } from '../features/sportsbook/list-page.tsx';
import { readLimit } from '../features/sportsbook/list-data.ts';
import { loadListPage } from '../features/sportsbook/list-page.server.ts';
import type { ListPageData } from '../features/sportsbook/list-data.ts';

// The game page (its live client checks frames with the protocol's zod schemas) is a chunk of
// its own: the lists, `/en/live` first of all, do not load it (issue 13, decision 025). No
// Suspense boundary: the server renders it in the shell, hydration waits for the chunk.
const GamePage = lazy(() =>
  import('../features/sportsbook/game/game-page.tsx').then((m) => ({ default: m.GamePage })),
);

export const handle: RouteHandle = { dictionaries: ['sportsbook', 'betting'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = params.lang ?? context.shell.lang;
  const url = new URL(request.url);
  const rest = pagePathOf(url.pathname).split('/').slice(2).join('/');
  const address = resolveBettingAddress(lang, rest);
  if (address === null) throw data(null, { status: 404 });
  if (address.kind === 'redirect') throw redirect(address.to, 301);
  const messages = loadMessages(lang, handle.dictionaries);

  if (address.parts.game) {
    // @sportsbook-game: the game page (features/sportsbook/game/). The game is found by the id
    // its slug starts with; an address whose slugs are not the game's own is sent to the one
    // that is, so each game has one address under each list.
    const gameId = idOfSlug(address.parts.game);
    if (gameId === null) throw data(null, { status: 404 });
    const game = await loadGamePage(context, gameId, lang);
    const { sportSlug, champSlug, slug } = game.detail.game;
    const { sport, champ } = address.parts;
    if (sport !== sportSlug || champ !== champSlug || address.parts.game !== slug) {
      const to = bettingHref(address.base, {
        ...address.parts,
        sport: sportSlug,
        champ: champSlug,
        game: slug,
      });
      throw redirect(`${to}${url.search}`, 301);
    }
    return {
      kind: 'game' as const,
      game,
      section: address.base.section,
      basePath: basePath(address.base),
      messages,
    };
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
  const loaded = args.loaderData as
    { kind: 'list'; list: ListPageData } | { kind: 'game'; game: GamePageData } | undefined;
  if (loaded?.kind === 'game') return gamePageMeta(args, loaded.game.detail.game);
  return listMeta(args, loaded?.kind === 'list' ? loaded.list : undefined);
}

export default function BettingPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'game') {
    return (
      <GamePage
        key={loaderData.game.detail.game.gameId}
        data={loaderData.game}
        section={loaderData.section}
        basePath={loaderData.basePath}
      />
    );
  }
  return <ListPage data={loaderData.list} />;
}
