import { useCallback, useEffect, useState } from 'react';
import type { QueryName, QueryOutput } from '../../../protocol/api';
import type { OfficeResult } from '../../../protocol/officeSupport';
import { useCore } from '../../core-access/coreContext';

type ReadQuery = 'officeRequests' | 'officeManager' | 'officeIdeas' | 'officeReferral' | 'officeAppeals';
export type Loaded<T> = { readonly status: 'loading' } | OfficeResult<T>;
type ValueOf<Q extends QueryName> = QueryOutput<Q> extends OfficeResult<infer T> ? T : never;

/** One of the pages' reads through the worker: loading, then its outcome; `reload` asks again (after a filing). */
export function useOfficeRead<Q extends ReadQuery>(query: Q): { loaded: Loaded<ValueOf<Q>>; reload: () => void } {
  const core = useCore();
  const [loaded, setLoaded] = useState<Loaded<ValueOf<Q>>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // Every read takes no input; the cast only narrows the answer to this query's (ask keeps its `this`).
    const ask = core.ask.bind(core) as (name: Q, input: Record<string, never>) => Promise<OfficeResult<ValueOf<Q>>>;
    ask(query, {}).then(
      (result) => live && setLoaded(result),
      (error: unknown) => live && setLoaded({ status: 'error', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [core, query, round]);
  return { loaded, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** The refusal codes a page words; anything else is the generic failure. */
const WORDED = new Set([
  'invalid_request',
  'attachment_type',
  'attachment_too_large',
  'attachment_unsafe',
  'rate_limited',
  'appeal_open',
  'body_too_large',
]);

/** The text key of a failed filing (officeSupport.errors.*). */
export function failureKey(result: Exclude<OfficeResult<unknown>, { status: 'ok' }>): string {
  if (result.status === 'signedOut') return 'officeSupport.errors.signed_out';
  if (result.status === 'refused' && WORDED.has(result.code))
    return `officeSupport.errors.${result.code === 'body_too_large' ? 'attachment_too_large' : result.code}`;
  return 'officeSupport.errors.failed';
}
