// The decimal coef of the API (2.35) in the visitor's odds format. The domain formats work in
// integer thousandths, the betting engine's unit; the API's decimal becomes that unit here.
import type { CoefFormatId } from '@playfield/domain/odds';
import { formatCoef } from '@playfield/domain/odds';

/** The API's decimal coef in thousandths (2.35 → 2350); null when it is not a price. */
export function coefThousandths(coef: number): number | null {
  const thousandths = Math.round(coef * 1000);
  return Number.isFinite(thousandths) && thousandths > 1000 ? thousandths : null;
}

/** "2.35", "27/20", "+135", ...; a dash for a value that is no price (1.000 or less). */
export function displayCoef(coef: number, format: CoefFormatId): string {
  const thousandths = coefThousandths(coef);
  return thousandths === null ? '—' : formatCoef(thousandths, format);
}

/** How a price moved since the last time it was seen. */
export type PriceMove = 'up' | 'down' | null;

export function priceMove(previous: number | undefined, next: number): PriceMove {
  if (previous === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/**
 * A decimal coef the API sent as text ("4.500" on a coupon, history, the slip's total) in the
 * player's odds format. Decimal keeps the text as sent (its precision is the coupon's own);
 * other formats convert it; text that is no price shows as a dash (null/undefined too).
 */
export function displayCoefText(text: string | null | undefined, format: CoefFormatId): string {
  if (text === null || text === undefined || text.trim() === '') return '—';
  if (format === 0) return text;
  const value = Number(text);
  return Number.isFinite(value) ? displayCoef(value, format) : text;
}
