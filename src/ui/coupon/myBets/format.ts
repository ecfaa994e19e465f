import { formatOdds, type OddsFormatId } from '../../../core/odds';

/** A decimal coefficient in the player's odds format; a coefficient the format cannot show stays decimal. */
export function formatCoef(decimal: number, format: OddsFormatId): string {
  try {
    return formatOdds(decimal, format);
  } catch {
    return decimal.toFixed(2);
  }
}
