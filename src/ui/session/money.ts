import type { Account } from '../../protocol/schemas/auth';
import { currencyDigits, formatMoney } from '../../core/format';

/** Money is integer minor units (SPEC 3 Accounts), formatted exactly like the slip's; points are whole numbers. */
export function formatBalance(account: Account, lang: string): string {
  if (account.isPointsTypeBalance) return String(account.points);
  return formatMoney(account.money, account.iso, currencyDigits(account.iso), lang);
}
