/**
 * Money constants: the ledger's movement kinds and operator accounts, the
 * payment provider's test cards and webhook rules, the player channel's
 * timings. The reference server, the core and the worker read them from
 * here; server/wallet/README.md explains each.
 */

/**
 * Every kind of money movement the ledger writes. A later feature that moves
 * money adds its kind here and its rule in server/ledger/kinds.ts.
 * `opening_balance` carries the balances of accounts that existed before the
 * ledger did.
 */
export const MOVEMENT_KINDS = [
  'opening_balance',
  'deposit',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_refused',
  'withdrawal_cancelled',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'cash_out',
  'insurance_premium',
  'insurance_refund',
  'promo_voucher',
  'bonus_credit',
  'bonus_conversion',
  'casino_round_debit',
  'casino_round_credit',
  'manual_correction',
  'referral_reward',
  /** A move between two of the player's own accounts (office/transfers), through `exchange` when the currencies differ. */
  'account_transfer',
  /** A bonus's deadline passed before its wagering was met: what the bonus account held goes back to promotions. */
  'bonus_expiry',
  /** The player gave a bonus up (or withdrew with forfeit): what the bonus account held goes back to promotions. */
  'bonus_forfeit',
  /** A closed period's cashback (server/cashback): promotions pay a percent of the net loss into the main account. */
  'cashback_credit',
  /** A free-spins grant ended with wins: promotions pay them into the bonus account, wagered as a casino bonus. */
  'free_spin_win',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * The operator's own accounts, one per currency. Only these may go below
 * zero: `house` is the operator's result (stakes in, wins out),
 * `provider_clearing` what the payment provider owes or is owed,
 * `pending_withdrawals` money held for withdrawals not yet paid,
 * `promotions` what vouchers and bonuses cost, `opening_balance` the equity
 * the balances before the ledger came from, `exchange` the operator's side of
 * a player's transfer between two currencies.
 */
export const OPERATOR_ACCOUNTS = [
  'house',
  'provider_clearing',
  'pending_withdrawals',
  'promotions',
  'opening_balance',
  'exchange',
] as const;
export type OperatorAccount = (typeof OPERATOR_ACCOUNTS)[number];

/** The largest amount or balance a player account holds (the database's integer). */
export const MAX_MINOR_AMOUNT = 2_147_483_647;

/** The header (or body field `idempotencyKey`) every request that moves money carries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 128;

/** Cards the simulated provider's checkout page accepts (16 digits, spaces allowed). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Stays pending, then completes after PROVIDER_TIMINGS.pendingCompleteMs. */
  pending: '4000000000000077',
  /** Asks for a second step (a 3-D Secure-like confirm page). */
  threeDSecure: '4000000000003220',
} as const;

/** The provider's webhook: signature header, its tolerance, and the delivery retries. */
export const PROVIDER_WEBHOOK = {
  signatureHeader: 'provider-signature',
  /** A signature whose timestamp is further than this from the site's clock, either way, is refused. */
  toleranceSeconds: 300,
  /** Retry n waits base x 2^(n-1), at most maxDelayMs; after maxAttempts the delivery is given up (dead). */
  retryBaseMs: 1000,
  retryMaxDelayMs: 3_600_000,
  maxAttempts: 15,
  /** A claimed delivery another process may take over after this long (the sender died). */
  leaseMs: 30_000,
} as const;

export const PROVIDER_TIMINGS = {
  /** The pending test card completes this long after the form was sent. */
  pendingCompleteMs: 30_000,
  /** An approved withdrawal is paid by the provider this long after approval. */
  payoutMs: 5_000,
} as const;

/** The per-player event channel (server-sent events). */
export const PLAYER_CHANNEL = {
  heartbeatMs: 15_000,
  /** Events kept for a resume with Last-Event-ID; older ones answer `reset` (reload what you show). */
  resumeLimit: 500,
  /** The server looks for new events this often (and at once on a database notification). */
  pollMs: 250,
} as const;

/** Bounds of the transaction history. */
export const HISTORY_LIMITS = { pageMax: 100, pageDefault: 20, csvMaxRows: 10_000 } as const;

/** The statuses of a payment intent on the site (what the player's deposit became). */
export const INTENT_STATUSES = ['created', 'processing', 'requires_action', 'succeeded', 'failed', 'cancelled'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** The statuses of a withdrawal: pending (held, cancellable), approved (sent to the provider, still held), and the ends. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'refused', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const PAYMENT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * The operator console: the reference server's plain pages for the operator's
 * actions, outside production and only with ADMIN_TOKEN set.
 */
export const OPERATOR_CONSOLE_PATH = '/__operator';
