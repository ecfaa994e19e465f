import { BETS_PATHS, couponAnswerSchema } from '../../protocol/schemas/bets';
import type { PrintCouponQuery, PrintCouponResult } from '../../protocol/slip';
import type { HttpClient } from '../http';

/** The print page's ticket: one coupon of the signed-in player with what a printed ticket shows (loaded on first use). */
export async function loadPrintedCoupon(http: HttpClient, query: PrintCouponQuery): Promise<PrintCouponResult> {
  const result = await http.get(BETS_PATHS.coupon, {
    schema: couponAnswerSchema,
    auth: true,
    query: { id: query.couponId, lang: query.lang },
    language: query.lang,
  });
  if (result.ok) return { status: 'ok', coupon: result.value };
  const f = result.failure;
  if (f.status === 'http-error' && f.code === 404) return { status: 'notFound' };
  if (f.status === 'http-error' && f.code === 401) return { status: 'signedOut' };
  return { status: 'error', message: 'message' in f ? f.message : f.status };
}
