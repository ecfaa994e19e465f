import { useCallback } from 'react';
import { isRejection, type Rejection } from '../../protocol/rejections';
import type { SessionAccepted, SessionProjection, SessionRequest } from '../../protocol/session';
import { isSessionAccepted } from '../../protocol/constants/session';
import { useDispatch, useProjection } from '../core-access/coreContext';

export function useSession(): SessionProjection | undefined {
  return useProjection('session');
}

/** Asks the worker for something that needs the server; never throws. */
export function useSessionRequest(): (request: SessionRequest) => Promise<SessionAccepted | Rejection> {
  const dispatch = useDispatch();
  return useCallback(
    async (request: SessionRequest) => {
      try {
        const answer = await dispatch({ type: 'session/request', payload: request });
        if (isRejection(answer)) return answer;
        return isSessionAccepted(answer) ? answer : { ...answer, outcome: { kind: 'done' } };
      } catch {
        return { rejected: true, code: 'host_unavailable' } as Rejection;
      }
    },
    [dispatch],
  );
}

/** `session.invalid_credentials` -> `session.errors.invalid_credentials`; unknown reasons get the generic text. */
export function sessionErrorKey(rejection: Rejection): string {
  const reason = rejection.code.startsWith('session.') ? rejection.code.slice('session.'.length) : rejection.code;
  return `session.errors.${reason}`;
}
