import type { TournamentsResult } from '../../../protocol/casino/tournaments';
import { useCore } from '../../core-access/coreContext';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';

/** The tournaments list from the worker, loading until it answers; `retry` asks again. */
export function useTournaments() {
  const core = useCore();
  return useKeyedLoad(
    'tournaments',
    (): Promise<TournamentsResult> => core.ask('casinoTournaments', {}),
    (): TournamentsResult => ({ status: 'error', message: 'host unavailable' }),
  );
}
