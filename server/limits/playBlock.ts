import { playBlock, type PlayBlock } from '../../src/core/limits';
import { LIMIT_TYPE } from '../../src/protocol/constants/limits';
import type { UserConfig } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';
import { loadLimits } from './store';

/** The player's running time-out or self-exclusion now (the later ending), or null. Reads only: no lock, no write. */
export async function runningPlayBlock(q: Queryable, userId: number, now: number): Promise<PlayBlock | null> {
  const limits = await loadLimits(q, userId, now, { readOnly: true });
  return playBlock(
    limits.map((s) => s.record),
    now,
  );
}

/** The user config's `play_block`: what the client's route decision reads to keep a blocked player to the open pages. */
export async function playBlockField(q: Queryable, userId: number, now: number): Promise<UserConfig['play_block']> {
  const block = await runningPlayBlock(q, userId, now);
  if (!block || (block.limitType !== LIMIT_TYPE.selfExclusion && block.limitType !== LIMIT_TYPE.timeOut)) return null;
  return { limit_type: block.limitType, ends_at: block.endsAt };
}

/**
 * A self-excluded player (or one on a time-out) gets no marketing: UKGC and
 * MGA rules keep offers away from someone who has asked to stop gambling.
 */
export async function mayReceiveMarketing(q: Queryable, userId: number, now: number): Promise<boolean> {
  return (await runningPlayBlock(q, userId, now)) === null;
}
