import { CHANGE_RULES, MEASURE_MS, LIMIT_MEASURE, type LimitChange, type LimitType } from '../../protocol/constants/limits';
import { isRejection, reject, type Rejection } from '../../protocol/rejections';
import { mature } from './mature';
import { isInForce, isLimitType, isMoneyKind, isSpanKind, kindOf, sameLimit, type LimitConfig, type LimitRecord } from './record';
import { readValue } from './value';

/** What a player asks of one limit (SPEC 7: POST limits, limitaction confirm or reject, DELETE limit). */
export type LimitAction =
  | {
      readonly kind: 'set';
      readonly type: number;
      readonly value: unknown;
      readonly currencyIso: string | null;
      readonly reasonId?: number | null;
    }
  | { readonly kind: 'remove'; readonly type: number; readonly currencyIso: string | null }
  | { readonly kind: 'confirm'; readonly type: number; readonly currencyIso: string | null }
  | { readonly kind: 'cancel'; readonly type: number; readonly currencyIso: string | null };

export type LimitEffect = 'applied' | 'pending' | 'confirmed' | 'cancelled';

export interface LimitDecision {
  readonly accepted: true;
  /** What the change was, read against the limit in force: a first limit, a lower or higher value, a removal, or a confirm or cancel. */
  readonly change: LimitChange | 'confirm' | 'cancel';
  readonly effect: LimitEffect;
  /** The record after (null: the limit is gone). */
  readonly next: LimitRecord | null;
}

export interface DecideContext {
  readonly now: number;
  readonly config: LimitConfig;
  /** The player's other limits, matured: an extra limit looks at the self-exclusion and the other extras. */
  readonly others: readonly LimitRecord[];
}

const blank = (type: LimitType, currencyIso: string | null): LimitRecord => ({
  type,
  currencyIso,
  value: null,
  startedAt: null,
  endsAt: null,
  reasonId: null,
  pending: null,
});

/**
 * Decides one action on one limit: the accepted record after it, or a typed
 * refusal that changes nothing. `current` is the stored record (matured here
 * first). The rule of each change comes from CHANGE_RULES, so the table is
 * the only place that says what waits.
 */
export function decideLimit(current: LimitRecord | null, action: LimitAction, ctx: DecideContext): LimitDecision | Rejection {
  if (!isLimitType(action.type)) return reject('limits.unknown_type', { limitType: action.type });
  const type = action.type;
  const kind = kindOf(type);
  if (isMoneyKind(kind) && !action.currencyIso) return reject('limits.currency_required', { limitType: type });
  const currencyIso = isMoneyKind(kind) ? action.currencyIso : null;
  if (current && !sameLimit(current, { type, currencyIso })) throw new Error('decideLimit: the record is of another limit');
  const record = current ? mature(current, ctx.now).record : null;
  switch (action.kind) {
    case 'confirm':
      return confirm(record, type, ctx.now);
    case 'cancel':
      return cancel(record, type, ctx.now);
    case 'remove':
      return change(record ?? blank(type, currencyIso), { kind: 'remove' }, ctx);
    case 'set': {
      if (kind === 'extra') {
        const refusal = extraRefusal(ctx);
        if (refusal) return refusal;
      }
      const read = readValue(type, action.value, ctx.config);
      if (isRejection(read)) return read;
      const base = record ?? blank(type, currencyIso);
      return change(kind === 'selfExclusion' ? { ...base, reasonId: action.reasonId ?? base.reasonId } : base, read, ctx);
    }
  }
}

/** SPEC 4: extra limits are the jurisdiction's, and closed while a self-exclusion or another extra limit runs. */
function extraRefusal(ctx: DecideContext): Rejection | null {
  if (!ctx.config.extraLimitsEnabled) return reject('limits.extra_disabled', { reason: 'jurisdiction' });
  const running = ctx.others.find((o) => (kindOf(o.type) === 'selfExclusion' || kindOf(o.type) === 'extra') && isInForce(o, ctx.now));
  if (running) return reject('limits.extra_disabled', { reason: kindOf(running.type), endsAt: running.endsAt ?? 0 });
  return null;
}

