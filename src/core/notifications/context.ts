import {
  NOTIFICATIONS_COMMANDS,
  NOTIFICATIONS_EVENT_SCHEMAS,
  type NotificationsCommand,
  type NotificationsEvent,
} from '../../protocol/notifications';
import { defineContext } from '../app/context';
import { decideNotifications, evolveNotifications, initialNotificationsState } from './decide';

/**
 * The notifications queue of every tab: what is open (shown or waiting) and
 * which facts were closed, in the log, so a dismissal in one tab is one in
 * all and a reload does not bring a closed one back. The worker's
 * notifications controller raises, expires and projects it.
 */
export const notificationsContext = defineContext({
  name: 'notifications',
  initial: initialNotificationsState,
  shape: { version: 1 },
  commands: NOTIFICATIONS_COMMANDS,
  events: NOTIFICATIONS_EVENT_SCHEMAS,
  decide: (state, command: NotificationsCommand, ctx) => decideNotifications(state, command, ctx),
  evolve: (state, event: NotificationsEvent) => evolveNotifications(state, event),
});
