// A game in the console (issue 15, decision 037): its markets with offered and feed prices,
// suspend/reopen (the game or a market), a market's margin, voiding a market, entering or
// correcting the result, resettling, and the liability per outcome.
import {
  consoleGameMarketsEndpoint,
  consoleGameReopenEndpoint,
  consoleGameSuspendEndpoint,
  consoleLiabilityEndpoint,
  consoleMarketMarginEndpoint,
  consoleMarketReopenEndpoint,
  consoleMarketSuspendEndpoint,
  consoleMarketVoidEndpoint,
  consoleResettleEndpoint,
  consoleResultEndpoint,
} from '@playfield/protocol/endpoints/console-sportsbook';
import type {
  ConsoleMarket,
  ConsoleResettlement,
} from '@playfield/protocol/endpoints/console-sportsbook';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formValue } from '../components/form-field.tsx';
import {
  bpToPercent,
  formatCoef,
  formatMinor,
  formatPerCurrency,
  parseMarginPercent,
  parseScore,
} from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { useConsole } from '../features/console/console-session.tsx';
import { Failure, Field, PageTitle, StatusLine } from '../features/console/console-ui.tsx';
import { DataTable } from '../features/console/data-table.tsx';
import { useConsoleData } from '../features/console/use-console-data.ts';

export const meta = consoleMeta('console_games_title');

/** A market's name (the feed's names carry the line, e.g. "Handicap -1.5"). */
function marketLabel(market: ConsoleMarket): string {
  return market.name;
}

