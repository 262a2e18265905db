import { displayCoefText } from './coef-display.ts';
import { useSportsbookPreferences } from './sportsbook-preferences.tsx';

/**
 * Shows a decimal coef the API sent as text (coupon history, the printed coupon) in the odds
 * format the player chose, as every other price on the site (issue 13 item 11).
 */
export function useCoefText(): (text: string | null | undefined) => string {
  const { coefFormat } = useSportsbookPreferences();
  return (text) => displayCoefText(text, coefFormat);
}
