import { useCallback } from 'react';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { useDispatch, type CommandInput } from './coreContext';

/**
 * Sends a command to the worker and answers only its refusal (null when it
 * was accepted), for forms that show a refusal in words. Never throws: a lost
 * worker reads as host_unavailable.
 */
export function useRefusalDispatch(): (command: CommandInput) => Promise<Rejection | null> {
  const dispatch = useDispatch();
  return useCallback(
    async (command: CommandInput) => {
      try {
        const answer = await dispatch(command);
        return isRejection(answer) ? answer : null;
      } catch {
        return { rejected: true, code: 'host_unavailable' } as Rejection;
      }
    },
    [dispatch],
  );
}
