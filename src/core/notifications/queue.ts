import { NOTIFICATION_KIND_SPECS, NOTIFICATION_LIMITS, type NotificationLane } from '../../protocol/constants/notifications';
import type { OpenNotification } from '../../protocol/notifications';

const laneCap = (lane: NotificationLane): number =>
  lane === 'maintenance' ? NOTIFICATION_LIMITS.maintenance : lane === 'shadow' ? NOTIFICATION_LIMITS.shadow : NOTIFICATION_LIMITS.shown;

/**
 * Which open notifications are shown (SPEC 9): in the order they were raised,
 * each is shown while fewer than `shown` are and its lane is under its cap;
 * the rest wait. Closing one only frees room, so a shown one never goes back
 * to waiting, and the first waiting ones that fit are promoted.
 */
export function shownIds(open: readonly OpenNotification[]): ReadonlySet<string> {
  const shown = new Set<string>();
  const perLane: Record<NotificationLane, number> = { regular: 0, maintenance: 0, shadow: 0 };
  for (const item of open) {
    if (shown.size >= NOTIFICATION_LIMITS.shown) break;
    const lane = NOTIFICATION_KIND_SPECS[item.kind].lane;
    if (perLane[lane] >= laneCap(lane)) continue;
    perLane[lane] += 1;
    shown.add(item.id);
  }
  return shown;
}

/** The open list with `shownAt` stamped `at` on those the limits now let through for the first time. */
export function arrange(open: readonly OpenNotification[], at: number): readonly OpenNotification[] {
  const shown = shownIds(open);
  let changed = false;
  const next = open.map((item) => {
    if (item.shownAt !== null || !shown.has(item.id)) return item;
    changed = true;
    return { ...item, shownAt: at };
  });
  return changed ? next : open;
}

/** When a shown notification closes by itself: its kind's timeout after it was shown; null for a kind without one or a waiting one. */
export function closesAt(item: OpenNotification): number | null {
  const timeout = NOTIFICATION_KIND_SPECS[item.kind].timeoutMs;
  return item.shownAt === null || timeout === null ? null : item.shownAt + timeout;
}

/** The shown ones whose time is up at `now`. */
export function dueIds(open: readonly OpenNotification[], now: number): readonly string[] {
  return open
    .filter((item) => {
      const end = closesAt(item);
      return end !== null && end <= now;
    })
    .map((item) => item.id);
}

/** The earliest moment one of them closes by itself (the worker's one timer); null: none will. */
export function nextExpiry(open: readonly OpenNotification[]): number | null {
  let next: number | null = null;
  for (const item of open) {
    const end = closesAt(item);
    if (end !== null && (next === null || end < next)) next = end;
  }
  return next;
}
