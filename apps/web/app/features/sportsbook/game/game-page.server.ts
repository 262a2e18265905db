// Server-only: the game page's data (GET /web-api/line/game/{gameId} in the page's language).
import { gameDetailEndpoint } from '@playfield/protocol/endpoints/sportsbook';
import type { ShellContext } from '@playfield/protocol/load-context';
import type { GameDetailResponse } from '@playfield/protocol/sportsbook';
import { getSportsbook } from './sportsbook-api.server.ts';

/** What the game page renders: the game with every market, as the API named them. */
export interface GamePageData {
  detail: GameDetailResponse;
}

/**
 * Loads a game for its page; an unknown game is the page's 404. Called by the sportsbook's
 * route module for the `{section}/{sport}/{champ}/{gameId-slug}` branch.
 */
export async function loadGamePage(
  context: { shell: ShellContext },
  gameId: number,
  lang: string,
): Promise<GamePageData> {
  const detail = await getSportsbook(
    context.shell,
    gameDetailEndpoint,
    { params: { gameId: String(gameId) } },
    lang,
  );
  return { detail };
}
