import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney } from '../../core/format';
import { LIMIT_TYPES } from '../../protocol/constants/limits';
import { RETRY_AFTER_PARAM } from '../../protocol/constants/session';
import { visitorDateTimeFormat, type VisitorClock } from '../components/visitorTime';

type Params = Readonly<Record<string, string | number>>;

/** How the player reads amounts and times: their language and clock (the same zone as every other time on the site). */
export interface LimitTextFormat {
  readonly lang: string;
  readonly clock: VisitorClock;
  /** Now, epoch ms: a sign-in refusal says only how long to wait (Retry-After), the sentence says until when. */
  readonly now: number;
}

/**
 * Which sentence of the `limits` area each refusal a limit causes reads as.
 * The wallet (`wallet.`), the bets (bare, or the coupon's `coupon.` form) and
 * sign-in (`session.`) each send their own code for the same few facts.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  'wallet.limit_exceeded': 'exceeded_deposit',
  'wallet.play_blocked': 'blocked_deposit',
  limit_exceeded: 'exceeded_stake',
  'coupon.limit_exceeded': 'exceeded_stake',
  play_blocked: 'blocked_bet',
  'coupon.play_blocked': 'blocked_bet',
  'session.session_limit_reached': 'session_reached',
  'limits.session_limit_reached': 'session_reached',
};

/** Whether a refusal is one a limit caused (the limit service's own codes included). */
export function isLimitRefusal(code: string): boolean {
  return code in REFUSALS || code.startsWith('limits.');
}

/**
 * A refusal caused by a responsible-gaming limit as one sentence: which
 * limit, how much it leaves (money of the limit's currency), and when it
 * frees up or ends in the player's time zone. Null for any other refusal, so
 * each form keeps its own texts for the rest. Needs the `limits` text area.
 */
export function limitRefusalText(
  t: TFunction,
  refusal: { readonly code: string; readonly params?: Params | null },
  format: LimitTextFormat,
): string | null {
  if (!isLimitRefusal(refusal.code)) return null;
  const values = limitValues(t, refusal.params ?? {}, format);
  const sentence = REFUSALS[refusal.code];
  if (sentence === undefined)
    return t(`limits.errors.${refusal.code.slice('limits.'.length)}`, { ...values, defaultValue: t('limits.errors.generic') });
  const text = t(`limits.refusal.${sentence}`, values);
  // The server says when the oldest counted amount leaves the window only when something counts at all.
  return typeof values.resetsAt === 'string' ? `${text} ${t('limits.refusal.resets', values)}` : text;
}

const MONEY = ['limit', 'used', 'left', 'min', 'max'];
const TIMES = ['resetsAt', 'endsAt', 'until', 'effectiveAt'];

/** The params in the player's words: a type as the limit's name, amounts as money, epoch ms as a date and time. */
export function limitValues(t: TFunction, params: Params, format: LimitTextFormat): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  const type = Number(params.limitType);
  values.name = (LIMIT_TYPES as readonly number[]).includes(type) ? t(`limits.type.${type}`) : t('limits.type.any');
  const iso = typeof params.currency === 'string' ? params.currency : null;
  for (const name of MONEY) {
    const value = params[name];
    if (iso && typeof value === 'number') values[name] = formatMoney(value, iso, currencyDigits(iso), format.lang);
  }
  const wait = params[RETRY_AFTER_PARAM];
  if (params.until === undefined && typeof wait === 'number') values.until = format.now + wait * 1000;
  const when = visitorDateTimeFormat(format.lang, format.clock, 'medium');
  for (const name of TIMES) {
    const value = values[name];
    if (typeof value === 'number' && Number.isFinite(value)) values[name] = when.format(value);
  }
  return values;
}
