import { useEffect, useRef } from 'react';
import type { MyBetsFilter, MyBetsProjection } from '../../../protocol/slip';
import { EMPTY_MY_BETS } from '../../../protocol/constants/myBets';
import { useDispatch, useProjection } from '../../core-access/coreContext';

export interface MyBetsWatch {
  readonly view: MyBetsProjection;
  /** True until the worker's first push of the projection. */
  readonly connecting: boolean;
  show(filter: MyBetsFilter, page: number): void;
  retry(): void;
}

/**
 * Watches a page of "my bets" while the component is mounted: the worker
 * loads and refreshes it only while some tab watches it. The filter and page
 * live in the projection, so every tab shows the same page and a tab opened
 * later starts where the others are; this tab's first watch waits for the
 * projection to say which page that is.
 */
export function useMyBetsWatch(lang: string): MyBetsWatch {
  const dispatch = useDispatch();
  const projection = useProjection('myBets');
  const view = projection ?? EMPTY_MY_BETS;
  const known = projection !== undefined;
  const query = useRef({ filter: view.filter, page: view.page });
  query.current = { filter: view.filter, page: view.page };

  useEffect(() => {
    if (!known) return;
    void dispatch({ type: 'myBets/watch', payload: { ...query.current, lang } });
  }, [dispatch, known, lang]);

  useEffect(() => () => void dispatch({ type: 'myBets/unwatch', payload: {} }), [dispatch]);

  return {
    view,
    connecting: !known,
    show: (filter, page) => void dispatch({ type: 'myBets/watch', payload: { filter, page, lang } }),
    retry: () => void dispatch({ type: 'myBets/refresh', payload: {} }),
  };
}
