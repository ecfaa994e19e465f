import { useEffect, useState } from 'react';
import { LEADERBOARD_POLL_MS, type TournamentResult } from '../../../protocol/casino/tournaments';
import { useCore } from '../../core-access/coreContext';
import { useKeyedLoad } from '../../core-access/useKeyedLoad';
import { useLastDefined } from '../../core-access/useLastDefined';

/**
 * One tournament's board from the worker, asked again every
 * LEADERBOARD_POLL_MS while it runs, so the board moves as rounds are
 * played; between two reads the last board stays on screen.
 */
export function usePolledBoard(id: number) {
  const core = useCore();
  const [tick, setTick] = useState(0);
  const { value, retry } = useKeyedLoad(
    `${id}:${tick}`,
    (): Promise<TournamentResult> => core.ask('casinoTournament', { id }),
    (): TournamentResult => ({ status: 'error', message: 'host unavailable' }),
  );
  const last = useLastDefined(value.status === 'loading' ? undefined : value);
  const running = last?.status === 'ok' && last.board.tournament.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), LEADERBOARD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  const lastOfThis = last?.status === 'ok' && last.board.tournament.id !== id ? undefined : last;
  return { value: value.status === 'loading' && lastOfThis ? lastOfThis : value, retry };
}
