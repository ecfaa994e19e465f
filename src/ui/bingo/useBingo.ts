import { useEffect, useState } from 'react';
import type { BingoProjection } from '../../protocol/bingo';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** The rooms list is read again this often while shown (its pools and players move; reading wakes no room). */
const ROOMS_REFRESH_MS = 10_000;

/** The worker's bingo projection; the rooms list read when the page opens and every few seconds while it is open. */
export function useBingoRooms(): BingoProjection | undefined {
  const dispatch = useDispatch();
  const view = useProjection('bingo');
  useEffect(() => {
    const read = () => void dispatch({ type: 'bingo/watchRooms', payload: {} });
    read();
    const timer = setInterval(read, ROOMS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch]);
  return view;
}

/** Follows a room while the component shows it: the worker keeps one stream for every tab. */
export function useWatchedRoom(room: string): void {
  const dispatch = useDispatch();
  useEffect(() => {
    void dispatch({ type: 'bingo/watch', payload: { room } });
    return () => void dispatch({ type: 'bingo/unwatch', payload: { room } });
  }, [dispatch, room]);
}

/** The clock for countdowns, each second, corrected by the server's time in the game. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
