import { useEffect } from 'react';
import { useDispatch } from '../core-access/coreContext';
import { goneBuild } from './goneBuild';

/**
 * Reports the fact that this tab's build is gone to the worker, once per
 * page: the update warning (kind `updateAvailable`, with its reload button) is
 * the worker rule's to raise and the notification stack's to show.
 */
export function BuildGoneReport() {
  const gone = goneBuild.useValue();
  const dispatch = useDispatch();
  const build = gone?.build ?? null;
  useEffect(() => {
    if (build !== null) void dispatch({ type: 'app/build-gone', payload: { build } });
  }, [build, dispatch]);
  return null;
}