export default function ConsoleGame() {
  const t = useT();
  const { call, may } = useConsole();
  const gameId = useParams().gameId ?? '';
  const game = useConsoleData(
    (signal) => call(consoleGameMarketsEndpoint, { params: { gameId } }, { signal }),
    gameId,
  );
  const liability = useConsoleData(
    (signal) => call(consoleLiabilityEndpoint, { params: { gameId } }, { signal }),
    gameId,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [marginErrors, setMarginErrors] = useState<Record<number, boolean>>({});
  const [scoreError, setScoreError] = useState(false);
  const canMarkets = may('sportsbook.markets');
  const canResults = may('sportsbook.results');

  async function act(work: () => Promise<string | null>) {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      setDone(await work());
      game.reload();
      liability.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const settled = (answer: ConsoleResettlement) =>
    t('console_result_done', {
      coupons: answer.coupons,
      settled: answer.settled,
      moved: formatPerCurrency(answer.moved),
      receivable: formatPerCurrency(answer.receivable),
    });

  function setMargin(event: FormEvent<HTMLFormElement>, market: ConsoleMarket) {
    event.preventDefault();
    const marginBp = parseMarginPercent(formValue(event.currentTarget, 'margin'));
    setMarginErrors((errors) => ({ ...errors, [market.id]: marginBp === null }));
    if (marginBp === null) return;
    void act(async () => {
      await call(consoleMarketMarginEndpoint, {
        params: { marketId: String(market.id) },
        body: { marginBp },
      });
      return t('console_done');
    });
  }

  function enterResult(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const cancelled = new FormData(form).get('cancelled') === 'on';
    const home = parseScore(formValue(form, 'home'));
    const away = parseScore(formValue(form, 'away'));
    if (!cancelled && (home === null || away === null)) {
      setScoreError(true);
      return;
    }
    setScoreError(false);
    void act(async () =>
      settled(
        await call(consoleResultEndpoint, {
          params: { gameId },
          body: cancelled
            ? { cancelled: true }
            : { score: [home ?? 0, away ?? 0] as [number, number] },
        }),
      ),
    );
  }

  const data = game.data;
  return (
    <>
      <p>
        <Link to="/console/sportsbook">{t('console_game_back')}</Link>
      </p>
      <PageTitle>
        {data ? t('console_game_title', { name: data.game.name }) : t('console_games_title')}
      </PageTitle>
      {!data && game.status === 'loading' ? <StatusLine>{t('console_loading')}</StatusLine> : null}
      {!data ? <Failure error={game.error} /> : null}
      <Failure error={failure} />
      {done ? <StatusLine>{done}</StatusLine> : null}
      {data ? (
        <>
          <p>
            {data.game.sportName} / {data.game.champName}
            {data.game.score ? ` · ${data.game.score.join(':')}` : ''}
          </p>
          {canMarkets ? (
            <p>
              {data.game.operatorSuspended ? (
                <button
                  type="button"
                  className="pf-button"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await call(consoleGameReopenEndpoint, { params: { gameId } });
                      return t('console_done');
                    })
                  }
                >
                  {t('console_game_reopen')}
                </button>
              ) : (
                <button
                  type="button"
                  className="pf-button"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await call(consoleGameSuspendEndpoint, { params: { gameId } });
                      return t('console_done');
                    })
                  }
                >
                  {t('console_game_suspend')}
                </button>
              )}
            </p>
          ) : null}
          <h2>{t('console_markets_title')}</h2>
          <DataTable
            caption={t('console_markets_caption', { name: data.game.name })}
            columns={[
              t('console_market'),
              t('console_market_outcomes'),
              t('console_market_state'),
              t('console_market_margin'),
              t('console_market_actions'),
            ]}
          >
            {data.markets.map((market) => {
              const label = marketLabel(market);
              return (
                <tr key={market.id} data-market-id={market.id}>
                  <th scope="row">{label}</th>
                  <td>
                    <ul className="console-plain">
                      {market.outcomes.map((outcome) => (
                        <li key={outcome.id} data-outcome-id={outcome.id}>
                          {outcome.name}: {formatCoef(outcome.coef)} /{' '}
                          {formatCoef(outcome.feedCoef)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {market.operatorSuspended
                      ? t('console_market_suspended_operator')
                      : market.feedSuspended
                        ? t('console_market_suspended_feed')
                        : t('console_market_open')}
                  </td>
                  <td>
                    {canMarkets ? (
                      <form
                        className="console-form--inline"
                        onSubmit={(event) => setMargin(event, market)}
                      >
                        <Field
                          hideLabel
                          label={t('console_market_margin_label', { name: label })}
                          hint={
                            market.marginBp === null
                              ? t('console_market_margin_feed', {
                                  offered: bpToPercent(market.offeredMarginBp),
                                })
                              : undefined
                          }
                          error={
                            marginErrors[market.id] ? t('console_market_margin_invalid') : null
                          }
                        >
                          {(control) => (
                            <input
                              {...control}
                              name="margin"
                              inputMode="decimal"
                              size={5}
                              defaultValue={
                                market.marginBp === null ? '' : bpToPercent(market.marginBp)
                              }
                            />
                          )}
                        </Field>
                        <button type="submit" className="pf-button pf-button--sm" disabled={busy}>
                          {t('console_market_margin_set')}
                        </button>
                        {market.marginBp !== null ? (
                          <button
                            type="button"
                            className="pf-button pf-button--sm"
                            disabled={busy}
                            onClick={() =>
                              void act(async () => {
                                await call(consoleMarketMarginEndpoint, {
                                  params: { marketId: String(market.id) },
                                  body: { marginBp: null },
                                });
                                return t('console_done');
                              })
                            }
                          >
                            {t('console_market_margin_reset')}
                          </button>
                        ) : null}
                      </form>
                    ) : market.marginBp === null ? (
                      bpToPercent(market.offeredMarginBp)
                    ) : (
                      bpToPercent(market.marginBp)
                    )}
                  </td>
                  <td>
                    <div className="console-actions">
                      {canMarkets ? (
                        <button
                          type="button"
                          className="pf-button pf-button--sm"
                          disabled={busy}
                          aria-label={
                            market.operatorSuspended
                              ? t('console_market_reopen', { name: label })
                              : t('console_market_suspend', { name: label })
                          }
                          onClick={() =>
                            void act(async () => {
                              const endpoint = market.operatorSuspended
                                ? consoleMarketReopenEndpoint
                                : consoleMarketSuspendEndpoint;
                              await call(endpoint, { params: { marketId: String(market.id) } });
                              return t('console_done');
                            })
                          }
                        >
                          {market.operatorSuspended
                            ? t('console_market_reopen_short')
                            : t('console_market_suspend_short')}
                        </button>
                      ) : null}
                      {canResults ? (
                        <button
                          type="button"
                          className="pf-button pf-button--sm"
                          disabled={busy}
                          onClick={() => {
                            if (!window.confirm(t('console_market_void_confirm', { name: label })))
                              return;
                            void act(async () =>
                              settled(
                                await call(consoleMarketVoidEndpoint, {
                                  params: { marketId: String(market.id) },
                                }),
                              ),
                            );
                          }}
                        >
                          {t('console_market_void_short')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          {canResults ? (
            <section aria-labelledby="console-result-title">
              <h2 id="console-result-title">{t('console_result_title')}</h2>
              <p>{t('console_result_text')}</p>
              <form className="console-form console-form--inline" onSubmit={enterResult}>
                <Field
                  label={t('console_result_home')}
                  error={scoreError ? t('console_result_invalid') : null}
                >
                  {(control) => <input {...control} name="home" inputMode="numeric" size={4} />}
                </Field>
                <Field label={t('console_result_away')}>
                  {(control) => <input {...control} name="away" inputMode="numeric" size={4} />}
                </Field>
                <label className="console-check">
                  <input type="checkbox" name="cancelled" /> {t('console_result_cancelled')}
                </label>
                <button type="submit" className="pf-button pf-button--primary" disabled={busy}>
                  {t('console_result_submit')}
                </button>
                <button
                  type="button"
                  className="pf-button"
                  disabled={busy}
                  onClick={() =>
                    void act(async () =>
                      settled(await call(consoleResettleEndpoint, { params: { gameId } })),
                    )
                  }
                >
                  {t('console_result_resettle')}
                </button>
              </form>
            </section>
          ) : null}
          <h2>{t('console_liability_title')}</h2>
          <Failure error={liability.error} />
          {liability.data ? (
            liability.data.outcomes.length === 0 ? (
              <p>{t('console_liability_empty')}</p>
            ) : (
              <DataTable
                caption={t('console_liability_caption')}
                columns={[
                  t('console_liability_outcome'),
                  t('console_liability_currency'),
                  t('console_liability_coupons'),
                  t('console_liability_stakes'),
                  t('console_liability_payout'),
                ]}
              >
                {liability.data.outcomes.map((row) => (
                  <tr key={`${row.outcomeId}-${row.currency}`}>
                    <th scope="row">
                      {row.marketName}: {row.outcomeName}
                    </th>
                    <td>{row.currency}</td>
                    <td>{row.coupons}</td>
                    <td>{formatMinor(row.stakes, row.currency)}</td>
                    <td>{formatMinor(row.potentialPayout, row.currency)}</td>
                  </tr>
                ))}
              </DataTable>
            )
          ) : null}
        </>
      ) : null}
    </>
  );
}
