import { decideLimit, endsSessions, isLimitType, isMoneyKind, kindOf, type LimitAction, type LimitConfig } from '../../src/core/limits';
import { isRejection } from '../../src/protocol/rejections';
import type { Db, Queryable } from '../db/db';
import { LimitError, fromRejection } from './errors';
import { loadLimits, writeLimit, type StoredLimit } from './store';
import { endAllSessions } from '../auth/sessions';
import { recordSecurityEvent, type EventOrigin } from '../auth/audit';

export interface AppliedChange {
  readonly limitType: number;
  readonly currencyIso: string | null;
  readonly change: 'set' | 'lower' | 'raise' | 'remove' | 'confirm' | 'cancel';
  readonly effect: 'applied' | 'pending' | 'confirmed' | 'cancelled';
}

/** The currencies the player holds accounts in, main account's first: a money limit counts in one of them. */
async function playerCurrencies(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ iso: string }>(
    `SELECT c.iso FROM account a JOIN currency c ON c.id = a.currency_id WHERE a.user_id = $1
      GROUP BY c.iso ORDER BY min(CASE WHEN a.type = 0 THEN 0 ELSE 1 END), min(a.id)`,
    [userId],
  );
  return rows.map((r) => r.iso);
}

/** A money limit's currency: the one asked, if the player holds it; by default the main account's. */
async function withCurrency(q: Queryable, userId: number, action: LimitAction): Promise<LimitAction> {
  if (!isLimitType(action.type) || !isMoneyKind(kindOf(action.type))) return { ...action, currencyIso: null };
  const held = await playerCurrencies(q, userId);
  const iso = action.currencyIso ?? held[0] ?? null;
  if (iso !== null && !held.includes(iso))
    throw new LimitError('limits.unknown_currency', `You hold no account in ${iso}`, { params: { currency: iso } });
  return { ...action, currencyIso: iso };
}

/**
 * Applies the player's actions in order, in one transaction under the
 * player's row lock: each is decided by the core against the limits as they
 * stand (after the earlier ones), written with its audit row; the first
 * refusal rolls every one of them back, so a refused request changes nothing.
 * `dryRun`: decided and refused alike, but nothing is written (what a change
 * would be, before a self-assessment lets it go on).
 */
export async function applyLimitActions(
  db: Db,
  input: { userId: number; actions: readonly LimitAction[]; config: LimitConfig; now: number; dryRun?: boolean; origin?: EventOrigin },
): Promise<AppliedChange[]> {
  return db.transaction(async (tx) => {
    const current: StoredLimit[] = await loadLimits(tx, input.userId, input.now, { lock: true });
    const records = current.map((s) => s.record);
    const applied: AppliedChange[] = [];
    for (const asked of input.actions) {
      const action = await withCurrency(tx, input.userId, asked);
      const index = records.findIndex((r) => r.type === action.type && r.currencyIso === action.currencyIso);
      const before = index >= 0 ? (records[index] ?? null) : null;
      const others = records.filter((_, i) => i !== index);
      const decided = decideLimit(before, action, { now: input.now, config: input.config, others });
      if (isRejection(decided)) throw fromRejection(decided, `Limit ${String(action.type)}: ${decided.code.replace('limits.', '')}`);
      if (!input.dryRun) {
        await writeLimit(tx, input.userId, before, decided.next, { actor: 'player', action: decided.change, at: input.now });
        await recordSecurityEvent(tx, {
          userId: input.userId,
          kind: 'limit_changed',
          at: input.now,
          ...(input.origin ? { origin: input.origin } : {}),
          detail: { limitType: action.type, currency: action.currencyIso, change: decided.change, effect: decided.effect },
        });
      }
      if (index >= 0) records.splice(index, 1);
      if (decided.next) records.push(decided.next);
      applied.push({ limitType: action.type, currencyIso: action.currencyIso, change: decided.change, effect: decided.effect });
    }
    // A break that starts ends every session in the same transaction: a break never stands while a session of it lives on.
    if (!input.dryRun && applied.some((c) => endsSessions(c.limitType, c.effect))) await endAllSessions(tx, input.userId);
    return applied;
  });
}
