import { NO_LIMIT, type MoneyLimitKind } from '../../protocol/constants/limits';
import type { LimitRoom, LimitView } from '../../protocol/limits';
import { reject, type Rejection } from '../../protocol/rejections';

/** What the room is for: a deposit counts against deposit limits, a stake against wagering and loss limits. */
export type RoomPurpose = 'deposit' | 'stake';

const KINDS: Readonly<Record<RoomPurpose, readonly MoneyLimitKind[]>> = {
  deposit: ['deposit'],
  stake: ['wagering', 'loss'],
};

export type { LimitRoom };

/** A limit counts while a value holds (a pending change does not lift the value in force) and the server told its balance. */
function counts(limit: LimitView, kinds: readonly MoneyLimitKind[], currencyIso: string): boolean {
  return (
    limit.kind !== null &&
    (kinds as readonly string[]).includes(limit.kind) &&
    limit.currencyIso === currencyIso &&
    limit.state !== 'inactive' &&
    limit.value !== null &&
    limit.value !== NO_LIMIT &&
    limit.left !== null
  );
}

/**
 * The room left in one currency for a deposit or a stake, or null when no
 * limit counts it. Several limits all hold, so the lowest room wins; on a tie
 * the exact one (deposit, wagering) is named before a loss bound. The server
 * stays the authority: this only lets a form say so before it sends.
 */
export function roomLeft(limits: readonly LimitView[] | null, purpose: RoomPurpose, currencyIso: string): LimitRoom | null {
  const kinds = KINDS[purpose];
  let best: LimitRoom | null = null;
  for (const limit of limits ?? []) {
    if (!counts(limit, kinds, currencyIso)) continue;
    const kind = limit.kind as MoneyLimitKind;
    const room: LimitRoom = {
      limitType: limit.limitType,
      kind,
      currencyIso,
      left: Math.max(0, limit.left ?? 0),
      limit: limit.value ?? 0,
      used: limit.used ?? 0,
      resetsAt: limit.resetsAt,
      upTo: kind === 'loss',
    };
    if (best === null || tighter(room, best)) best = room;
  }
  return best;
}

const tighter = (a: LimitRoom, b: LimitRoom): boolean =>
  a.left !== b.left ? a.left < b.left : a.upTo !== b.upTo ? !a.upTo : a.limitType < b.limitType;

/**
 * The refusal of an amount the room cannot take, with the params the server's
 * own refusal carries (so one sentence reads both), or null when it fits.
 * `code` is the sending context's: `wallet.limit_exceeded`, `coupon.limit_exceeded`.
 */
export function roomRefusal(
  amount: number,
  room: LimitRoom | null,
  code: 'wallet.limit_exceeded' | 'coupon.limit_exceeded',
): Rejection | null {
  if (room === null || amount <= room.left) return null;
  return reject(code, {
    limitType: room.limitType,
    limit: room.limit,
    used: room.used,
    left: room.left,
    currency: room.currencyIso,
    ...(room.resetsAt !== null && { resetsAt: room.resetsAt }),
  });
}
