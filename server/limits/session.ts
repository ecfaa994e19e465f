import { isInForce } from '../../src/core/limits';
import { LIMIT_TYPE } from '../../src/protocol/constants/limits';
import type { Db } from '../db/db';
import { loadLimits } from './store';

/**
 * Seconds left of the session limit (31) today; null without one. The daily
 * budget is not counted yet (server/limits/README.md, "Not built yet"): the
 * whole budget is answered, so the worker's timer has its length.
 */
export async function sessionSecondsLeft(db: Db, userId: number, now: number): Promise<number | null> {
  const limits = await db.transaction((tx) => loadLimits(tx, userId, now, { lock: true }));
  const session = limits.find((s) => s.record.type === LIMIT_TYPE.session && isInForce(s.record, now));
  return session?.record.value ? session.record.value * 3600 : null;
}
