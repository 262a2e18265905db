import type { GameResultView } from '@playfield/protocol/sportsbook';
import { Button, EmptyState, Select } from '@playfield/ui';
import { Form, Link } from 'react-router';
import { BetSlip } from '../../coupon/bet-slip.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage, useT } from '../../../i18n/i18n-context.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import './game.css';
import { Arrow } from './arrow.tsx';
import type { ResultsPageData } from './pages.server.ts';
import type { ResultsChamp, ResultsFilters } from './results.ts';
import { groupResults, resultsQuery, shiftDay } from './results.ts';

function ResultRow({ result, withDate }: { result: GameResultView; withDate: boolean }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="results-row" data-testid="result-row">
      <span className="results-row__time">
        {withDate ? format.dateTime(result.startsAt) : format.time(result.startsAt)}
      </span>
      <span className="results-row__name">
        {result.name}
        {result.periods.length > 0 ? (
          <span className="results-row__periods">
            ({result.periods.map(([home, away]) => `${home}:${away}`).join(', ')})
          </span>
        ) : null}
      </span>
      <span className="results-row__score">
        {result.cancelled
          ? t('sportsbook_results_cancelled')
          : `${result.score[0]} : ${result.score[1]}`}
      </span>
    </li>
  );
}

/** Finished games by championship (each championship links to its champion results). */
export function ResultsList({
  champs,
  linkChamps,
  withDate = false,
}: {
  champs: ResultsChamp[];
  linkChamps: boolean;
  /** Rows show the date too (results of several days). */
  withDate?: boolean;
}) {
  const { lang } = useLanguage();
  return (
    <>
      {champs.map((champ) => (
        <section
          key={champ.champId}
          className="panel results-champ"
          aria-labelledby={`champ-${champ.champId}`}
        >
          <h2 id={`champ-${champ.champId}`} className="results-champ__title">
            {champ.sportName} ·{' '}
            {linkChamps ? (
              <Link to={`/${lang}/champs/${champ.champId}`}>{champ.champName}</Link>
            ) : (
              champ.champName
            )}
          </h2>
          <ul className="results-list" role="list">
            {champ.results.map((result) => (
              <ResultRow key={result.gameId} result={result} withDate={withDate} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The day picker and sport filter (a GET form: the filters live in the URL). */
export function ResultsFiltersForm({
  data,
  filters,
  withSport = true,
}: {
  data: ResultsPageData;
  filters: ResultsFilters;
  withSport?: boolean;
}) {
  const t = useT();
  const day = filters.date ?? data.date;
  return (
    <div className="panel sb-filters-panel">
      <Form
        method="get"
        className="sb-filters"
        aria-label={t('sportsbook_results_filters')}
        key={resultsQuery(filters)}
      >
        <label className="pf-field">
          <span className="pf-field__label">{t('sportsbook_results_date')}</span>
          <input className="sb-input" type="date" name="date" defaultValue={day} />
        </label>
        {withSport ? (
          <Select
            name="sportId"
            label={t('sportsbook_results_sport')}
            defaultValue={filters.sportId ? String(filters.sportId) : ''}
            options={[
              { value: '', label: t('sportsbook_results_all_sports') },
              ...data.sports.map((sport) => ({ value: String(sport.sportId), label: sport.name })),
            ]}
          />
        ) : null}
        <Button type="submit" variant="primary">
          {t('sportsbook_results_show')}
        </Button>
      </Form>
      <p className="sb-day">
        <Link to={resultsQuery({ ...filters, date: shiftDay(day, -1) }) || '.'}>
          <Arrow back /> {t('sportsbook_results_previous_day')}
        </Link>
        <Link to={resultsQuery({ ...filters, date: shiftDay(day, 1) }) || '.'}>
          {t('sportsbook_results_next_day')} <Arrow />
        </Link>
      </p>
    </div>
  );
}

/**
 * Results (spec §2 `results/{type: live|zone}?`): a day's finished games by championship, with
 * a day picker, a sport filter and the two result types as tabs.
 */
export function ResultsPage({
  data,
  type,
  filters,
}: {
  data: ResultsPageData;
  type: 'live' | 'zone';
  filters: ResultsFilters;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const champs = groupResults(data.results);
  const query = resultsQuery(filters);
  return (
    <div className="page page--with-aside">
      <div className="page__content sb-page">
        <PageHeader
          icon={<TrophyIcon />}
          title={t('sportsbook_results_title')}
          subtitle={t('sportsbook_results_subtitle', {
            date: format.date(Date.parse(`${data.date}T12:00:00Z`)),
          })}
        />
        <nav aria-label={t('sportsbook_results_types')}>
          <ul className="sb-tabs" role="list">
            {(['live', 'zone'] as const).map((tab) => (
              <li key={tab}>
                <Link
                  to={`/${lang}/results/${tab}${query}`}
                  aria-current={tab === type ? 'page' : undefined}
                >
                  {t(
                    tab === 'live'
                      ? 'sportsbook_results_type_live'
                      : 'sportsbook_results_type_zone',
                  )}
                </Link>
              </li>
            ))}
            <li>
              <Link to={`/${lang}/champs`}>{t('sportsbook_champs_title')}</Link>
            </li>
          </ul>
        </nav>
        <ResultsFiltersForm data={data} filters={filters} />
        {data.failed ? (
          <div className="panel" role="alert">
            <EmptyState
              icon={<TrophyIcon />}
              title={t('sportsbook_results_error')}
              headingLevel={2}
            />
          </div>
        ) : champs.length > 0 ? (
          <ResultsList champs={champs} linkChamps />
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
