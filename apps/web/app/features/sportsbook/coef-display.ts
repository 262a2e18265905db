// The decimal coef of the API (2.35) in the visitor's odds format. The domain formats work in
// integer thousandths, the betting engine's unit; the API's decimal becomes that unit here.
import type { CoefFormatId } from '@playfield/domain';
import { formatCoef } from '@playfield/domain';

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
