/**
 * Rolling-window arithmetic of money limits. A flow is one amount at one
 * time (epoch ms): a deposit or a stake counts up; a win, a refund or a
 * cash-out counts down (loss limits only). A window of length W at `now`
 * holds the flows with `now - W < at <= now`.
 */
export interface Flow {
  readonly at: number;
  readonly amount: number;
}

export interface WindowUse {
  /** What the window holds against the limit now (never below zero). */
  readonly used: number;
  /** When the oldest amount that counts leaves the window (the next time more is left); null when nothing counts. */
  readonly resetsAt: number | null;
}

const inWindow = (flows: readonly Flow[], windowMs: number, now: number): Flow[] =>
  flows.filter((f) => f.at > now - windowMs && f.at <= now).sort((a, b) => a.at - b.at);

/**
 * What the window uses: the largest sum of its latest flows (a suffix), at
 * least zero. For amounts that only count up (deposits, stakes) that is the
 * window's total. For a net loss it is the worst case any later window
 * containing a new stake can meet: a win inside the window that is older
 * than the losses after it must not buy room, since once it leaves a window
 * those losses would stand alone. Checking a new amount against this keeps
 * every window, not only the one ending now, within the limit.
 */
export function windowUse(flows: readonly Flow[], windowMs: number, now: number): WindowUse {
  const held = inWindow(flows, windowMs, now);
  let suffix = 0;
  let used = 0;
  let from = -1;
  for (let i = held.length - 1; i >= 0; i -= 1) {
    suffix += (held[i] as Flow).amount;
    if (suffix >= used && suffix > 0) {
      used = suffix;
      from = i;
    }
  }
  return { used, resetsAt: from < 0 ? null : (held[from] as Flow).at + windowMs };
}

/** The plain total of a window (what a player reads as "deposited in the last 24 h"); may be negative for a net result. */
export function windowTotal(flows: readonly Flow[], windowMs: number, now: number): number {
  return inWindow(flows, windowMs, now).reduce((sum, f) => sum + f.amount, 0);
}

export interface Headroom extends WindowUse {
  readonly limit: number;
  /** What may still go in now. */
  readonly left: number;
}

export function headroom(limit: number, flows: readonly Flow[], windowMs: number, now: number): Headroom {
  const use = windowUse(flows, windowMs, now);
  return { ...use, limit, left: Math.max(0, limit - use.used) };
}
