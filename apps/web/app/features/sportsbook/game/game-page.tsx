import type { GameSummary } from '@playfield/protocol/sportsbook';
import { Link } from 'react-router';
import { BetSlip } from '../../coupon/bet-slip.tsx';
import { useLanguage, useT } from '../../../i18n/i18n-context.tsx';
import './game.css';
import { GameMarkets } from './game-markets.tsx';
import type { GamePageData } from './game-page.server.ts';
import { gameSection, multiPath, statisticPath } from './game-paths.ts';
import { GameScoreboard } from './game-scoreboard.tsx';
import { useGameLive } from './use-game-live.ts';

function Breadcrumbs({
  game,
  section,
  base,
}: {
  game: GameSummary;
  section: 'line' | 'live';
  base: string;
}) {
  const t = useT();
  return (
    <nav className="game-crumbs" aria-label={t('sportsbook_game_breadcrumbs')}>
      <ol>
        <li>
          <Link to={base}>
            {section === 'live'
              ? t('sportsbook_game_section_live')
              : t('sportsbook_game_section_line')}
          </Link>
        </li>
        <li>
          <Link to={`${base}/${game.sportSlug}`}>{game.sportName}</Link>
        </li>
        <li>
          <Link to={`${base}/${game.sportSlug}/${game.champSlug}`}>{game.champName}</Link>
        </li>
      </ol>
    </nav>
  );
}

/**
 * A game's page (spec §2 game page): breadcrumbs, the scoreboard or start time, every market
 * grouped with a filter, odds moving live over the game's topic, a link to its statistics, and
 * the bet slip beside it. `basePath` is the list the page was opened under (`/en/live`,
 * `/en/cyber/real/live`), so the breadcrumbs lead back there; by default the game's section.
 */
export function GamePage({
  data,
  section,
  basePath,
}: {
  data: GamePageData;
  section?: 'line' | 'live';
  basePath?: string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const state = useGameLive(data.detail, lang);
  const { game, markets, closed } = state;
  const listSection = section ?? gameSection(data.detail.game);
  return (
    <div className="page page--with-aside">
      <div className="page__content game-page">
        <Breadcrumbs
          game={game}
          section={listSection}
          base={basePath ?? `/${lang}/${listSection}`}
        />
        <header className="game-head panel">
          <p className="game-head__champ">
            {game.sportName} · {game.countryName} · {game.champName}
          </p>
          <h1 className="game-head__title">{game.name}</h1>
          <GameScoreboard game={game} />
          {game.home && game.away ? (
            <p className="game-head__links">
              <Link to={statisticPath(lang, game.gameId)}>
                {t('sportsbook_game_statistic_link')}
              </Link>
              {game.status === 2 || game.status === 3 ? (
                <Link to={multiPath(lang, [game.gameId])}>{t('sportsbook_game_multi_link')}</Link>
              ) : null}
            </p>
          ) : null}
        </header>
        <section className="panel game-page__markets" aria-labelledby="game-markets-title">
          <h2 id="game-markets-title" className="pf-visually-hidden">
            {t('sportsbook_game_markets')}
          </h2>
          {closed ? (
            <p className="game-markets__closed" role="status" data-testid="markets-closed">
              {t('sportsbook_game_closed')}
            </p>
          ) : (
            <GameMarkets game={game} markets={markets} />
          )}
        </section>
      </div>
      <BetSlip />
    </div>
  );
}
