/**
 * One CSV cell, safe to open in a spreadsheet (OWASP CSV injection): a cell
 * that begins with = + - @, a tab or a carriage return gets a leading
 * apostrophe so it is never read as a formula, and every cell is quoted with
 * its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV record with its CRLF end (RFC 4180). */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
