import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useProjectionSelector } from '../core-access/coreContext';
import { useToasts } from '../design/toastStore';

/** Where notices show: the notification stack is fetched with the first one (the page's, or the shared queue's), and stays. */
export function ToastHost() {
  const toasts = useToasts();
  const shared = useProjectionSelector('notifications', (n) => n.shown.length > 0) ?? false;
  return toasts.length > 0 || shared ? <EmbeddedApp name="toaster" props={{}} loading={null} /> : null;
}