function classify(record: LimitRecord, read: { kind: 'value'; value: number } | { kind: 'remove' }, now: number): LimitChange | null {
  const running = isInForce(record, now);
  if (read.kind === 'remove') return running ? 'remove' : null;
  if (!running) return 'set';
  if (isSpanKind(kindOf(record.type))) {
    const endsAt = now + read.value * spanMs(record.type);
    return endsAt > (record.endsAt ?? 0) ? 'raise' : 'lower';
  }
  const value = record.value ?? 0;
  if (read.value === value) return null;
  return read.value < value ? 'lower' : 'raise';
}

const spanMs = (type: LimitType): number => {
  const measure = LIMIT_MEASURE[kindOf(type)];
  return measure === 'money' ? 0 : MEASURE_MS[measure];
};

function change(
  record: LimitRecord,
  read: { kind: 'value'; value: number } | { kind: 'remove' },
  ctx: DecideContext,
): LimitDecision | Rejection {
  const { now, config } = ctx;
  const type = record.type;
  const what = classify(record, read, now);
  if (what === null) return reject(read.kind === 'remove' ? 'limits.not_set' : 'limits.unchanged', { limitType: type });
  const rule = CHANGE_RULES[kindOf(type)][what];
  if (rule === 'refused') return reject('limits.not_cancellable', { limitType: type, endsAt: record.endsAt ?? 0 });
  // A stricter value never waits, and replaces a looser one still waiting; unless the config locks every change while one waits.
  if (record.pending && (rule !== 'now' || config.isLimitLockEnabled))
    return reject('limits.change_pending', { limitType: type, effectiveAt: record.pending.effectiveAt });
  const value = read.kind === 'remove' ? null : read.value;
  if (rule === 'now') {
    if (value === null) return { accepted: true, change: what, effect: 'applied', next: null };
    const span = isSpanKind(kindOf(type));
    const next: LimitRecord = {
      ...record,
      value,
      startedAt: span && what === 'raise' ? record.startedAt : now,
      endsAt: span ? now + value * spanMs(type) : null,
      pending: null,
    };
    return { accepted: true, change: what, effect: 'applied', next };
  }
  const effectiveAt = now + config.coolingOffMs;
  const confirmBy = rule === 'coolingOffThenConfirm' ? effectiveAt + config.confirmWithinMs : null;
  return {
    accepted: true,
    change: what,
    effect: 'pending',
    next: { ...record, pending: { value, requestedAt: now, effectiveAt, confirmBy } },
  };
}

function confirm(record: LimitRecord | null, type: LimitType, now: number): LimitDecision | Rejection {
  const pending = record?.pending;
  if (!record || !pending) return reject('limits.not_pending', { limitType: type });
  if (pending.confirmBy === null) return reject('limits.confirm_not_needed', { limitType: type, effectiveAt: pending.effectiveAt });
  if (now < pending.effectiveAt) return reject('limits.cooling_off', { limitType: type, effectiveAt: pending.effectiveAt });
  const next = pending.value === null ? null : { ...record, value: pending.value, startedAt: now, pending: null };
  return { accepted: true, change: 'confirm', effect: 'confirmed', next };
}

function cancel(record: LimitRecord | null, type: LimitType, now: number): LimitDecision | Rejection {
  if (record?.pending) {
    const next = record.value === null ? null : { ...record, pending: null };
    return { accepted: true, change: 'cancel', effect: 'cancelled', next };
  }
  if (record && isSpanKind(kindOf(type)) && isInForce(record, now))
    return reject('limits.not_cancellable', { limitType: type, endsAt: record.endsAt ?? 0 });
  return reject('limits.not_pending', { limitType: type });
}
