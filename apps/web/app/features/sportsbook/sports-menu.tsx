import type { LineChamp, LineSport } from '@playfield/protocol/sportsbook';
import { cx } from '@playfield/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import type { BettingBase, MenuSection } from './betting-path.ts';
import { bettingHref } from './betting-path.ts';
import { FavouriteStar } from './favourite-star.tsx';
import { useFavourites } from './favourites.ts';
import { useSportsbookPreferences } from './sportsbook-preferences.tsx';
import { groupChampsByCountry } from './list-groups.ts';

/**
 * The left menu of a betting list: the visitor's favourites on top, then the section's sports
 * with their game counts. A sport opens to its championships (grouped by country unless the
 * visitor turned that off); the current sport's come with the page, another's are fetched from
 * the public API when it is opened.
 */
export function SportsMenu({
  base,
  menuSection,
  sports,
  currentSport,
  currentChamps,
  currentChampId,
}: {
  base: BettingBase;
  menuSection: MenuSection | null;
  sports: readonly LineSport[];
  currentSport: LineSport | null;
  currentChamps: readonly LineChamp[];
  currentChampId: number | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const favourites = useFavourites();
  const { groupByCountry, setGroupByCountry } = useSportsbookPreferences();
  // The menu is on the page and, on phones, in a drawer too: ids must differ between the two.
  const id = useId();
  return (
    <nav className="sports-menu" aria-label={t('sportsbook_menu_title')}>
      {favourites.length > 0 ? (
        <section className="sports-menu__group" aria-labelledby={`${id}-favourites`}>
          <h2 id={`${id}-favourites`} className="sports-menu__heading">
            {t('sportsbook_favourites')}
          </h2>
          <ul role="list" className="sports-menu__list">
            {favourites.map((f) => (
              <li key={`${f.kind}-${f.id}`} className="sports-menu__fav">
                <Link to={`/${lang}/${f.path}`} className="sports-menu__link">
                  <span className="sports-menu__name">{f.name}</span>
                </Link>
                <FavouriteStar entry={f} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="sports-menu__group" aria-labelledby={`${id}-sports`}>
        <div className="sports-menu__head">
          <h2 id={`${id}-sports`} className="sports-menu__heading">
            {t('sportsbook_menu_sports')}
          </h2>
          <label className="sports-menu__option">
            <input
              type="checkbox"
              checked={groupByCountry}
              onChange={(event) => setGroupByCountry(event.target.checked)}
            />
            {t('sportsbook_group_by_country')}
          </label>
        </div>
        {sports.length === 0 ? (
          <p className="sports-menu__empty">{t('sportsbook_menu_empty')}</p>
        ) : (
          <ul role="list" className="sports-menu__list">
            {sports.map((sport) => (
              <SportItem
                key={sport.sportId}
                base={base}
                menuSection={menuSection}
                sport={sport}
                current={currentSport?.sportId === sport.sportId}
                champs={currentSport?.sportId === sport.sportId ? currentChamps : null}
                currentChampId={currentChampId}
                groupByCountry={groupByCountry}
              />
            ))}
          </ul>
        )}
      </section>
    </nav>
  );
}

function SportItem({
  base,
  menuSection,
  sport,
  current,
  champs: loaded,
  currentChampId,
  groupByCountry,
}: {
  base: BettingBase;
  menuSection: MenuSection | null;
  sport: LineSport;
  current: boolean;
  champs: readonly LineChamp[] | null;
  currentChampId: number | null;
  groupByCountry: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(current);
  const [fetched, setFetched] = useState<readonly LineChamp[] | null>(null);
  const [failed, setFailed] = useState(false);
  const champs = loaded ?? fetched;
  const listId = `${useId()}-champs`;

  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  useEffect(() => {
    if (!open || champs || failed) return;
    const controller = new AbortController();
    const search = new URLSearchParams({
      sportId: String(sport.sportId),
      section: base.section,
      lng: base.lang,
    });
    fetch(`/web-api/line/champs?${search.toString()}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error('champs'))))
      .then((body: { champs?: LineChamp[] }) => setFetched(body.champs ?? []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      });
    return () => controller.abort();
  }, [open, champs, failed, sport.sportId, base.section, base.lang]);

  const sportHref = bettingHref(base, { menuSection, sport: sport.slug });
  return (
    <li className={cx('sports-menu__sport', current && 'sports-menu__sport--current')}>
      <div className="sports-menu__row">
        <Link
          to={sportHref}
          className="sports-menu__link"
          aria-current={current && currentChampId === null ? 'page' : undefined}
          prefetch="intent"
        >
          <span className="sports-menu__name">{sport.name}</span>
          <span className="sports-menu__count">{sport.count}</span>
        </Link>
        <button
          type="button"
          className="sports-menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('sportsbook_menu_champs', { sport: sport.name })}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      {open ? (
        <div id={listId} className="sports-menu__champs">
          {champs === null ? (
            <p className="sports-menu__empty">
              {failed ? t('sportsbook_menu_failed') : t('sportsbook_loading')}
            </p>
          ) : groupByCountry ? (
            groupChampsByCountry(champs).map((country) => (
              <div
                key={country.countryCode || country.countryName}
                className="sports-menu__country"
              >
                <p className="sports-menu__country-name">{country.countryName}</p>
                <ChampLinks
                  base={base}
                  menuSection={menuSection}
                  sport={sport}
                  champs={country.champs}
                  currentChampId={currentChampId}
                />
              </div>
            ))
          ) : (
            <ChampLinks
              base={base}
              menuSection={menuSection}
              sport={sport}
              champs={champs}
              currentChampId={currentChampId}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

function ChampLinks({
  base,
  menuSection,
  sport,
  champs,
  currentChampId,
}: {
  base: BettingBase;
  menuSection: MenuSection | null;
  sport: LineSport;
  champs: readonly LineChamp[];
  currentChampId: number | null;
}) {
  return (
    <ul role="list" className="sports-menu__list">
      {champs.map((champ) => (
        <li key={champ.champId}>
          <Link
            to={bettingHref(base, { menuSection, sport: sport.slug, champ: champ.slug })}
            className="sports-menu__link sports-menu__link--champ"
            aria-current={currentChampId === champ.champId ? 'page' : undefined}
            discover="none"
          >
            <span className="sports-menu__name">{champ.name}</span>
            <span className="sports-menu__count">{champ.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
