import type { GameDetailResponse } from '@playfield/protocol/sportsbook';
import { EmptyState, VisuallyHidden } from '@playfield/ui';
import { Link } from 'react-router';
import { BetSlip } from '../../coupon/bet-slip.tsx';
import { LiveIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage, useT } from '../../../i18n/i18n-context.tsx';
import './game.css';
import { MarketBlock } from './game-markets.tsx';
import { gamePath, MULTI_MAX, multiPath } from './game-paths.ts';
import { GameScoreboard } from './game-scoreboard.tsx';
import { groupMarkets } from './market-groups.ts';
import type { MultiPageData } from './pages.server.ts';
import { useGameLive } from './use-game-live.ts';

/** The markets a column shows: the first group's (the main ones), at most three. */
const COLUMN_MARKETS = 3;

function MultiColumn({ detail, others }: { detail: GameDetailResponse; others: number[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const { game, markets, closed } = useGameLive(detail, lang);
  const first = groupMarkets(markets)[0]?.markets.slice(0, COLUMN_MARKETS) ?? [];
  return (
    <article
      className="multi-column panel"
      aria-labelledby={`multi-${game.gameId}`}
      data-testid="multi-column"
    >
      <div className="multi-column__head">
        <div>
          <p className="multi-column__champ">
            {game.sportName} · {game.champName}
          </p>
          <h2 id={`multi-${game.gameId}`} className="multi-column__title">
            <Link to={gamePath(lang, game)}>{game.name}</Link>
          </h2>
        </div>
        <Link
          to={multiPath(lang, others)}
          aria-label={t('sportsbook_multi_remove', { game: game.name })}
          className="multi-column__remove"
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <GameScoreboard game={game} compact />
      {closed ? (
        <p className="game-markets__closed">{t('sportsbook_game_closed')}</p>
      ) : first.length > 0 ? (
        first.map((market) => (
          <MarketBlock key={market.marketId} game={game} market={market} headingLevel={3} compact />
        ))
      ) : (
        <p className="game-markets__empty">{t('sportsbook_game_no_markets')}</p>
      )}
      <Link to={gamePath(lang, game)} className="multi-column__all">
        {t('sportsbook_multi_all_markets', { count: markets.length })}
      </Link>
    </article>
  );
}

/**
 * Multi-live (spec §2 `multi`): up to four live games side by side, chosen from the live list,
 * the choice kept in the URL (`?games=1,2`) so it can be shared and survives a reload; each
 * column follows its game's topic. Columns stack on phones.
 */
export function MultiPage({ data }: { data: MultiPageData }) {
  const t = useT();
  const { lang } = useLanguage();
  const chosenIds = data.chosen.map((detail) => detail.game.gameId);
  const full = chosenIds.length >= MULTI_MAX;
  // The chosen games first, then the rest by sport, so a long live list reads in blocks.
  const live = [...data.live].sort(
    (a, b) =>
      Number(chosenIds.includes(b.gameId)) - Number(chosenIds.includes(a.gameId)) ||
      a.sportName.localeCompare(b.sportName) ||
      a.champName.localeCompare(b.champName),
  );
  return (
    <div className="page page--with-aside">
      <div className="page__content sb-page">
        <PageHeader
          icon={<LiveIcon />}
          title={t('sportsbook_multi_title')}
          subtitle={t('sportsbook_multi_subtitle', { max: MULTI_MAX })}
        />
        {data.chosen.length > 0 ? (
          <div className="multi-grid">
            {data.chosen.map((detail) => (
              <MultiColumn
                key={detail.game.gameId}
                detail={detail}
                others={chosenIds.filter((id) => id !== detail.game.gameId)}
              />
            ))}
          </div>
        ) : null}
        <details className="panel multi-choose" open={data.chosen.length === 0}>
          <summary className="multi-choose__summary">
            <h2 className="results-champ__title">{t('sportsbook_multi_choose')}</h2>
            <span className="game-markets__count">{data.live.length}</span>
          </summary>
          {data.live.length === 0 ? (
            <EmptyState
              icon={<LiveIcon />}
              title={t('sportsbook_multi_empty_title')}
              description={t('sportsbook_multi_empty_text')}
              headingLevel={3}
            />
          ) : (
            <ul className="multi-picker" role="list">
              {live.map((game) => {
                const chosen = chosenIds.includes(game.gameId);
                return (
                  <li key={game.gameId}>
                    <span className="multi-picker__game">
                      {game.name}
                      <span className="multi-column__champ">
                        {' '}
                        · {game.sportName} · {game.champName}
                      </span>
                    </span>
                    {chosen ? (
                      <Link
                        to={multiPath(
                          lang,
                          chosenIds.filter((id) => id !== game.gameId),
                        )}
                      >
                        {t('sportsbook_multi_remove_short')}
                        <VisuallyHidden> {game.name}</VisuallyHidden>
                      </Link>
                    ) : full ? (
                      <span className="multi-column__champ">{t('sportsbook_multi_full')}</span>
                    ) : (
                      <Link to={multiPath(lang, [...chosenIds, game.gameId])}>
                        {t('sportsbook_multi_add_short')}
                        <VisuallyHidden> {game.name}</VisuallyHidden>
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </details>
      </div>
      <BetSlip />
    </div>
  );
}
