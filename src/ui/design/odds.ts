import { ODDS_FORMAT_NAMES, type OddsFormatId, type OddsFormatName } from '../../protocol/constants/oddsFormats';

/**
 * The width of an odds button's coefficient, in ch, per odds format: wide
 * enough for every coefficient from 1.001 to 101.000 written in that format
 * (tests/ui/design/odds.test.ts checks each one), so a button keeps its width
 * while its odds move and a row of them never shifts.
 */
export const ODDS_COEF_CH: Readonly<Record<OddsFormatName, number>> = {
  decimal: 7,
  fractional: 7,
  american: 7,
  hongKong: 7,
  indonesian: 8,
  malay: 6,
};

/** The range of coefficients the widths are sized for. */
export const ODDS_WIDTH_RANGE = { min: 1.001, max: 101 } as const;

export function oddsCoefWidth(format: number): number {
  return ODDS_COEF_CH[ODDS_FORMAT_NAMES[format as OddsFormatId] ?? 'decimal'] ?? ODDS_COEF_CH.decimal;
}
