import { useEffect, useSyncExternalStore } from 'react';
import type { Device } from '../../../protocol/routeAnswer';

/** Below the narrowest desktop width of SPEC 9 (1024 px) the side columns no longer fit: the phone layout takes over. */
export const PHONE_MEDIA = '(max-width: 1023.98px)';

const media = () => (typeof matchMedia === 'function' ? matchMedia(PHONE_MEDIA) : null);

function subscribe(changed: () => void): () => void {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

const isNarrow = () => media()?.matches ?? false;

/**
 * Whether the main layout is drawn for a phone (also marked as data-mode="phone" on <html>): a narrow viewport, or the
 * device the route answer chose (platform_type=mobile, the iPad rule), so the
 * same routes and worker serve both. Kept tiny: it is in every first load;
 * the phone's parts themselves load lazily (./PhoneChrome.tsx).
 */
export function usePhoneLayout(device: Device): boolean {
  const phone = useSyncExternalStore(subscribe, isNarrow, () => false) || device === 'mobile';
  // On <html> too: the design system's phone rules (touch targets) reach dialogs portalled outside the layout.
  useEffect(() => {
    const root = document.documentElement;
    if (phone) root.dataset.mode = 'phone';
    else delete root.dataset.mode;
    return () => void delete root.dataset.mode;
  }, [phone]);
  return phone;
}
