import { Dialog, EmptyState } from '@playfield/ui';
import type { MessageKey } from '@playfield/i18n';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BetSlip } from '../coupon/bet-slip.tsx';
import { LiveIcon, SportsIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MenuSection } from './betting-path.ts';
import { SECTION_MENU_SECTIONS, bettingHref } from './betting-path.ts';
import { GameList } from './game-list.tsx';
import { listTitle } from './list-meta.ts';
import type { ListPageData } from './list-data.ts';
import { LIST_PAGE_SIZE } from './list-data.ts';
import { SportsMenu } from './sports-menu.tsx';
import { useSportsbookPreferences } from './sportsbook-preferences.tsx';
import { useLiveList } from './use-live-list.ts';

/** How many sports' topics a mixed list (line front page) follows at most. */
const MAX_SPORT_TOPICS = 6;

/** The live topics a list follows: its championship, its sport, the live list, or its sports. */
export function listTopics(data: ListPageData, sportIds: readonly number[]): string[] {
  if (data.champ) return [`champ:${data.champ.champId}`];
  if (data.sport) return [`sport:${data.sport.sportId}`];
  if (data.base.section === 'live' && !data.base.cyberType) return ['live'];
  return [...new Set(sportIds)].slice(0, MAX_SPORT_TOPICS).map((id) => `sport:${id}`);
}

const MENU_SECTION_LABEL: Record<string, MessageKey> = {
  all: 'sportsbook_filter_all',
  upcoming: 'sportsbook_filter_upcoming',
  'first-period': 'sportsbook_filter_first_period',
  'second-period': 'sportsbook_filter_second_period',
  top: 'sportsbook_filter_top',
};

/**
 * A betting list page: the sports menu (a drawer on phones), line/live tabs, the time filter,
 * the view switches, and the games grouped by championship with their odds moving live.
 */
