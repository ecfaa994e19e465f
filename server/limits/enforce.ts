import { limitBreach, moneyLimitsInForce, playBlock, type LimitBreach, type PlayBlock } from '../../src/core/limits';
import type { MoneyLimitKind } from '../../src/protocol/constants/limits';
import type { Queryable } from '../db/db';
import { flowsOf } from './flows';
import { loadLimits } from './store';

/** Why the limits refuse an amount: a self-exclusion or time-out runs, or a money limit leaves too little. */
export type LimitVerdict =
  | { readonly kind: 'blocked'; readonly block: PlayBlock }
  | { readonly kind: 'limit'; readonly breach: LimitBreach; readonly currencyIso: string };

/**
 * Whether the player may put `amount` (minor units of `currencyIso`) through
 * the limits of `kinds` now. Runs in the caller's transaction, under the
 * player's row lock taken here: two deposits or stakes of one player are
 * judged one after the other, never both against the same room.
 */
export async function limitVerdict(
  tx: Queryable,
  input: { userId: number; currencyIso: string; amount: number; kinds: readonly MoneyLimitKind[]; now: number },
): Promise<LimitVerdict | null> {
  const records = (await loadLimits(tx, input.userId, input.now, { lock: true })).map((s) => s.record);
  const block = playBlock(records, input.now);
  if (block) return { kind: 'blocked', block };
  for (const kind of input.kinds) {
    const limits = moneyLimitsInForce(records, kind, input.currencyIso, input.now);
    if (limits.length === 0) continue;
    const flows = await flowsOf(tx, input.userId, kind, input.currencyIso, input.now);
    const breach = limitBreach(limits, flows, input.amount, input.now);
    if (breach) return { kind: 'limit', breach, currencyIso: input.currencyIso };
  }
  return null;
}

/** A verdict as the params of a typed refusal (wallet.* or the bets' codes): which limit, how much is left, when it resets. */
export function verdictParams(verdict: LimitVerdict): Record<string, string | number> {
  if (verdict.kind === 'blocked') return { limitType: verdict.block.limitType, endsAt: verdict.block.endsAt };
  const b = verdict.breach;
  return { limitType: b.limitType, limit: b.limit, used: b.used, left: b.left, resetsAt: b.resetsAt ?? 0, currency: verdict.currencyIso };
}

export function verdictMessage(verdict: LimitVerdict, what: string): string {
  if (verdict.kind === 'blocked')
    return `No ${what} while limit ${verdict.block.limitType} runs, until ${new Date(verdict.block.endsAt).toISOString()}`;
  const b = verdict.breach;
  const resets = b.resetsAt === null ? '' : `; room comes back from ${new Date(b.resetsAt).toISOString()}`;
  return `Limit ${b.limitType} (${b.limit} ${verdict.currencyIso}) leaves ${b.left} for this ${what}${resets}`;
}
