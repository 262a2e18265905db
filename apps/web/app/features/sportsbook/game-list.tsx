import './list-page.css';
import type { GameSummary } from '@playfield/protocol/sportsbook';
import { cx } from '@playfield/ui';
import { Suspense, memo, useMemo } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import type { BettingBase } from './betting-path.ts';
import { bettingHref } from './betting-path.ts';
import { FavouriteStar } from './favourite-star.tsx';
import { formatClock, matchClockSeconds } from './game/scoreboard.ts';
import { OddsButton } from './odds-button.tsx';
import { useSportsbookPreferences } from './sportsbook-preferences.tsx';
import { groupByChamp, sectionOf } from './list-groups.ts';

function isLive(game: GameSummary): boolean {
  return game.status === 2 || game.status === 3;
}

/**
 * The games of a list, grouped by championship: each game's main market as odds buttons, the
 * live score and clock, and a link to all its markets. The view follows the visitor's choice:
 * European (one row per game), Asian (home and away on their own lines, each with its price)
 * and compact (denser rows).
 */
export function GameList({
  games,
  base,
  headingLevel = 2,
  showSport = false,
}: {
  games: readonly GameSummary[];
  /** Name each championship's sport (lists that mix sports). */
  showSport?: boolean;
  /** Where champ and game links point; null: each game's own section (home page). */
  base: BettingBase | null;
  headingLevel?: 2 | 3;
}) {
  const { lang } = useLanguage();
  const { viewType, compact } = useSportsbookPreferences();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className="game-list"
      data-view={viewType === 1 ? 'asian' : 'european'}
      data-compact={compact || undefined}
    >
      {groupByChamp(games).map((group) => (
        // A boundary per championship: React hydrates the server's groups one by one, each in
        // tasks of its own after the page's frame, instead of the whole list in one long task
        // (issue 13). Nothing here suspends; the fallback is never shown.
        <Suspense key={group.champId} fallback={null}>
          <GameGroup
            group={group}
            base={base}
            lang={lang}
            Heading={Heading}
            showSport={showSport}
          />
        </Suspense>
      ))}
    </div>
  );
}

type Group = ReturnType<typeof groupByChamp>[number];

/**
 * One championship's games. Rendered again only when one of its games changed (a live frame
 * replaces only the games it touched), so a price move renders one group and one row, not the
 * whole list.
 */
const GameGroup = memo(
  function GameGroup({
    group,
    base,
    lang,
    Heading,
    showSport,
  }: {
    group: Group;
    base: BettingBase | null;
    lang: string;
    Heading: 'h2' | 'h3';
    showSport: boolean;
  }) {
    const first = group.games[0];
    const section = first ? sectionOf(first) : 'line';
    const groupBase = useMemo(
      () => base ?? { lang, section, pageType: null, cyberType: null },
      [base, lang, section],
    );
    const champHref = bettingHref(groupBase, {
      sport: group.sportSlug,
      champ: group.champSlug,
    });
    return (
      <section className="game-group" aria-labelledby={`champ-${group.champId}`}>
        <div className="game-group__head">
          <FavouriteStar
            entry={{
              kind: 'champ',
              id: group.champId,
              name: group.champName,
              path: champHref.slice(lang.length + 2),
            }}
          />
          <Heading id={`champ-${group.champId}`} className="game-group__title">
            <Link to={champHref} discover="none">
              {showSport ? <span className="game-group__sport">{group.sportName} · </span> : null}
              {group.countryName ? `${group.countryName}. ` : ''}
              {group.champName}
            </Link>
          </Heading>
        </div>
        <ul role="list" className="game-group__games">
          {group.games.map((game) => (
            <li key={game.gameId}>
              <GameRow game={game} base={groupBase} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
  (a, b) =>
    a.base === b.base &&
    a.lang === b.lang &&
    a.Heading === b.Heading &&
    a.showSport === b.showSport &&
    a.group.champId === b.group.champId &&
    a.group.champName === b.group.champName &&
    a.group.games.length === b.group.games.length &&
    a.group.games.every((game, i) => game === b.group.games[i]),
);

/** One game; rendered again only when its game object or its base changed. */
const GameRow = memo(function GameRow({ game, base }: { game: GameSummary; base: BettingBase }) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const { viewType } = useSportsbookPreferences();
  const href = bettingHref(
    { ...base, section: sectionOf(game) },
    { sport: game.sportSlug, champ: game.champSlug, game: game.slug },
  );
  const live = isLive(game);
  const clock = live ? matchClockSeconds(game.time) : null;
  const main = game.main;
  const asian = viewType === 1 && game.home !== null && game.away !== null;
  const firstThree = main ? main.outcomes.slice(0, 3) : [];
  // Asian rows put each side's price on its line: home, away, then the draw.
  const outcomes =
    asian && firstThree.length === 3
      ? [firstThree[0], firstThree[2], firstThree[1]].filter((o) => o !== undefined)
      : firstThree;

  const status = live ? (
    <span className="game-row__live">
      <span className="game-row__live-badge">
        {game.status === 3 ? t('sportsbook_break') : t('sportsbook_live')}
      </span>
      {clock !== null && game.status === 2 ? (
        <span className="game-row__clock" data-testid="game-clock">
          {formatClock(clock)}
        </span>
      ) : game.time && game.time.period > 0 && game.status === 2 ? (
        <span className="game-row__clock">
          {t('sportsbook_period', { period: game.time.period })}
        </span>
      ) : null}
    </span>
  ) : (
    <span className="game-row__start">
      <time dateTime={new Date(game.startsAt).toISOString()}>
        <span className="game-row__date">{format.date(game.startsAt)}</span>{' '}
        <span className="game-row__time">{format.time(game.startsAt)}</span>
      </time>
    </span>
  );

  const names = asian ? (
    <span className="game-row__sides">
      <span className="game-row__side">
        <span>{game.home?.name}</span>
        {live && game.score ? <b>{game.score.home}</b> : null}
      </span>
      <span className="game-row__side">
        <span>{game.away?.name}</span>
        {live && game.score ? <b>{game.score.away}</b> : null}
      </span>
    </span>
  ) : (
    <span className="game-row__sides">
      <span className="game-row__name">{game.name}</span>
      {live && game.score ? (
        <b
          className="game-row__score"
          aria-label={t('sportsbook_score', { home: game.score.home, away: game.score.away })}
        >
          {game.score.home}:{game.score.away}
        </b>
      ) : null}
    </span>
  );

  return (
    <article className={cx('game-row', live && 'game-row--live')} aria-label={game.name}>
      <div className="game-row__info">
        {status}
        <Link to={href} className="game-row__link" discover="none">
          {names}
        </Link>
      </div>
      <div className="game-row__odds" data-count={outcomes.length}>
        {main && outcomes.length > 0 ? (
          outcomes.map((outcome) => (
            <OddsButton key={outcome.id} game={game} market={main} outcome={outcome} />
          ))
        ) : (
          <span className="game-row__closed">{t('sportsbook_no_odds')}</span>
        )}
      </div>
      <div className="game-row__tools">
        <Link to={href} discover="none" className="game-row__more">
          +{game.marketsCount}
          {/* The visible count first: the accessible name starts with what is on screen. */}
          <span className="pf-visually-hidden">
            {' '}
            {t('sportsbook_all_markets', { count: game.marketsCount, game: game.name })}
          </span>
        </Link>
        <FavouriteStar
          entry={{
            kind: 'game',
            id: game.gameId,
            name: game.name,
            path: href.slice(lang.length + 2),
          }}
        />
      </div>
    </article>
  );
});