export function ListPage({ data }: { data: ListPageData }) {
  const t = useT();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const topics = useMemo(
    () =>
      listTopics(
        data,
        data.games.map((g) => g.sportId),
      ),
    [data],
  );
  const { base, parts } = data;
  const heading = listTitle(data);

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const menu = (
    <SportsMenu
      base={base}
      menuSection={parts.menuSection}
      sports={data.sports}
      currentSport={data.sport}
      currentChamps={data.champs}
      currentChampId={data.champ?.champId ?? null}
    />
  );

  return (
    <div className="page page--with-aside betting-page" data-page-type={base.pageType ?? undefined}>
      <div className="page__content betting-page__layout">
        {/* Hydrated on its own, after the page (a boundary; hidden on phones anyway). */}
        <div className="betting-page__menu">
          <Suspense fallback={null}>{menu}</Suspense>
        </div>
        <div className="betting-page__main">
          <div className="betting-page__head">
            <h1 className="betting-page__title">
              <span className="betting-page__icon" aria-hidden="true">
                {base.section === 'live' ? <LiveIcon /> : <SportsIcon />}
              </span>
              {t(heading.title, heading.params)}
            </h1>
            <button
              type="button"
              className="betting-page__menu-button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              {t('sportsbook_menu_open')}
            </button>
          </div>

          <nav className="betting-tabs" aria-label={t('sportsbook_sections')}>
            {(['line', 'live'] as const).map((section) => (
              <Link
                key={section}
                to={bettingHref(
                  { ...base, section },
                  { sport: data.sport?.slug, champ: data.champ?.slug },
                )}
                className="betting-tabs__tab"
                aria-current={section === base.section ? 'page' : undefined}
                prefetch="intent"
              >
                {t(section === 'live' ? 'sportsbook_section_live' : 'sportsbook_section_line')}
              </Link>
            ))}
          </nav>

          <div className="betting-toolbar">
            <nav className="betting-filter" aria-label={t('sportsbook_filter_label')}>
              {SECTION_MENU_SECTIONS[base.section].map((menuSection: MenuSection | null) => (
                <Link
                  key={menuSection ?? 'all'}
                  to={bettingHref(base, {
                    menuSection,
                    sport: data.sport?.slug,
                    champ: data.champ?.slug,
                  })}
                  className="betting-filter__item"
                  aria-current={menuSection === parts.menuSection ? 'page' : undefined}
                  preventScrollReset
                >
                  {t(MENU_SECTION_LABEL[menuSection ?? 'all'] ?? 'sportsbook_filter_all')}
                </Link>
              ))}
            </nav>
            <ViewSwitch />
          </div>

          <LiveGames data={data} topics={topics} />

          {data.total > data.games.length ? (
            <p className="betting-page__more">
              <Link
                to={`${location.pathname}?limit=${data.limit + LIST_PAGE_SIZE}`}
                preventScrollReset
                className="betting-page__more-link"
              >
                {t('sportsbook_show_more', { shown: data.games.length, total: data.total })}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <BetSlip />
      <Dialog
        id="sports-menu-drawer"
        variant="drawer"
        className="sports-menu-drawer"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('sportsbook_menu_title')}
        closeLabel={t('sportsbook_menu_close')}
      >
        {menuOpen ? menu : null}
      </Dialog>
    </div>
  );
}

/**
 * The list's games as they move. Its own component: a live frame renders this list (and in it
 * only the changed rows), not the menu, tabs and switches around it.
 */
function LiveGames({ data, topics }: { data: ListPageData; topics: readonly string[] }) {
  const t = useT();
  const games = useLiveList(data.games, topics);
  const { base } = data;
  const otherSection = base.section === 'line' ? 'live' : 'line';
  return games.length > 0 ? (
    <GameList games={games} base={base} showSport={!data.sport} />
  ) : (
    <div className="panel">
      <EmptyState
        icon={base.section === 'live' ? <LiveIcon /> : <SportsIcon />}
        title={t('sportsbook_empty_title')}
        description={t(base.section === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
        headingLevel={2}
      />
      <p className="betting-page__other">
        <Link
          to={bettingHref(
            { ...base, section: otherSection },
            { sport: data.sport?.slug, champ: data.champ?.slug },
          )}
        >
          {t(otherSection === 'live' ? 'sportsbook_go_live' : 'sportsbook_go_line')}
        </Link>
      </p>
    </div>
  );
}

/** Short ("1", "Over") or full ("Lions", "Over 2.5") outcome labels, kept in a cookie. */
export function MarketNamesSwitch() {
  const t = useT();
  const { marketsNameType, setMarketsNameType } = useSportsbookPreferences();
  return (
    <fieldset className="view-switch__group">
      <legend className="pf-visually-hidden">{t('sportsbook_names_label')}</legend>
      {(['short', 'full'] as const).map((type) => (
        <label key={type} className="view-switch__option">
          <input
            type="radio"
            name="markets_name_type"
            value={type}
            checked={marketsNameType === type}
            onChange={() => setMarketsNameType(type)}
          />
          <span>{t(type === 'short' ? 'sportsbook_names_short' : 'sportsbook_names_full')}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** European or Asian rows, and the compact density: kept in cookies for the next visit. */
function ViewSwitch() {
  const t = useT();
  const { viewType, setViewType, compact, setCompact } = useSportsbookPreferences();
  return (
    <div className="view-switch">
      <fieldset className="view-switch__group">
        <legend className="pf-visually-hidden">{t('sportsbook_view_label')}</legend>
        {([0, 1] as const).map((view) => (
          <label key={view} className="view-switch__option">
            <input
              type="radio"
              name="app_view_type"
              value={view}
              checked={viewType === view}
              onChange={() => setViewType(view)}
            />
            <span>{t(view === 0 ? 'sportsbook_view_european' : 'sportsbook_view_asian')}</span>
          </label>
        ))}
      </fieldset>
      <label className="view-switch__option view-switch__compact">
        <input type="checkbox" checked={compact} onChange={(e) => setCompact(e.target.checked)} />
        <span>{t('sportsbook_view_compact')}</span>
      </label>
      <MarketNamesSwitch />
    </div>
  );
}
