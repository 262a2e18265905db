import type { GameStatisticResponse } from '@playfield/protocol/sportsbook';
import { EmptyState } from '@playfield/ui';
import { Link } from 'react-router';
import { TrophyIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage, useT } from '../../../i18n/i18n-context.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import './game.css';
import { Arrow } from './arrow.tsx';
import { gamePath } from './game-paths.ts';
import type { StatisticPageData } from './pages.server.ts';

type Form = GameStatisticResponse['form']['home'];

function FormLine({ name, form }: { name: string; form: Form }) {
  const t = useT();
  const label = {
    W: t('sportsbook_stat_win'),
    D: t('sportsbook_stat_draw'),
    L: t('sportsbook_stat_loss'),
  };
  return (
    <section className="panel" aria-label={t('sportsbook_stat_form_of', { name })}>
      <h3 className="results-champ__title">{name}</h3>
      {form.length > 0 ? (
        <ol className="stat-form" data-testid="stat-form">
          {form.map((entry, index) => (
            <li key={index} className={`stat-form__${entry}`} title={label[entry]}>
              <span aria-hidden="true">{t(`sportsbook_stat_short_${entry}`)}</span>
              <span className="pf-visually-hidden">{label[entry]}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="multi-column__champ">{t('sportsbook_stat_no_form')}</p>
      )}
    </section>
  );
}

/**
 * A game's statistics (spec §2 `statistic/{gameId}`): the recent form of both sides (W/D/L,
 * newest first as the API gives it) and their head-to-head meetings.
 */
export function StatisticPage({ data }: { data: StatisticPageData }) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const { statistic, game } = data;
  const home = statistic.home?.name ?? game?.home?.name ?? '';
  const away = statistic.away?.name ?? game?.away?.name ?? '';
  const nameOf = (id: number) =>
    id === statistic.home?.id ? home : id === statistic.away?.id ? away : String(id);
  const title = home && away ? `${home} — ${away}` : (game?.name ?? '');
  return (
    <div className="page">
      <div className="page__content sb-page">
        <PageHeader
          icon={<TrophyIcon />}
          title={t('sportsbook_stat_title', { game: title })}
          subtitle={game ? `${game.sportName} · ${game.champName}` : undefined}
        />
        {game ? (
          <p className="sb-day">
            <Link to={gamePath(lang, game)}>
              <Arrow back /> {t('sportsbook_stat_back')}
            </Link>
          </p>
        ) : null}
        <section aria-labelledby="stat-form-title" className="sb-page">
          <h2 id="stat-form-title" className="results-champ__title">
            {t('sportsbook_stat_form')}
          </h2>
          <div className="stat-grid">
            <FormLine name={home} form={statistic.form.home} />
            <FormLine name={away} form={statistic.form.away} />
          </div>
        </section>
        <section className="panel" aria-labelledby="stat-h2h-title">
          <h2 id="stat-h2h-title" className="results-champ__title">
            {t('sportsbook_stat_h2h')}
          </h2>
          {statistic.headToHead.length > 0 ? (
            <table className="stat-table" data-testid="stat-h2h">
              <thead>
                <tr>
                  <th scope="col">{t('sportsbook_stat_date')}</th>
                  <th scope="col">{t('sportsbook_stat_match')}</th>
                  <th scope="col">{t('sportsbook_stat_score')}</th>
                </tr>
              </thead>
              <tbody>
                {statistic.headToHead.map((meeting) => (
                  <tr key={`${meeting.playedAt}-${meeting.homeId}`}>
                    <td>{format.date(meeting.playedAt)}</td>
                    <td>
                      {nameOf(meeting.homeId)} — {nameOf(meeting.awayId)}
                    </td>
                    <td>
                      {meeting.score[0]} : {meeting.score[1]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState
              icon={<TrophyIcon />}
              title={t('sportsbook_stat_no_h2h')}
              headingLevel={3}
            />
          )}
        </section>
      </div>
    </div>
  );
}
