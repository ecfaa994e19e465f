import { Toaster } from '../design/Toaster';
import { SharedNotifications } from './SharedNotifications';

/**
 * The site's one notification surface: the page's own notices (SPEC 8's
 * errors and successes, notify.ts) and the shared queue's notifications
 * (every tab's, the worker's rules), in one Radix toast region. Fetched with
 * the first of either (shell/ToastHost.tsx), never with the first load.
 */
export function NotificationStack() {
  return (
    <Toaster>
      <SharedNotifications />
    </Toaster>
  );
}
