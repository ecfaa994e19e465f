import type { ContentResult } from '../../protocol/content';
import { useCore, type CoreClient } from '../core-access/coreContext';
import { useKeyedLoad, type Loading } from '../core-access/useKeyedLoad';

const FAILED = { status: 'error', message: 'the worker did not answer' } as const;

/**
 * One content read through the worker, run again when `key` (everything it
 * asks) changes: loading, then its result; a call that throws is an error the
 * page offers to retry.
 */
export function useContent<T>(
  key: string,
  ask: (core: CoreClient) => Promise<ContentResult<T>>,
): {
  value: ContentResult<T> | Loading;
  retry: () => void;
} {
  const core = useCore();
  return useKeyedLoad<ContentResult<T>>(
    key,
    () => ask(core),
    () => FAILED,
  );
}
