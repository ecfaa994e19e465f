import { NOTIFICATION_KIND_SPECS } from '../../protocol/constants/notifications';
import type { NotificationsProjection, NotificationsState } from '../../protocol/notifications';
import { closesAt } from './queue';

export const NO_NOTIFICATIONS: NotificationsProjection = { shown: [], queued: 0 };

/**
 * What a tab of `player` (null: a guest) paints: the shown notifications that
 * are the browser's or this player's. Another player's wait hidden (a sign-out
 * closes them; this only covers the moment between).
 */
export function notificationsView(state: NotificationsState, player: number | null): NotificationsProjection {
  if (state.open.length === 0) return NO_NOTIFICATIONS;
  const mine = state.open.filter((item) => item.player === null || item.player === player);
  const shown = mine
    .filter((item) => item.shownAt !== null)
    .map((item) => {
      const spec = NOTIFICATION_KIND_SPECS[item.kind];
      return {
        id: item.id,
        kind: item.kind,
        lane: spec.lane,
        params: item.params,
        link: item.link ?? spec.defaultLink,
        closesAt: closesAt(item),
      };
    });
  return { shown, queued: mine.length - shown.length };
}
