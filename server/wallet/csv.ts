import { formatMinor } from '../../src/core/shared/currency';
import { csvRow } from '../../src/core/shared/csv';
import type { HistoryItem } from '../../src/protocol/schemas/wallet';

// The injection-safe cell is the core's: the bets history's CSV writes its cells by the same rule.
export { csvCell, csvRow } from '../../src/core/shared/csv';

export const CSV_HEADER = ['date', 'movement', 'kind', 'account', 'currency', 'credit', 'debit', 'balance', 'reference', 'memo'];

export function historyCsvRow(item: HistoryItem): string {
  return csvRow([
    new Date(item.createdAt).toISOString(),
    String(item.movementId),
    item.kind,
    String(item.accountId),
    item.currencyIso,
    item.amount > 0 ? formatMinor(item.amount, item.currencyIso) : '',
    item.amount < 0 ? formatMinor(-item.amount, item.currencyIso) : '',
    formatMinor(item.balanceAfter, item.currencyIso),
    item.reference ? `${item.reference.type}:${item.reference.id}` : '',
    item.memo ?? '',
  ]);
}
