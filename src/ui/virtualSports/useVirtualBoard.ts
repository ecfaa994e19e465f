import { useEffect, useState } from 'react';
import type { VirtualSportsProjection } from '../../protocol/virtualSports';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** The board while the page shows it: the worker keeps one stream for every tab. */
export function useVirtualBoard(): VirtualSportsProjection | undefined {
  const dispatch = useDispatch();
  useEffect(() => {
    void dispatch({ type: 'virtualSports/watch', payload: {} });
    return () => void dispatch({ type: 'virtualSports/unwatch', payload: {} });
  }, [dispatch]);
  return useProjection('virtualSports');
}

/** The server's clock, each second: countdowns and the playing event's clock follow it. */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offsetMs;
}
