import { BLOCKING_KINDS, LIMIT_WINDOW_MS, type LimitType, type MoneyLimitKind } from '../../protocol/constants/limits';
import { mature } from './mature';
import { isInForce, isLimitType, kindOf, type LimitRecord } from './record';
import { headroom, type Flow, type Headroom } from './window';

/** Why an amount is refused: the binding limit, what it allows, what the window used, what is left, when room comes back. */
export interface LimitBreach extends Headroom {
  readonly limitType: LimitType;
}

/** The limits in force of one money kind in one currency, matured at `now`. */
export function moneyLimitsInForce(records: readonly LimitRecord[], kind: MoneyLimitKind, currencyIso: string, now: number): LimitRecord[] {
  return records
    .map((r) => mature(r, now).record)
    .filter((r): r is LimitRecord => r !== null && kindOf(r.type) === kind && r.currencyIso === currencyIso && isInForce(r, now));
}

/**
 * The headroom of every limit of one kind (24 h, 7 d, 30 d), tightest first:
 * several limits of one kind all hold, so the lowest room wins.
 */
export function headrooms(limits: readonly LimitRecord[], flows: readonly Flow[], now: number): LimitBreach[] {
  return limits
    .map((r) => ({ limitType: r.type, ...headroom(r.value ?? 0, flows, LIMIT_WINDOW_MS[r.type] ?? 0, now) }))
    .sort((a, b) => a.left - b.left || a.limitType - b.limitType);
}

/** The limit `amount` would break now (the tightest), or null when every limit of the kind leaves room for it. */
export function limitBreach(limits: readonly LimitRecord[], flows: readonly Flow[], amount: number, now: number): LimitBreach | null {
  const tightest = headrooms(limits, flows, now)[0];
  return tightest && amount > tightest.left ? tightest : null;
}

export interface PlayBlock {
  readonly limitType: LimitType;
  readonly endsAt: number;
}

/** A running self-exclusion or time-out (the later ending first): the player may only view the account and withdraw. */
export function playBlock(records: readonly LimitRecord[], now: number): PlayBlock | null {
  const running = records
    .filter((r) => BLOCKING_KINDS.includes(kindOf(r.type)) && isInForce(r, now))
    .sort((a, b) => (b.endsAt ?? 0) - (a.endsAt ?? 0));
  const first = running[0];
  return first ? { limitType: first.type, endsAt: first.endsAt ?? now } : null;
}

/**
 * A time-out or self-exclusion that starts (or is lengthened) ends every
 * session of the player at once, on every device: what stays open to them is
 * signing in again to view the account and withdraw. Server and worker read
 * the same rule (the server ends the sessions, the worker signs out its tabs).
 */
export function endsSessions(limitType: number, effect: string | null): boolean {
  return isLimitType(limitType) && BLOCKING_KINDS.includes(kindOf(limitType)) && effect === 'applied';
}
