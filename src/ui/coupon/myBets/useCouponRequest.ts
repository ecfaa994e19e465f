import { useCallback, useRef, useState } from 'react';
import type { CouponRequestOutcome, PendingCouponRequest } from '../../../protocol/coupon';
import { isRejection, type Rejection } from '../../../protocol/rejections';
import { useDispatch, useProjectionSelector } from '../../core-access/coreContext';

export interface CouponRequest {
  /** The sale or insurance of this coupon on its way to the server (from any tab). */
  readonly pending: PendingCouponRequest | null;
  /** How the last request ended, once this tab has seen it asked; null while there is nothing new to say. */
  readonly outcome: CouponRequestOutcome | null;
  /** The slip refused the request before it left (one already on its way, already sold, ...). */
  readonly refusal: { readonly kind: 'sell' | 'insure'; readonly rejection: Rejection } | null;
  send(kind: 'sell' | 'insure', amount: number): Promise<boolean>;
  dismiss(): void;
}

/**
 * A coupon's sell and insure requests as the coupon projection reports them.
 * The durable coupon keeps every placed coupon's last outcome; this tab shows
 * an outcome only for a request it saw: one it sent, or one it saw pending
 * (another tab's), so an old refusal does not greet the player next week.
 */
export function useCouponRequest(couponId: string): CouponRequest {
  const dispatch = useDispatch();
  const pending = useProjectionSelector('coupon', (c) => c.pendingRequests.find((r) => r.couponId === couponId) ?? null) ?? null;
  const last = useProjectionSelector('coupon', (c) => c.placedCouponStatus[couponId]?.lastOutcome ?? null) ?? null;
  const [refusal, setRefusal] = useState<CouponRequest['refusal']>(null);
  // The outcome that was already there when this tab asked or saw a request: anything else is news.
  const baseline = useRef<{ outcome: CouponRequestOutcome | null } | null>(null);
  const seenPending = useRef(new Set<string>());
  if (pending) {
    seenPending.current.add(pending.requestId);
    if (baseline.current === null) baseline.current = { outcome: last };
  }
  const [dismissed, setDismissed] = useState<CouponRequestOutcome | null>(null);

  const known =
    last !== null &&
    ((last.requestId !== null && seenPending.current.has(last.requestId)) ||
      (baseline.current !== null && baseline.current.outcome !== last));
  const outcome = known && last !== dismissed && !pending ? last : null;

  const send = useCallback(
    async (kind: 'sell' | 'insure', amount: number) => {
      baseline.current = { outcome: last };
      setRefusal(null);
      const answer = await dispatch({ type: kind === 'sell' ? 'coupon/sell' : 'coupon/insure', payload: { couponId, amount } });
      if (isRejection(answer)) {
        setRefusal({ kind, rejection: answer });
        return false;
      }
      return true;
    },
    [dispatch, couponId, last],
  );

  const dismiss = useCallback(() => {
    setDismissed(last);
    setRefusal(null);
  }, [last]);

  return { pending, outcome, refusal, send, dismiss };
}
