/** Odds display formats (coefViewId). The coupon always computes in decimal. */
export const ODDS_FORMAT = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 3,
  indonesian: 4,
  malay: 5,
} as const;

export type OddsFormatName = keyof typeof ODDS_FORMAT;
export type OddsFormatId = (typeof ODDS_FORMAT)[OddsFormatName];

export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = [0, 1, 2, 3, 4, 5];

export const ODDS_FORMAT_NAMES: Readonly<Record<OddsFormatId, OddsFormatName>> = {
  0: 'decimal',
  1: 'fractional',
  2: 'american',
  3: 'hongKong',
  4: 'indonesian',
  5: 'malay',
};

export function isOddsFormatId(value: unknown): value is OddsFormatId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function oddsFormatIdByName(name: string): OddsFormatId | undefined {
  const key = name as OddsFormatName;
  return Object.prototype.hasOwnProperty.call(ODDS_FORMAT, key) ? ODDS_FORMAT[key] : undefined;
}
