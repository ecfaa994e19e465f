/**
 * Why the ledger refused a movement. Each area turns these into its own
 * typed answer (a bet's insufficient_balance, the wallet's
 * wallet.insufficient_funds); anything else the ledger throws is a bug.
 */
export type LedgerRefusal =
  /** A debit beyond a player's balance. */
  | 'insufficient_funds'
  /** A credit that would take a balance past what an account holds. */
  | 'balance_limit'
  /** No such player account. */
  | 'account_not_found'
  /** The key was used before with other parameters. */
  | 'idempotency_conflict';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerRefusal,
    message: string,
    readonly details: { readonly accountId?: number; readonly money?: number; readonly key?: string } = {},
  ) {
    super(message);
  }
}
