import { useCallback, useEffect, useState } from 'react';
import { isRejection, reject, type Rejection } from '../../../protocol/rejections';
import type { SecurityEvent, SecuritySession } from '../../../protocol/schemas/security';
import { useSessionRequest } from '../../session/useSession';
import { useSecurityRefresh } from './refresh';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly rejection: Rejection };

export interface EventPages {
  readonly events: readonly SecurityEvent[];
  readonly nextBefore: number | null;
  /** An older page is on its way, or failed to come (the shown ones stay). */
  readonly more: 'idle' | 'loading' | 'failed';
}

const failedAs = (answer: unknown): Rejection => (isRejection(answer) ? answer : reject('session.unexpected'));

/** The player's sessions through the worker (GET user/security/sessions); `reload` after signing others out. */
export function useSecuritySessions(): { state: Loaded<readonly SecuritySession[]>; reload: () => void } {
  const request = useSessionRequest();
  const [state, setState] = useState<Loaded<readonly SecuritySession[]>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { round: shared } = useSecurityRefresh();
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void request({ kind: 'securitySessions' }).then((answer) => {
      if (!live) return;
      if ('outcome' in answer && answer.outcome.kind === 'securitySessions') setState({ status: 'ready', value: answer.outcome.sessions });
      else setState({ status: 'failed', rejection: failedAs(answer) });
    });
    return () => {
      live = false;
    };
  }, [request, round, shared]);
  return { state, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** The audit log, newest first, a page at a time; `more` appends the next older page, `reload` starts again. */
export function useSecurityEvents(): { state: Loaded<EventPages>; more: () => void; reload: () => void } {
  const request = useSessionRequest();
  const [state, setState] = useState<Loaded<EventPages>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { round: shared } = useSecurityRefresh();
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void request({ kind: 'securityEvents' }).then((answer) => {
      if (!live) return;
      if ('outcome' in answer && answer.outcome.kind === 'securityEvents')
        setState({ status: 'ready', value: { events: answer.outcome.events, nextBefore: answer.outcome.nextBefore, more: 'idle' } });
      else setState({ status: 'failed', rejection: failedAs(answer) });
    });
    return () => {
      live = false;
    };
  }, [request, round, shared]);

  const more = useCallback(() => {
    if (state.status !== 'ready' || state.value.nextBefore === null || state.value.more === 'loading') return;
    const shown = state.value;
    const before = shown.nextBefore ?? undefined;
    setState({ status: 'ready', value: { ...shown, more: 'loading' } });
    void request({ kind: 'securityEvents', ...(before !== undefined ? { before } : {}) }).then((answer) => {
      if ('outcome' in answer && answer.outcome.kind === 'securityEvents') {
        const older = answer.outcome;
        setState({ status: 'ready', value: { events: [...shown.events, ...older.events], nextBefore: older.nextBefore, more: 'idle' } });
      } else setState({ status: 'ready', value: { ...shown, more: 'failed' } });
    });
  }, [request, state]);

  return { state, more, reload: useCallback(() => setRound((n) => n + 1), []) };
}
