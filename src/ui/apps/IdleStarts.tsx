import { useEffect } from 'react';
import { useCore } from '../core-access/coreContext';
import { whenIdleAfterLoad } from './prefetch';
import { useRemoteAppsIfAny } from './RemoteAppsContext';

/**
 * Starts the page's idle work (./idleWork.ts) from the layout, as the
 * header's prefetch and the footer wait: never with the first load, and
 * fetched with what the idle page fetches, after its mark.
 */
export function IdleStarts() {
  const core = useCore();
  const apps = useRemoteAppsIfAny();
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        import('./idleWork').then(
          (work) => work.startIdleWork(core, () => void apps?.prefetch('toaster')),
          (error: unknown) => console.warn('The idle work could not be loaded', error),
        );
      }),
    [core, apps],
  );
  return null;
}
