import type { CoefFormatId } from '@playfield/domain/odds';
import { Button } from '@playfield/ui';
import { useT } from '../../i18n/i18n-context.tsx';
import { displayCoefText } from '../sportsbook/coef-display.ts';
import type { CouponSlipView } from './coupon-slip.ts';

/** The coupon's total coef and potential win, the first problem in words, and the Place button. */
export function CouponSummary({
  view,
  coefFormat,
  money,
  pending,
  canPlace,
  signedIn,
  onPlace,
}: {
  view: CouponSlipView;
  coefFormat: CoefFormatId;
  money: (minor: bigint) => string;
  pending: boolean;
  /** False while a signed-in player's coupon has a problem (a visitor's press opens the login). */
  canPlace: boolean;
  signedIn: boolean | null;
  onPlace: () => void;
}) {
  const t = useT();
  const problem = view.problems[0];
  const problemText = !problem
    ? null
    : problem.code === 'bet_blocked'
      ? t('betting_problem_blocked')
      : problem.code.startsWith('amount_')
        ? t('betting_problem_amount')
        : t('betting_problem_generic');
  return (
    <>
      <dl className="coupon__summary">
        <div>
          <dt>{t('betting_total_coef')}</dt>
          <dd data-testid="coupon-total-coef">{displayCoefText(view.totalCoef, coefFormat)}</dd>
        </div>
        <div>
          <dt>{t('betting_potential_win')}</dt>
          <dd data-testid="coupon-potential-win">
            {view.potentialPayout === null ? '—' : money(view.potentialPayout)}
          </dd>
        </div>
      </dl>
      {problemText ? (
        <p className="coupon__problem" role="status">
          {problemText}
        </p>
      ) : null}
      <Button variant="primary" block disabled={pending || !canPlace} onClick={onPlace}>
        {pending
          ? t('betting_placing')
          : signedIn === false
            ? t('betting_login_to_bet')
            : t('betting_place')}
      </Button>
    </>
  );
}
