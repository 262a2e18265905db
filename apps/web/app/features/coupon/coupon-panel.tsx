import './coupon.css';
import { formatAmount as formatMinor, stakeSource } from '@playfield/domain/betting';
import { useEffect, useId, useState } from 'react';
import { useLanguage } from '../../i18n/i18n-context.tsx';
import { useSportsbookPreferences } from '../sportsbook/sportsbook-preferences.tsx';
import { activeAccount, useBalance } from '../wallet/balance-store.ts';
import { formatAmount } from '../wallet/money.ts';
import { CouponOptions, CouponTypeChoice } from './coupon-choices.tsx';
import { CouponLegs } from './coupon-legs.tsx';
import { updateCouponSettings, useCouponSettings } from './coupon-settings-store.ts';
import { couponSlipView, initialAmount } from './coupon-slip.ts';
import { CouponStake } from './coupon-stake.tsx';
import type { CouponPick } from './coupon-store.ts';
import { CouponSummary } from './coupon-summary.tsx';
import { usePlacement } from './use-placement.ts';
import type { PlaceOutcome } from './use-placement.ts';

/**
 * The filled coupon: legs, type, system value, stake, odds-change behaviour and placement. It
 * holds the slip's choices (account, promo code), places through usePlacement and composes
 * the parts: CouponLegs, CouponTypeChoice, CouponStake, CouponOptions, CouponSummary.
 */
export function CouponPanel({
  picks,
  onOutcome,
}: {
  picks: readonly CouponPick[];
  onOutcome: (outcome: PlaceOutcome | null) => void;
}) {
  const { lang } = useLanguage();
  const id = useId();
  const settings = useCouponSettings();
  // Every price in the slip in the odds format the player chose, as on the odds buttons.
  const { coefFormat } = useSportsbookPreferences();
  const balance = useBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [promoCode, setPromoCode] = useState('');

  const account =
    balance.accounts?.find((a) => a.id === accountId) ?? activeAccount(balance.accounts);
  const currency = account?.iso ?? 'RUB';

  // A fresh coupon starts with the currency's initial bet (spec §9).
  useEffect(() => {
    if (settings.amount === '') updateCouponSettings({ amount: initialAmount(currency) });
  }, [settings.amount, currency]);

  const view = couponSlipView(picks, settings);
  const source = stakeSource(view.typeId);
  const money = (minor: bigint) => formatAmount(lang, formatMinor(minor, 2), currency);
  const { pending, marks, place } = usePlacement(picks, onOutcome);

  return (
    <div className="coupon">
      <CouponLegs
        picks={picks}
        view={view}
        settings={settings}
        source={source}
        currency={currency}
        coefFormat={coefFormat}
        marks={marks}
      />
      <div className="coupon__controls">
        <CouponTypeChoice
          view={view}
          legs={picks.length}
          accounts={balance.accounts}
          account={account}
          onAccount={setAccountId}
        />
        <CouponStake
          id={id}
          view={view}
          settings={settings}
          source={source}
          currency={currency}
          money={money}
        />
        <CouponOptions
          id={id}
          view={view}
          settings={settings}
          promoCode={promoCode}
          onPromoCode={setPromoCode}
        />
      </div>
      <CouponSummary
        view={view}
        coefFormat={coefFormat}
        money={money}
        pending={pending}
        canPlace={account === null || view.problems.length === 0}
        signedIn={balance.signedIn}
        onPlace={() => void place(account, settings, promoCode, view.problems.length > 0)}
      />
    </div>
  );
}
