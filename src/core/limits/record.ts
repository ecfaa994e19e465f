import {
  LIMIT_KIND_OF,
  LIMIT_TYPES,
  NO_LIMIT,
  SPAN_KINDS,
  type LimitKind,
  type LimitState,
  type LimitType,
} from '../../protocol/constants/limits';

/**
 * A change waiting: its value (null: the limit goes), when it was asked,
 * when its cooling-off lapses, and (deposit limits) until when the player may
 * confirm it. Times are epoch milliseconds.
 */
export interface PendingChange {
  readonly value: number | null;
  readonly requestedAt: number;
  readonly effectiveAt: number;
  /** Null: it applies on its own at `effectiveAt`; else it needs the player's confirmation before this. */
  readonly confirmBy: number | null;
}

/** One limit of a player: a type, in one currency for money kinds (limits never mix currencies). */
export interface LimitRecord {
  readonly type: LimitType;
  /** The currency of a money limit; null for the others. */
  readonly currencyIso: string | null;
  /** The value in force; null when none runs (only a pending first value, or nothing). */
  readonly value: number | null;
  /** When the value in force took effect (a span's start). */
  readonly startedAt: number | null;
  /** When a span (self-exclusion, time-out, extra) ends; null for the others. */
  readonly endsAt: number | null;
  /** A self-exclusion's reason id. */
  readonly reasonId: number | null;
  readonly pending: PendingChange | null;
}

/** The jurisdiction's rules (the site config's `responsibleGaming` and limit fields). */
export interface LimitConfig {
  readonly customValueLimitTypes: readonly number[];
  readonly coolingOffMs: number;
  readonly confirmWithinMs: number;
  readonly extraLimitsEnabled: boolean;
  /** SPEC 4's lock: with a change pending, no other change at all (not even a lower one). */
  readonly isLimitLockEnabled: boolean;
}

export const isLimitType = (type: number): type is LimitType => (LIMIT_TYPES as readonly number[]).includes(type);
export const kindOf = (type: LimitType): LimitKind => LIMIT_KIND_OF[type];
export const isMoneyKind = (kind: LimitKind): kind is 'deposit' | 'wagering' | 'loss' =>
  kind === 'deposit' || kind === 'wagering' || kind === 'loss';
export const isSpanKind = (kind: LimitKind): boolean => SPAN_KINDS.includes(kind);

/** Whether the record's value limits anything at `now`: a span that has not ended, any other value but "no limit". */
export function isInForce(record: LimitRecord, now: number): boolean {
  if (record.value === null) return false;
  if (isSpanKind(kindOf(record.type))) return record.endsAt !== null && now < record.endsAt;
  return record.value !== NO_LIMIT;
}

/** SPEC 3 limitState: PENDING while a change waits, ACTIVE while the value limits, INACTIVE otherwise. */
export function stateOf(record: LimitRecord, now: number): LimitState {
  if (record.pending) return 'PENDING';
  return isInForce(record, now) ? 'ACTIVE' : 'INACTIVE';
}

/** The identity of a record among a player's: its type and currency. */
export const sameLimit = (a: Pick<LimitRecord, 'type' | 'currencyIso'>, b: Pick<LimitRecord, 'type' | 'currencyIso'>): boolean =>
  a.type === b.type && a.currencyIso === b.currencyIso;
