import { useCallback, useEffect, useState } from 'react';
import { isRejection, reject, type Rejection } from '../../../protocol/rejections';
import type { PersonalDataAnswer } from '../../../protocol/schemas/personalData';
import type { SessionAccepted } from '../../../protocol/session';
import { useSessionRequest } from '../../session/useSession';

export type PersonalState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: PersonalDataAnswer }
  | { readonly status: 'failed'; readonly rejection: Rejection };

/** The data out of a worker answer, or the refusal (an answer of another kind is a refusal too: the page never guesses). */
export function personalDataOf(answer: SessionAccepted | Rejection): PersonalDataAnswer | Rejection {
  if (isRejection(answer)) return answer;
  return answer.outcome.kind === 'personalData' ? answer.outcome.data : reject('session.unexpected');
}

/** The player's personal data through the worker (GET user/personal-data); `show` puts a newer answer (a save's) in place. */
export function usePersonalData(): { state: PersonalState; show: (data: PersonalDataAnswer) => void; reload: () => void } {
  const request = useSessionRequest();
  const [state, setState] = useState<PersonalState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void request({ kind: 'personalData' }).then((answer) => {
      if (!live) return;
      const data = personalDataOf(answer);
      setState(isRejection(data) ? { status: 'failed', rejection: data } : { status: 'ready', data });
    });
    return () => {
      live = false;
    };
  }, [request, round]);
  return {
    state,
    show: useCallback((data: PersonalDataAnswer) => setState({ status: 'ready', data }), []),
    reload: useCallback(() => setRound((n) => n + 1), []),
  };
}
