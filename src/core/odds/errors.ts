export type OddsFormatErrorCode =
  | 'not_a_number'
  | 'decimal_not_above_one'
  | 'american_inside_100'
  | 'fraction_invalid'
  | 'hong_kong_not_positive'
  | 'indonesian_inside_1'
  | 'malay_out_of_range'
  | 'unknown_format';

/** Odds that no format can hold (decimal <= 1, |American| < 100, NaN, ...). */
export class OddsFormatError extends Error {
  override readonly name = 'OddsFormatError';
  constructor(
    readonly code: OddsFormatErrorCode,
    readonly value: unknown,
  ) {
    super(`odds: ${code} (${String(value)})`);
  }
}
