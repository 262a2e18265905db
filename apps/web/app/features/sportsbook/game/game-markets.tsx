import type { GameSummary, MarketView } from '@playfield/protocol/sportsbook';
import { useId, useState } from 'react';
import type { MessageKey } from '@playfield/i18n';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { MarketGroupId } from './market-groups.ts';
import { groupMarkets, visibleGroups } from './market-groups.ts';
import { OddsButton } from '../odds-button.tsx';
import { marketLabel, useSportsbookPreferences } from '../sportsbook-preferences.tsx';

const GROUP_LABEL: Record<MarketGroupId, MessageKey> = {
  main: 'sportsbook_game_group_main',
  totals: 'sportsbook_game_group_totals',
  handicaps: 'sportsbook_game_group_handicaps',
  periods: 'sportsbook_game_group_periods',
  correct_score: 'sportsbook_game_group_correct_score',
  specials: 'sportsbook_game_group_specials',
  other: 'sportsbook_game_group_other',
};

/** One market: its name, a locked note while suspended, and an odds button per outcome. */
export function MarketBlock({
  game,
  market,
  headingLevel = 4,
  compact = false,
}: {
  game: GameSummary;
  market: MarketView;
  headingLevel?: 3 | 4;
  /** Narrow columns (multi-live): tighter outcome cells. */
  compact?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const t = useT();
  const { marketsNameType } = useSportsbookPreferences();
  const titleId = useId();
  const locked = market.suspended || game.feedSuspended;
  return (
    <div
      className={locked ? 'game-market game-market--locked' : 'game-market'}
      role="group"
      aria-labelledby={titleId}
      data-testid="game-market"
    >
      <Heading id={titleId} className="game-market__name">
        {market.name}
        {locked ? (
          <span className="game-market__lock"> · {t('sportsbook_game_suspended')}</span>
        ) : null}
      </Heading>
      <div
        className={
          compact ? 'game-market__outcomes game-market__outcomes--compact' : 'game-market__outcomes'
        }
        data-count={market.outcomes.length > 3 ? 'many' : market.outcomes.length}
      >
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            game={game}
            market={market}
            outcome={outcome}
            // The short or full name as the visitor chose, then a space: the visible text
            // ("1 2.10", "Lions 2.10") is then the end of the button's accessible name, after
            // its hidden context (WCAG 2.5.3).
            label={`${marketLabel(outcome, marketsNameType)} `}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Every market of a game, in collapsible sections by group, with a filter per group. Sections
 * are native disclosure widgets, so they open and close from the keyboard without scripts.
 */
export function GameMarkets({ game, markets }: { game: GameSummary; markets: MarketView[] }) {
  const t = useT();
  const [filter, setFilter] = useState<string>('all');
  const groups = groupMarkets(markets);
  const shown = visibleGroups(groups, filter);
  if (groups.length === 0) {
    return <p className="game-markets__empty">{t('sportsbook_game_no_markets')}</p>;
  }
  const tabs = [{ id: 'all', label: t('sportsbook_game_group_all'), count: markets.length }].concat(
    groups.map((group) => ({
      id: group.id,
      label: t(GROUP_LABEL[group.id]),
      count: group.markets.length,
    })),
  );
  return (
    <div className="game-markets">
      <div className="game-markets__filter" role="group" aria-label={t('sportsbook_game_filter')}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className="game-markets__tab"
            aria-pressed={shown.length === groups.length ? tab.id === 'all' : tab.id === filter}
            onClick={() => setFilter(tab.id)}
          >
            {tab.label} <span className="game-markets__count">{tab.count}</span>
          </button>
        ))}
      </div>
      {shown.map((group) => (
        <details key={group.id} className="game-group" open>
          <summary className="game-group__summary">
            <h3 className="game-group__title">{t(GROUP_LABEL[group.id])}</h3>
            <span className="game-markets__count">{group.markets.length}</span>
          </summary>
          <div className="game-group__markets">
            {group.markets.map((market) => (
              <MarketBlock key={market.marketId} game={game} market={market} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
