import type { GameSummary } from '@playfield/protocol/sportsbook';
import { buttonClassName, EmptyState } from '@playfield/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { BetSlip } from '../features/coupon/bet-slip.tsx';
import { ContentSection } from '../components/content-section.tsx';
import { CasinoIcon, LiveIcon, TrophyIcon } from '../components/icons.tsx';
import type { RouteHandle } from '../i18n/dictionaries.ts';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { loadMessages } from '../i18n/messages.server.ts';
import { MAIN_SECTIONS } from '../navigation.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { useSite } from '../use-site.ts';
import { GameList } from '../features/sportsbook/game-list.tsx';
import { fetchGames } from '../features/sportsbook/list-page.server.ts';
import { useLiveList } from '../features/sportsbook/use-live-list.ts';

export const handle: RouteHandle = { dictionaries: ['home', 'betting', 'sportsbook'] };

/** Games in each of the main page's top blocks. */
const TOP_GAMES = 6;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang ?? context.shell.lang;
  // The recommended games (time filter 6) of each section; the page still renders when the
  // sportsbook does not answer, with the blocks' empty states.
  const top = (section: 'line' | 'live') =>
    fetchGames(context.shell, { section, timeFilter: 6, lng: lang, limit: TOP_GAMES })
      .then((answer) => answer.games)
      .catch(() => [] as GameSummary[]);
  const [topLive, topLine] = await Promise.all([top('live'), top('line')]);
  return { messages: loadMessages(lang, handle.dictionaries), topLive, topLine };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'home_meta_title', description: 'home_meta_description' });
}

const LIVE_TOPICS = ['live'];

/**
 * The main page: a welcome banner, shortcuts to the sections, and the three blocks of the
 * spec's main page (top live, top line, casino). The blocks show an honest empty state until
 * the sportsbook and casino contexts feed them.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lineTopics = useMemo(
    () => [...new Set(loaderData.topLine.map((g) => `sport:${g.sportId}`))],
    [loaderData.topLine],
  );
  const topLive = useLiveList(loaderData.topLive, LIVE_TOPICS, { reload: false });
  const topLine = useLiveList(loaderData.topLine, lineTopics, { reload: false });
  const { lang } = useLanguage();
  const site = useSite();
  return (
    <div className="page page--with-aside">
      <div className="page__content">
        <section className="hero pf-scheme-dark" aria-labelledby="hero-title">
          <div className="hero__content">
            <p className="hero__eyebrow">{t('home_hero_eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home_hero_title')}
            </h1>
            <p className="hero__text">{t('home_hero_text')}</p>
            <div className="hero__actions">
              {site.isRegistrationAllowed && !site.isRegistrationButtonDisabled ? (
                <Link
                  to={`/${lang}/registration`}
                  className={buttonClassName({ variant: 'primary', size: 'lg' })}
                >
                  {t('home_hero_cta_register')}
                </Link>
              ) : null}
              <Link
                to={`/${lang}/line`}
                className={buttonClassName({
                  variant: 'outline',
                  size: 'lg',
                  className: 'hero__secondary',
                })}
              >
                {t('home_hero_cta_sports')}
              </Link>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <span className="hero__pitch" />
            <span className="hero__ball" />
          </div>
        </section>

        <ul role="list" className="quick-links" aria-label={t('home_quick_links')}>
          {MAIN_SECTIONS.map(({ id, path, label, Icon }) => (
            <li key={id}>
              <Link
                to={`/${lang}/${path}`}
                className={`quick-link quick-link--${id}`}
                prefetch="intent"
              >
                <span className="quick-link__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="quick-link__label">{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>

        <ContentSection
          id="top-live"
          title={t('home_top_live')}
          icon={<LiveIcon />}
          badge={<span className="live-badge">{t('home_live_badge')}</span>}
          more={{ to: `/${lang}/live`, label: t('home_see_all') }}
        >
          {topLive.length > 0 ? (
            <GameList games={topLive} base={null} headingLevel={3} showSport />
          ) : (
            <EmptyState
              icon={<LiveIcon />}
              title={t('home_top_live_empty_title')}
              description={t('home_top_live_empty_text')}
            />
          )}
        </ContentSection>

        <div className="home-pair">
          <ContentSection
            id="top-line"
            title={t('home_top_line')}
            icon={<TrophyIcon />}
            more={{ to: `/${lang}/line`, label: t('home_see_all') }}
          >
            {topLine.length > 0 ? (
              <GameList games={topLine} base={null} headingLevel={3} showSport />
            ) : (
              <EmptyState
                icon={<TrophyIcon />}
                title={t('home_top_line_empty_title')}
                description={t('home_top_line_empty_text')}
              />
            )}
          </ContentSection>

          <ContentSection
            id="casino"
            title={t('home_casino')}
            icon={<CasinoIcon />}
            more={{ to: `/${lang}/slots`, label: t('home_see_all') }}
          >
            <EmptyState
              icon={<CasinoIcon />}
              title={t('home_casino_empty_title')}
              description={t('home_casino_empty_text')}
            />
          </ContentSection>
        </div>
      </div>
      <BetSlip />
    </div>
  );
}
