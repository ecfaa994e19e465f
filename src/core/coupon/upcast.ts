/**
 * Steps that bring old coupon event payloads up to date, read by the app's
 * codec (src/core/app/upcast.ts): upcasters[type][v] turns a v payload into
 * v + 1. The old shapes are in OLD_EVENT_PAYLOADS of src/protocol/coupon.ts.
 */
export const COUPON_UPCASTERS = {
  /** v1 had no request: a sale recorded before sales were a server round trip. */
  'coupon/sold': {
    1: (payload: unknown): unknown => ({ requestId: null, ...(payload as { couponId: string; amount: number }) }),
  },
  'coupon/insured': {
    1: (payload: unknown): unknown => ({ requestId: null, ...(payload as { couponId: string; amount: number }) }),
  },
  /** v1 did not carry the stakes by block and by bet; a repeat then restored none. */
  'coupon/repeated': {
    1: (payload: unknown): unknown => ({ amountByBlockId: {}, amountByBetId: {}, ...(payload as object) }),
  },
} as const satisfies Readonly<Record<string, Readonly<Record<number, (payload: unknown) => unknown>>>>;
