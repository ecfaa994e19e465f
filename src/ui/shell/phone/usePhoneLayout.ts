import { useSyncExternalStore } from 'react';
import type { Device } from '../../../protocol/routeAnswer';

/** Below the narrowest desktop width of SPEC 9 (1024 px) the side columns no longer fit: the phone layout takes over. */
const media = () => matchMedia('(max-width: 1023.98px)');

function subscribe(changed: () => void): () => void {
  const list = media();
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/**
 * Whether the main layout is drawn for a phone: a narrow viewport, or the
 * device the route answer chose (platform_type=mobile, the iPad rule), so the
 * same routes and worker serve both. Kept tiny: it is in every first load;
 * the phone's parts load lazily (./PhoneChrome.tsx, which also marks <html>).
 */
export function usePhoneLayout(device: Device): boolean {
  return useSyncExternalStore(subscribe, () => media().matches) || device === 'mobile';
}
