import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotoProjection } from '../../protocol/toto';
import { useDispatch, useProjection } from '../core-access/coreContext';

export type TotoRead = 'section' | 'draws' | 'coupons' | 'nominees';

/** The section is read again this often while shown: a draw closes and a new one opens at minutes' pace. */
const REFRESH_MS = 15_000;

/**
 * The worker's toto projection, with `what` read when the page opens (the
 * section again every few seconds while shown); null reads nothing.
 */
export function useToto(section: string, what: TotoRead | null, drawId?: number): TotoProjection | undefined {
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  const view = useProjection('toto');
  const signedIn = view?.player === 'signedIn';
  useEffect(() => {
    if (what === null || (what === 'nominees' && drawId === undefined)) return;
    const read = () => void dispatch({ type: 'toto/read', payload: { section, what, lang: i18n.language, ...(drawId ? { drawId } : {}) } });
    read();
    if (what !== 'section') return;
    const timer = setInterval(read, REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, section, what, drawId, i18n.language, signedIn]);
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
