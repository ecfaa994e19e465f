/**
 * Odds formats (display only; the coupon computes in decimal). Every
 * conversion is exact on thousandths and rounds once, to 3 decimals half away
 * from zero; the printed text (formatOdds) reads as bookmakers print: whole
 * American prices and fractions from the UK ladder. Invalid odds throw
 * OddsFormatError with a stable `code`.
 */
export { OddsFormatError, type OddsFormatErrorCode } from './errors';
export type { Fraction } from './exact';
export {
  americanPrice,
  americanToDecimal,
  americanToFraction,
  decimalToAmerican,
  decimalToFraction,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  formatOdds,
  fractionToDecimal,
  fromFormat,
  hongKongToDecimal,
  indonesianToDecimal,
  malayToDecimal,
  parseFraction,
  parseOdds,
  toFormat,
} from './convert';
export { FRACTION_LADDER, ladderTolerance } from './ladder';
export {
  ODDS_FORMAT,
  ODDS_FORMAT_IDS,
  ODDS_FORMAT_NAMES,
  oddsFormatIdByName,
  type OddsFormatId,
  type OddsFormatName,
} from '../../protocol/constants/oddsFormats';
