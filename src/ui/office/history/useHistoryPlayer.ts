import { useProjectionSelector } from '../../core-access/coreContext';

export type HistoryPlayer = 'checking' | 'guest' | 'signedIn';

/** Whether a player is signed in; the history and the paycheck are theirs only. */
export function useHistoryPlayer(): HistoryPlayer {
  const status = useProjectionSelector('session', (s) => s.status);
  if (status === undefined || status === 'checking') return 'checking';
  return status === 'signedIn' ? 'signedIn' : 'guest';
}
