import { COUPON_TYPE_NAMES } from '../../src/protocol/constants/couponTypes';
import { formatMinor } from '../../src/core/shared/currency';
import { csvRow } from '../../src/core/shared/csv';
import type { CouponView } from '../../src/protocol/schemas/bets';

export const HISTORY_CSV_HEADER = [
  'coupon',
  'placed',
  'type',
  'system',
  'status',
  'account',
  'currency',
  'stake',
  'coefficient',
  'return',
  'settled',
  'legs',
];

/** A leg as one text: what a player reads on the ticket (names come from the feed, so the cell escaping matters). */
function legText(leg: CouponView['legs'][number]): string {
  return `${leg.sportName}: ${leg.opponent1} - ${leg.opponent2}, ${leg.marketName} ${leg.outcomeName} @ ${leg.market.coef}`;
}

/** One coupon of the history as a CSV record; the return is the payout once settled, the sale when sold, else the current return. */
export function historyCsvRow(c: CouponView): string {
  const returned = c.status === 'sold' ? c.soldAmount : c.status === 'open' ? c.currentReturn : c.payout;
  return csvRow([
    c.id,
    new Date(c.placedAt).toISOString(),
    COUPON_TYPE_NAMES[c.placedTypeId],
    c.systemValue === null ? '' : String(c.systemValue),
    c.status,
    String(c.accountId),
    c.currencyIso,
    formatMinor(c.stake, c.currencyIso),
    String(c.coef),
    returned === null ? '' : formatMinor(returned, c.currencyIso),
    c.settledAt === null ? '' : new Date(c.settledAt).toISOString(),
    c.legs.map(legText).join(' | '),
  ]);
}
