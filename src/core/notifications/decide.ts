import { NOTIFICATION_KEYS_KEPT } from '../../protocol/constants/notifications';
import {
  NOTIFICATIONS_COMMAND_SCHEMAS,
  type NotificationsCommand,
  type NotificationsEvent,
  type NotificationsState,
} from '../../protocol/notifications';
import { reject } from '../../protocol/rejections';
import type { Decision, DecideContext } from '../shared/decision';
import { arrange, dueIds } from './queue';

export const initialNotificationsState: NotificationsState = { open: [], closedKeys: [] };

/** Whether the fact behind `key` was raised already: open now, or closed and remembered. */
export function isKnown(state: NotificationsState, key: string): boolean {
  return state.open.some((item) => item.key === key) || state.closedKeys.includes(key);
}

/**
 * Raising a known fact again, dismissing a closed one, retracting a key that
 * is not open and expiring when nothing is due all decide nothing: every tab and every rule may repeat
 * them safely (two tabs' clicks, two hosts' timers).
 */
export function decideNotifications(
  state: NotificationsState,
  command: NotificationsCommand,
  ctx: DecideContext,
): Decision<NotificationsEvent> {
  switch (command.type) {
    case 'notifications/raise': {
      const parsed = NOTIFICATIONS_COMMAND_SCHEMAS['notifications/raise'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
      if (isKnown(state, parsed.data.key)) return [];
      return [{ type: 'notifications/raised', v: 1, payload: { ...parsed.data, id: ctx.newId(), at: ctx.now } }];
    }
    case 'notifications/dismiss': {
      const parsed = NOTIFICATIONS_COMMAND_SCHEMAS['notifications/dismiss'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
      if (!state.open.some((item) => item.id === parsed.data.id)) return [];
      return [{ type: 'notifications/closed', v: 1, payload: { ids: [parsed.data.id], reason: 'dismissed', at: ctx.now } }];
    }
    case 'notifications/expire': {
      const ids = dueIds(state.open, ctx.now);
      return ids.length === 0 ? [] : [{ type: 'notifications/closed', v: 1, payload: { ids: [...ids], reason: 'expired', at: ctx.now } }];
    }
    case 'notifications/closePlayer': {
      const parsed = NOTIFICATIONS_COMMAND_SCHEMAS['notifications/closePlayer'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
      const ids = state.open.filter((item) => item.player === parsed.data.player).map((item) => item.id);
      return ids.length === 0 ? [] : [{ type: 'notifications/closed', v: 1, payload: { ids, reason: 'signedOut', at: ctx.now } }];
    }
    case 'notifications/retract': {
      const parsed = NOTIFICATIONS_COMMAND_SCHEMAS['notifications/retract'].safeParse(command.payload);
      if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
      const open = state.open.find((item) => item.key === parsed.data.key);
      return open ? [{ type: 'notifications/closed', v: 1, payload: { ids: [open.id], reason: 'ended', at: ctx.now } }] : [];
    }
  }
}

/** Raised ones join the end of the queue; closed ones leave it, their keys remembered; the limits then promote what fits. */
export function evolveNotifications(state: NotificationsState, event: NotificationsEvent): NotificationsState {
  if (event.type === 'notifications/raised') {
    const { at, ...rest } = event.payload;
    if (isKnown(state, rest.key)) return state;
    const open = [...state.open, { ...rest, raisedAt: at, shownAt: null }];
    return { ...state, open: arrange(open, at) };
  }
  const closing = new Set(event.payload.ids);
  const gone = state.open.filter((item) => closing.has(item.id));
  if (gone.length === 0) return state;
  const open = state.open.filter((item) => !closing.has(item.id));
  const closedKeys = [...state.closedKeys, ...gone.map((item) => item.key)].slice(-NOTIFICATION_KEYS_KEPT);
  return { open: arrange(open, event.payload.at), closedKeys };
}
