import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import { formatOdds } from '../odds';

/**
 * A decimal coefficient in the player's odds format. A coefficient the format
 * cannot show (a fraction too fine, a value the feed sent out of range) stays
 * decimal with two places, so a row never goes blank.
 */
export function oddsText(decimal: number, format: OddsFormatId): string {
  try {
    return formatOdds(decimal, format);
  } catch {
    return decimal.toFixed(2);
  }
}
