import { EmptyState } from '@playfield/ui';
import { Link } from 'react-router';
import { BetSlip } from '../../coupon/bet-slip.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage, useT } from '../../../i18n/i18n-context.tsx';
import './game.css';
import { Arrow } from './arrow.tsx';
import type { ResultsPageData } from './pages.server.ts';
import type { ResultsFilters } from './results.ts';
import { groupResults } from './results.ts';
import { ResultsFiltersForm, ResultsList } from './results-page.tsx';

/**
 * Champion results (spec §2 `champs/{champId}`): one championship's finished games; without a
 * championship, the championships that have results on the chosen day, to pick one.
 */
export function ChampsPage({
  data,
  champId,
  filters,
}: {
  data: ResultsPageData;
  champId: number | null;
  filters: ResultsFilters;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const champs = groupResults(data.results);
  const champ = champId ? champs.find((c) => c.champId === champId) : undefined;
  return (
    <div className="page page--with-aside">
      <div className="page__content sb-page">
        <PageHeader
          icon={<TrophyIcon />}
          title={champ ? champ.champName : t('sportsbook_champs_title')}
          subtitle={champ ? champ.sportName : t('sportsbook_champs_subtitle')}
        />
        <p className="sb-day">
          <Link to={`/${lang}/results`}>
            <Arrow back /> {t('sportsbook_results_title')}
          </Link>
          {champId ? <Link to={`/${lang}/champs`}>{t('sportsbook_champs_all')}</Link> : null}
        </p>
        <ResultsFiltersForm data={data} filters={filters} withSport={!champId} />
        {data.failed ? (
          <div className="panel" role="alert">
            <EmptyState
              icon={<TrophyIcon />}
              title={t('sportsbook_results_error')}
              headingLevel={2}
            />
          </div>
        ) : champId ? (
          champs.length > 0 ? (
            <ResultsList champs={champs} linkChamps={false} withDate={data.spansDays} />
          ) : (
            <div className="panel">
              <EmptyState
                icon={<TrophyIcon />}
                title={t('sportsbook_results_empty_title')}
                description={t('sportsbook_results_empty_text')}
                headingLevel={2}
              />
            </div>
          )
        ) : champs.length > 0 ? (
          <section className="panel" aria-labelledby="champs-list">
            <h2 id="champs-list" className="results-champ__title">
              {t('sportsbook_champs_choose')}
            </h2>
            <ul className="multi-picker" role="list">
              {champs.map((c) => (
                <li key={c.champId}>
                  <Link to={`/${lang}/champs/${c.champId}`} className="multi-picker__game">
                    {c.sportName} · {c.champName}
                  </Link>
                  <span className="multi-column__champ">
                    {t('sportsbook_champs_count', { count: c.results.length })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <div className="panel">
            <EmptyState
              icon={<TrophyIcon />}
              title={t('sportsbook_results_empty_title')}
              description={t('sportsbook_results_empty_text')}
              headingLevel={2}
            />
          </div>
        )}
      </div>
      <BetSlip />
    </div>
  );
}
