import './sportsbook.css';
import type { OutcomeView } from '@playfield/protocol/sportsbook';
import { cx } from '@playfield/ui';
import { useEffect, useRef, useState } from 'react';
import type { CouponPick } from '../coupon/coupon-store.ts';
import { toggleCouponPick, updateCouponPick, useIsPicked } from '../coupon/coupon-store.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { displayCoef, priceMove } from './coef-display.ts';
import type { PriceMove } from './coef-display.ts';
import { marketLabel, useSportsbookPreferences } from './sportsbook-preferences.tsx';

/** What an odds button needs of its game (a `GameSummary` fits). */
export interface OddsGame {
  gameId: number;
  sportId: number;
  champId: number;
  name: string;
  /** Game status of spec §3: 2 and 3 are live. */
  status: number;
  /** Live markets held because the feed went silent. */
  feedSuspended?: boolean;
}

/** What an odds button needs of its market (a `MarketView` fits). */
export interface OddsMarket {
  marketId: number;
  name: string;
  suspended: boolean;
}

/** How long a moved price keeps its up/down mark. */
export const PRICE_MOVE_MS = 3000;

/** The coupon pick an outcome makes, with every field the coupon store keeps. */
export function couponPickOf(game: OddsGame, market: OddsMarket, outcome: OutcomeView): CouponPick {
  return {
    outcomeId: outcome.id,
    gameId: game.gameId,
    marketId: market.marketId,
    sportId: game.sportId,
    champId: game.champId,
    coef: outcome.coef,
    isLive: game.status === 2 || game.status === 3,
    gameName: game.name,
    marketName: market.name,
    outcomeName: outcome.name,
    blocked: isLocked(game, market, outcome),
  };
}

/** A price is not taken while its outcome is blocked, its market suspended or the feed silent. */
export function isLocked(game: OddsGame, market: OddsMarket, outcome: OutcomeView): boolean {
  return outcome.blocked || market.suspended || game.feedSuspended === true || game.status === 4;
}

/**
 * One outcome's price, in the visitor's odds format. Pressing it adds the outcome to the
 * coupon or takes it out (`aria-pressed` tells which); a blocked or suspended price shows a
 * lock and cannot be pressed. When the price moves it is marked up or down for a few seconds,
 * and the accessible name says so. A price seen while the outcome is in the coupon is passed
 * on to the coupon, so the slip shows what the page shows.
 */
export function OddsButton({
  game,
  market,
  outcome,
  label: givenLabel,
  className,
}: {
  game: OddsGame;
  market: OddsMarket;
  outcome: OutcomeView;
  /**
   * The visible caption beside the price ("1", "X", "Over 2.5"); empty for none. By default
   * the outcome's short or full name, as the visitor chose (`marketsNameType`).
   */
  label?: string;
  className?: string;
}) {
  const t = useT();
  const { coefFormat, marketsNameType } = useSportsbookPreferences();
  const label = givenLabel ?? marketLabel(outcome, marketsNameType);
  const picked = useIsPicked(outcome.id);
  const locked = isLocked(game, market, outcome);
  const move = usePriceMove(outcome.coef);
  const price = displayCoef(outcome.coef, coefFormat);

  useEffect(() => {
    if (picked) updateCouponPick(outcome.id, { coef: outcome.coef, blocked: locked });
  }, [picked, outcome.id, outcome.coef, locked]);

  const moved =
    move === 'up' ? t('sportsbook_odds_up') : move === 'down' ? t('sportsbook_odds_down') : '';
  // The accessible name is the button's own text: hidden context first (which outcome of which
  // game), then what is on screen (caption and price, or the lock), then the price's move.
  const context = t('sportsbook_odds_context', {
    outcome: outcome.name,
    market: market.name,
    game: game.name,
  });

  return (
    <button
      type="button"
      className={cx('odds', className)}
      aria-pressed={picked}
      disabled={locked}
      data-move={!locked && move ? move : undefined}
      data-outcome-id={outcome.id}
      onClick={() => toggleCouponPick(couponPickOf(game, market, outcome))}
    >
      <span className="pf-visually-hidden">{context} </span>
      {label ? <span className="odds__label">{label}</span> : null}
      {locked ? (
        <>
          <LockIcon />
          <span className="pf-visually-hidden"> {t('sportsbook_odds_suspended')}</span>
        </>
      ) : (
        <span className="odds__price">
          {price}
          {move ? (
            <>
              <span className="odds__move" aria-hidden="true">
                {move === 'up' ? '▲' : '▼'}
              </span>
              <span className="pf-visually-hidden"> {moved}</span>
            </>
          ) : null}
        </span>
      )}
    </button>
  );
}

/** The direction the price last moved in, for {@link PRICE_MOVE_MS} after it moved. */
function usePriceMove(coef: number): PriceMove {
  const previous = useRef(coef);
  const [move, setMove] = useState<PriceMove>(null);
  useEffect(() => {
    const next = priceMove(previous.current, coef);
    previous.current = coef;
    if (!next) return;
    setMove(next);
    const timer = setTimeout(() => setMove(null), PRICE_MOVE_MS);
    return () => clearTimeout(timer);
  }, [coef]);
  return move;
}

function LockIcon() {
  return (
    <svg className="odds__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v6.5h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
