export { notificationsContext } from './context';
export { decideNotifications, evolveNotifications, initialNotificationsState, isKnown } from './decide';
export { arrange, closesAt, dueIds, nextExpiry, shownIds } from './queue';
export { NO_NOTIFICATIONS, notificationsView } from './view';
