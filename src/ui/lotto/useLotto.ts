import { useEffect, useState } from 'react';
import type { LottoProjection } from '../../protocol/lotto';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** The lotteries and tickets are read again this often while a lotto page is open (reading draws no ball). */
const REFRESH_MS = 15_000;
/** After a draw's time, read again this much later: the draw is settled by then. */
const AFTER_DRAW_MS = 1_500;

/** The worker's lotto projection, read when a section opens, every few seconds, and just after each next draw's time. */
export function useLotto(section: string): LottoProjection | undefined {
  const dispatch = useDispatch();
  const view = useProjection('lotto');
  useEffect(() => {
    const read = () => void dispatch({ type: 'lotto/load', payload: {} });
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, section]);
  const soonest = view ? Math.min(...view.lotteries.map((l) => l.nextDraw.drawAt - l.serverNow + view.readAt)) : Infinity;
  useEffect(() => {
    if (!Number.isFinite(soonest)) return;
    const timer = setTimeout(() => void dispatch({ type: 'lotto/load', payload: {} }), Math.max(0, soonest - Date.now()) + AFTER_DRAW_MS);
    return () => clearTimeout(timer);
  }, [dispatch, soonest]);
  return view;
}

/** The clock for countdowns, each second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
