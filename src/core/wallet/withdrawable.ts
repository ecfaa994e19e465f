import { ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';
import type { WithdrawableReason } from '../../protocol/schemas/wallet';

export interface WithdrawableFacts {
  /** 0 main, 4 bonus, 9 currency. */
  readonly accountType: number;
  readonly balance: number;
  /** Everything deposited into the account (what it received). */
  readonly deposited: number;
  /** Everything staked from it, less stakes given back (a void bet did not turn the money over). */
  readonly staked: number;
  /** The site's rule: a deposit must be staked once before it can leave. */
  readonly turnoverRequired: boolean;
}

export interface Withdrawable {
  readonly withdrawable: number;
  readonly reasons: readonly { readonly code: WithdrawableReason; readonly amount: number }[];
}

/**
 * How much of an account may be withdrawn now, and what holds the rest back:
 * bonus money never leaves; with the turnover rule, what was deposited and
 * not yet staked stays (deposited - staked, at most the balance).
 */
export function withdrawableOf(facts: WithdrawableFacts): Withdrawable {
  const balance = Math.max(0, facts.balance);
  if (facts.accountType === ACCOUNT_TYPE.bonus) return { withdrawable: 0, reasons: [{ code: 'bonus_account', amount: balance }] };
  const unstaked = facts.turnoverRequired ? Math.max(0, facts.deposited - facts.staked) : 0;
  const held = Math.min(balance, unstaked);
  return { withdrawable: balance - held, reasons: held > 0 ? [{ code: 'turnover_required', amount: held }] : [] };
}

/** A withdrawal above the threshold (minor units) needs a verified account; no threshold: never. */
export function needsVerification(amount: number, threshold: number | null | undefined, verified: boolean): boolean {
  return threshold !== null && threshold !== undefined && amount > threshold && !verified;
}
