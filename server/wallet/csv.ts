import { formatMinor } from '../../src/core/shared/currency';
import type { HistoryItem } from '../../src/protocol/schemas/wallet';

/**
 * One CSV cell, safe to open in a spreadsheet (OWASP CSV injection): a cell
 * that begins with = + - @, a tab or a carriage return gets a leading
 * apostrophe so it is never read as a formula, and every cell is quoted with
 * its quotes doubled. Amounts are written unsigned in a credit or a debit
 * column, so no number needs the apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = ['date', 'movement', 'kind', 'account', 'currency', 'credit', 'debit', 'balance', 'reference', 'memo'];

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

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
