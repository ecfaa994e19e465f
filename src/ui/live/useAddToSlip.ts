import { useCallback, useState } from 'react';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import type { SuggestedCoupon } from '../../protocol/live-client';
import { isRejection } from '../../protocol/rejections';
import { useCore } from '../core-access/coreContext';
import { useLiveNotice } from './LiveNotice';

/**
 * "Add to slip" of a suggested express: each leg the coupon does not hold
 * yet as the click on its outcome would send it (coupon/addBet, decided by
 * the coupon rules), then the express type. A refusal is shown and ends it.
 */
export function useAddToSlip(): { readonly add: (coupon: SuggestedCoupon) => Promise<void>; readonly busy: boolean } {
  const core = useCore();
  const { notifyRejection } = useLiveNotice();
  const [busy, setBusy] = useState(false);
  const add = useCallback(
    async (coupon: SuggestedCoupon) => {
      setBusy(true);
      try {
        for (const leg of coupon.legs) {
          if (core.getSnapshot('live')?.inCoupon[leg.bet.market.id]) continue;
          const answer = await core.dispatch({ type: 'coupon/addBet', payload: { bet: leg.bet } });
          if (isRejection(answer) && answer.code !== 'coupon.bet_already_added') return notifyRejection(answer);
        }
        const answer = await core.dispatch({ type: 'coupon/changeType', payload: { typeId: COUPON_TYPE.express } });
        if (isRejection(answer)) notifyRejection(answer);
      } catch {
        notifyRejection({ rejected: true, code: 'host_unavailable' });
      } finally {
        setBusy(false);
      }
    },
    [core, notifyRejection],
  );
  return { add, busy };
}
