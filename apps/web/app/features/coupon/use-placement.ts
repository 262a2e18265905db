import type { WalletAccount } from '@playfield/protocol/wallet';
import { useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context.tsx';
import { openAuthModal } from '../auth/modal-store.ts';
import { refreshBalance } from '../wallet/balance-store.ts';
import {
  attemptKey,
  nameUnknownLegs,
  PLACE_NETWORK_FAULT,
  placeCouponBody,
  refusedLegMarks,
} from './coupon-slip.ts';
import type { CouponSlipSettings, RefusedLegMark } from './coupon-slip.ts';
import { clearCouponPicks } from './coupon-store.ts';
import type { CouponPick } from './coupon-store.ts';

/** What the last placement gave: the accepted coupon, or the refusal's text. */
export type PlaceOutcome =
  { kind: 'accepted'; couponId: string } | { kind: 'error'; message: string };

/**
 * The coupon's placement: one attempt (and Idempotency-Key) per coupon sent, the legs the last
 * refusal named (marked until the next attempt), and the outcome told to `onOutcome`. A visitor's
 * press opens the login; an accepted coupon empties the slip and refreshes the balance.
 */
export function usePlacement(
  picks: readonly CouponPick[],
  onOutcome: (outcome: PlaceOutcome | null) => void,
) {
  const t = useT();
  const { lang } = useLanguage();
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<number, RefusedLegMark>>(new Map());

  async function place(
    account: WalletAccount | null,
    settings: CouponSlipSettings,
    promoCode: string,
    hasProblems: boolean,
  ) {
    if (!account) {
      openAuthModal('login');
      return;
    }
    const body = placeCouponBody(picks, settings, account.id, promoCode);
    if (!body || hasProblems) return;
    attempt.current = attemptKey(attempt.current, body, () => crypto.randomUUID());
    setPending(true);
    onOutcome(null);
    setMarks(new Map());
    // The typed client and the endpoint's schemas (zod) load on the first press, not with the slip.
    const key = attempt.current.key;
    const result = await import('./place-coupon.ts').then(
      (m) => m.placeCoupon(body, key, lang),
      () => PLACE_NETWORK_FAULT,
    );
    setPending(false);
    if (result.ok) {
      attempt.current = null;
      onOutcome({ kind: 'accepted', couponId: result.couponId });
      clearCouponPicks();
      void refreshBalance();
      return;
    }
    // A refusal is final for this coupon: the next press is a new attempt with a new key.
    if (result.status !== 0) attempt.current = null;
    setMarks(refusedLegMarks(picks, result.code, result.outcomeIds));
    const message =
      result.code === 'outcome_unknown'
        ? nameUnknownLegs(result.message, picks, result.outcomeIds, (outcomeId) =>
            t('betting_error_outcome_id', { id: outcomeId }),
          )
        : result.message;
    onOutcome({
      kind: 'error',
      message: result.status === 0 || !message ? t('betting_network_error') : message,
    });
  }

  return { pending, marks, place };
}
