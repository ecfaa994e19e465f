import { useEffect } from 'react';
import { useDispatch } from '../core-access/coreContext';
import { buildReport } from './buildReport';

/**
 * Reports what this tab learnt about its build to the worker, once per fact:
 * the update warning (kind `updateAvailable`, with its reload button) is the
 * worker rule's to raise and the notification stack's to show.
 */
export function BuildReport() {
  const report = buildReport.useValue();
  const dispatch = useDispatch();
  const command = report?.command ?? null;
  const build = report?.build ?? null;
  useEffect(() => {
    if (command !== null && build !== null) void dispatch({ type: command, payload: { build } });
  }, [command, build, dispatch]);
  return null;
}
