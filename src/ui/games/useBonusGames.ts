import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** The worker's `bonusGames` projection, read when the page opens; `retry` reads it again. */
export function useBonusGames() {
  const view = useProjection('bonusGames');
  const dispatch = useDispatch();
  const retry = useCallback(() => void dispatch({ type: 'bonusGames/watch', payload: {} }), [dispatch]);
  useEffect(retry, [retry]);
  return { view, retry, dispatch };
}

/** The clock of the "next free try in hh:mm" line: it shows minutes, so twice a minute is enough. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
