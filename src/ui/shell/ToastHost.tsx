import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useToasts } from '../design/toastStore';

/** Where the page's notices show: the toaster app is fetched with the first one, and stays. */
export function ToastHost() {
  const toasts = useToasts();
  return toasts.length > 0 ? <EmbeddedApp name="toaster" props={{}} loading={null} /> : null;
}
