// `@playfield/domain/odds`: odds formats and the price ladder. Named exports only;
// one line per module.
export {
  COEF_FORMAT,
  COEF_FORMAT_IDS,
  americanOdds,
  formatCoef,
  hongKongOdds,
  indonesianOdds,
  isCoefFormatId,
  malayOdds,
} from './formats.ts';
export type { CoefFormatId } from './formats.ts';
export { FRACTIONAL_LADDER, fractionalOdds } from './ladder.ts';
export type { Fraction } from './ladder.ts';
