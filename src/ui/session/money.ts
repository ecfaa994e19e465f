import type { Account } from '../../protocol/schemas/auth';

/** Money is integer minor units (SPEC 3 Accounts); points are whole numbers. */
export function formatBalance(account: Account, lang: string): string {
  if (account.isPointsTypeBalance) return String(account.points);
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: account.iso }).format(account.money / 100);
  } catch {
    return `${(account.money / 100).toFixed(2)} ${account.symbol}`;
  }
}
