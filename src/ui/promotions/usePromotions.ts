import { useCallback, useEffect, useState } from 'react';
import { promotionKey, promotionListKey, type PromotionListRequest } from '../../protocol/promotions';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** One page of a list from the worker's `promotions` projection, asked for when the request changes. */
export function usePromotionList(request: PromotionListRequest) {
  const view = useProjection('promotions');
  const dispatch = useDispatch();
  const key = promotionListKey(request);
  const { product, section, page, lang, scope } = request;
  const retry = useCallback(
    () => void dispatch({ type: 'promotions/watchList', payload: { product, section, page, lang, scope } }),
    [dispatch, product, section, page, lang, scope],
  );
  useEffect(retry, [retry]);
  return { view, entry: view?.lists[key], retry };
}

/** One promotion from the projection, asked for when the slug or language changes. */
export function usePromotion(lang: string, slug: string) {
  const view = useProjection('promotions');
  const dispatch = useDispatch();
  const retry = useCallback(() => void dispatch({ type: 'promotions/watch', payload: { lang, slug } }), [dispatch, lang, slug]);
  useEffect(retry, [retry]);
  return { view, entry: view?.pages[promotionKey(lang, slug)], retry };
}

/** The countdown's clock: it shows seconds, so once a second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
