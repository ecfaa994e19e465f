import type { Account, AccountsAnswer } from '../../protocol/schemas/auth';
import { SESSION_TIMINGS } from '../../protocol/session';
import { ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';

/** A series of account refreshes: how many are left, how often, and the currency it waits for. */
export interface AccountRefresh {
  readonly remaining: number;
  readonly everyMs: number;
  readonly awaitingIso: string | null;
}

export function accountRefreshAfterChange(): AccountRefresh {
  return { remaining: SESSION_TIMINGS.accountRefreshTimes, everyMs: SESSION_TIMINGS.accountRefreshMs, awaitingIso: null };
}

export function accountRefreshAfterCurrency(iso: string): AccountRefresh {
  return { remaining: SESSION_TIMINGS.accountRefreshTimes, everyMs: SESSION_TIMINGS.accountRefreshAfterCurrencyMs, awaitingIso: iso };
}

/** After one refresh: one fewer left, none once the awaited currency shows. */
export function accountRefreshStep(refresh: AccountRefresh, accounts: AccountsAnswer | null): AccountRefresh | null {
  if (refresh.awaitingIso && accounts?.all_accounts.some((a) => a.iso === refresh.awaitingIso && a.type === ACCOUNT_TYPE.currency))
    return null;
  const remaining = refresh.remaining - 1;
  return remaining > 0 ? { ...refresh, remaining } : null;
}

/** SPEC 4 Accounts: the active account is the one flagged active. */
export function activeAccountOf(accounts: AccountsAnswer | null): Account | null {
  if (!accounts) return null;
  return accounts.all_accounts.find((a) => a.isActive) ?? accounts.all_accounts.find((a) => a.id === accounts.activeAccount) ?? null;
}
