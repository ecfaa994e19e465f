import { mature, stateOf, type LimitRecord } from '../../src/core/limits';
import type { LimitType } from '../../src/protocol/constants/limits';
import type { Queryable } from '../db/db';
import { insertPlayerEvents } from '../ledger/post';
import { lockPlayer } from '../ledger/playerLock';

/**
 * The player_limit rows as core records, and their writes: every write of a
 * limit goes with its audit row, in the caller's transaction.
 */

interface LimitRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  limit_type: number;
  currency_iso: string;
  value: number | null;
  started_at: unknown;
  ends_at: unknown;
  reason_id: number | null;
  has_pending: boolean;
  pending_value: number | null;
  pending_requested_at: unknown;
  pending_effective_at: unknown;
  pending_confirm_by: unknown;
}

export interface StoredLimit {
  readonly id: number;
  readonly record: LimitRecord;
}

const ms = (value: unknown): number | null => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());
const date = (value: number | null): Date | null => (value === null ? null : new Date(value));
const currencyKey = (iso: string | null): string => iso ?? '*';

function recordOf(row: LimitRow): LimitRecord {
  return {
    type: row.limit_type as LimitType,
    currencyIso: row.currency_iso === '*' ? null : row.currency_iso,
    value: row.value,
    startedAt: ms(row.started_at),
    endsAt: ms(row.ends_at),
    reasonId: row.reason_id,
    pending: row.has_pending
      ? {
          value: row.pending_value,
          requestedAt: ms(row.pending_requested_at) ?? 0,
          effectiveAt: ms(row.pending_effective_at) ?? 0,
          confirmBy: ms(row.pending_confirm_by),
        }
      : null,
  };
}

export type AuditActor = 'player' | 'system';

export interface AuditEntry {
  readonly actor: AuditActor;
  readonly action: string;
  readonly at: number;
}

/**
 * Writes `after` over `before` for one limit (insert, update or delete) and
 * its audit row: who, when, old value, new value, the state after.
 */
export async function writeLimit(
  tx: Queryable,
  userId: number,
  before: LimitRecord | null,
  after: LimitRecord | null,
  audit: AuditEntry,
): Promise<void> {
  const key = after ?? before;
  if (!key) return;
  const currency = currencyKey(key.currencyIso);
  if (!after) {
    await tx.query('DELETE FROM player_limit WHERE user_id = $1 AND limit_type = $2 AND currency_iso = $3', [userId, key.type, currency]);
  } else {
    const p = after.pending;
    await tx.query(
      `INSERT INTO player_limit (user_id, limit_type, currency_iso, value, started_at, ends_at, reason_id, has_pending, pending_value,
         pending_requested_at, pending_effective_at, pending_confirm_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (user_id, limit_type, currency_iso) DO UPDATE SET value = $4, started_at = $5, ends_at = $6, reason_id = $7,
         has_pending = $8, pending_value = $9, pending_requested_at = $10, pending_effective_at = $11, pending_confirm_by = $12,
         updated_at = $13`,
      [
        userId,
        after.type,
        currency,
        after.value,
        date(after.startedAt),
        date(after.endsAt),
        after.reasonId,
        p !== null,
        p?.value ?? null,
        date(p?.requestedAt ?? null),
        date(p?.effectiveAt ?? null),
        date(p?.confirmBy ?? null),
        new Date(audit.at),
      ],
    );
  }
  await tx.query(
    `INSERT INTO player_limit_audit (user_id, limit_type, currency_iso, actor, action, old_value, new_value, state, pending_value, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      key.type,
      currency,
      audit.actor,
      audit.action,
      before?.value ?? null,
      after?.value ?? null,
      after ? stateOf(after, audit.at) : 'INACTIVE',
      after?.pending?.value ?? null,
      new Date(audit.at),
    ],
  );
  // The domain event of the change, on the player's channel, in the same transaction as its audit row.
  const event = {
    type: 'limit_changed',
    limitType: key.type,
    currencyIso: key.currencyIso,
    actor: audit.actor,
    action: audit.action,
  } as const;
  await insertPlayerEvents(tx, [{ userId, event }], audit.at);
}

/**
 * The player's limits as they stand at `now`. What time did to them (a
 * cooling-off that lapsed, a confirmation window that closed) is written
 * first, with the system's audit row, so the table always says what holds.
 * `lock` takes the player's row lock first: a change or a deposit or a stake
 * checked against the limits then waits for any other of the same player.
 * `readOnly` writes nothing.
 */
export async function loadLimits(
  q: Queryable,
  userId: number,
  now: number,
  options: { lock?: boolean; readOnly?: boolean } = {},
): Promise<StoredLimit[]> {
  if (options.lock) await lockPlayer(q, userId);
  const rows = await q.query<LimitRow>('SELECT * FROM player_limit WHERE user_id = $1 ORDER BY limit_type, currency_iso', [userId]);
  const out: StoredLimit[] = [];
  for (const row of rows) {
    const record = recordOf(row);
    const matured = mature(record, now);
    // A read outside a transaction (the sign-in's check) matures in memory only: the write and its audit row wait for a transaction.
    if (matured.happened && !options.readOnly) {
      // Written at the moment it happened (its cooling-off or its deadline), not when someone looked.
      const pending = record.pending;
      const at = matured.happened === 'applied' ? (pending?.effectiveAt ?? now) : (pending?.confirmBy ?? now);
      await writeLimit(q, userId, record, matured.record, { actor: 'system', action: matured.happened, at });
    }
    if (matured.record) out.push({ id: row.id, record: matured.record });
  }
  return out;
}

/** The id of one of the player's limits by its row id: null when it is not theirs (or does not exist). */
export async function ownLimitKey(
  q: Queryable,
  userId: number,
  limitId: number,
): Promise<{ readonly type: LimitType; readonly currencyIso: string | null } | null> {
  const [row] = await q.query<{ limit_type: number; currency_iso: string }>(
    'SELECT limit_type, currency_iso FROM player_limit WHERE id = $1 AND user_id = $2',
    [limitId, userId],
  );
  return row ? { type: row.limit_type as LimitType, currencyIso: row.currency_iso === '*' ? null : row.currency_iso } : null;
}
