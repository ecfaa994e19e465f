import type { LimitView } from '../../protocol/limits';

/**
 * The next moment after `now` at which a limit changes by itself: a pending
 * change's cooling-off ends (it applies, or starts waiting for the player's
 * confirmation) or its confirmation window closes. Null when none waits.
 */
export function nextLimitMoment(limits: readonly LimitView[], now: number): number | null {
  let next: number | null = null;
  for (const limit of limits) {
    const pending = limit.pending;
    if (!pending) continue;
    for (const at of [pending.effectiveAt, pending.confirmBy]) if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}
