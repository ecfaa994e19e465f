import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney, parseAmount } from '../../core/format';
import type { HistoryItem } from '../../protocol/schemas/wallet';
import type { WalletAccountView } from '../../protocol/wallet';
import { DEFAULT_PREFERENCES } from '../../protocol/constants/preferences';
import type { VisitorClock } from '../components/visitorTime';
import { limitRefusalText } from '../limits/limitRefusal';

/**
 * What the wallet's pages compute before they paint: the words of a refusal
 * with its amounts as money, the accounts money may go into or out of, the
 * typed amount, the history filter as the worker
 * takes it. Pure, so each is tested without a page.
 */

/** Params that are amounts in minor units of the page's currency. */
const MONEY_PARAMS = new Set(['min', 'max', 'step', 'withdrawable', 'threshold', 'money']);

/** Error codes the wallet's texts name (`wallet.errors.<name>`); any other reads as the generic refusal. */
export const WALLET_ERROR_TEXTS = [
  'invalid_request',
  'unauthorized',
  'player_banned',
  'idempotency_conflict',
  'amount_invalid',
  'amount_not_positive',
  'amount_too_precise',
  'amount_too_large',
  'amount_below_min',
  'amount_above_max',
  'amount_step',
  'unknown_currency',
  'unknown_method',
  'currency_mismatch',
  'account_not_found',
  'intent_not_found',
  'withdrawal_not_found',
  'transaction_not_found',
  'request_not_found',
  'topic_not_found',
  'bonus_not_withdrawable',
  'insufficient_withdrawable',
  'insufficient_funds',
  'balance_limit',
  'verification_required',
  'withdrawal_not_pending',
  'request_closed',
  'deposit_in_progress',
  'withdrawal_in_progress',
  'network_error',
  'server_error',
  'malformed_answer',
  'cancelled',
  'invalid_command',
  'host_unavailable',
] as const;
const KNOWN = new Set<string>(WALLET_ERROR_TEXTS);

/** The text key of a refusal's code: `wallet.amount_below_min` -> `amount_below_min`; unknown codes -> `generic`. */
export function errorTextName(code: string): string {
  const name = code.startsWith('wallet.') ? code.slice('wallet.'.length) : code;
  return KNOWN.has(name) ? name : 'generic';
}

const DEFAULT_CLOCK: VisitorClock = { timeZoneHours: DEFAULT_PREFERENCES.timeZone, is12h: DEFAULT_PREFERENCES.is12h };

/**
 * A refusal in the player's words, its amounts written as money of `iso`. A
 * limit's refusal (a deposit limit, a time-out) is the limits area's sentence,
 * its times on `clock` (the deposit form passes the player's).
 */
export function walletErrorText(
  t: TFunction,
  refusal: { readonly code: string; readonly params?: Readonly<Record<string, string | number>> | null },
  iso: string | null,
  lang: string,
  clock: VisitorClock = DEFAULT_CLOCK,
): string {
  const limit = limitRefusalText(t, refusal, { lang, clock, now: Date.now() });
  if (limit !== null) return limit;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    values[name] = iso && MONEY_PARAMS.has(name) && typeof value === 'number' ? money(value, iso, lang) : value;
  }
  if (typeof values.reason === 'string') values.reason = t(`wallet.withdraw.reason.${values.reason}`, { defaultValue: values.reason });
  if (typeof values.status === 'string') values.status = t(`wallet.withdraw.status.${values.status}`, { defaultValue: values.status });
  return t(`wallet.errors.${errorTextName(refusal.code)}`, values);
}

export function money(minor: number, iso: string, lang: string): string {
  return formatMoney(minor, iso, currencyDigits(iso), lang);
}

/** Accounts money can be paid into or withdrawn from: real-money accounts (not bonus, type 4), the active one first. */
export function moneyAccounts(accounts: readonly WalletAccountView[]): WalletAccountView[] {
  return accounts.filter((a) => a.type !== 4).sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id);
}

export type TypedAmount =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly code: string; readonly params: Readonly<Record<string, number>> };

/**
 * The amount field's text as minor units of `iso`. Only its form is judged
 * here (digits, decimals the currency has); the limits are the worker's
 * amount rule, the same one the server applies, which answers with its code.
 */
export function typedAmount(text: string, iso: string): TypedAmount {
  const parsed = parseAmount(text, currencyDigits(iso));
  if (parsed.ok) return parsed;
  const code = {
    empty: 'wallet.amount_invalid',
    format: 'wallet.amount_invalid',
    precision: 'wallet.amount_too_precise',
    too_large: 'wallet.amount_too_large',
  }[parsed.reason];
  return { ok: false, code, params: parsed.reason === 'precision' ? { digits: currencyDigits(iso) } : {} };
}

/** The movement kinds the history's type filter offers, grouped as a player thinks of them. */
export const HISTORY_KIND_GROUPS = {
  deposits: ['deposit'],
  withdrawals: ['withdrawal_request', 'withdrawal_paid', 'withdrawal_refused', 'withdrawal_cancelled'],
  bets: ['bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'insurance_premium', 'insurance_refund', 'promo_voucher'],
  bonuses: ['bonus_credit', 'bonus_conversion', 'bonus_expiry', 'bonus_forfeit', 'referral_reward', 'cashback_credit'],
  casino: ['casino_round_debit', 'casino_round_credit'],
  other: ['opening_balance', 'manual_correction', 'account_transfer'],
} as const satisfies Record<string, readonly HistoryItem['kind'][]>;
export type HistoryKindGroup = keyof typeof HISTORY_KIND_GROUPS;

export interface HistoryFilter {
  /** yyyy-mm-dd from a date field, '' for none: the day's start in the player's time zone. */
  readonly from: string;
  /** yyyy-mm-dd, '' for none: up to the end of that day. */
  readonly to: string;
  readonly group: HistoryKindGroup | '';
  readonly accountId: number | null;
}

export const EMPTY_HISTORY_FILTER: HistoryFilter = { from: '', to: '', group: '', accountId: null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = 3_600_000;
/** The start of a yyyy-mm-dd day (plus `days`) in a zone `zoneHours` from UTC, epoch ms. */
function dayStart(text: string, zoneHours: number, days = 0): number | undefined {
  const m = DAY.exec(text);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days) - zoneHours * HOUR;
}

/**
 * The filter as the worker's `walletView/watchHistory` takes it, or why it
 * cannot be asked. Days are the player's, in the time zone the site shows
 * (`zoneHours` from UTC); the "to" day is included (the query's end is
 * exclusive: the next day's start).
 */
export function historyQueryOf(
  filter: HistoryFilter,
  zoneHours: number,
):
  | { readonly ok: true; readonly query: { from?: number; to?: number; kind?: string; accountId?: number } }
  | { readonly ok: false; readonly code: 'range' } {
  const from = dayStart(filter.from, zoneHours);
  const to = dayStart(filter.to, zoneHours, 1);
  if (from !== undefined && to !== undefined && from >= to) return { ok: false, code: 'range' };
  return {
    ok: true,
    query: {
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
      ...(filter.group !== '' && { kind: HISTORY_KIND_GROUPS[filter.group].join(',') }),
      ...(filter.accountId !== null && { accountId: filter.accountId }),
    },
  };
}
