import type { CouponView, PlaceAnswer } from '../../../src/protocol/schemas/bets';
import { couponView } from '../../support/bets';
import { json } from '../http/fakeFetch';

/** A coupon of the worker tests' player, on its EUR account 11. */
export const playerCoupon = (id: string, over: Partial<CouponView> = {}): CouponView =>
  couponView(id, { accountId: 11, currencyIso: 'EUR', ...over });

export function placed(refId: string, couponId = '1001'): Response {
  const answer: PlaceAnswer = {
    status: 'accepted',
    refId,
    couponId,
    coupons: [playerCoupon(couponId, { refId })],
    singles: [],
    balance: { accountId: 11, money: 99_500 },
    repeated: false,
    coefChanges: [],
  };
  return json(200, answer);
}

export const refused = (status: number, code: string, extra: Record<string, unknown> = {}): Response =>
  json(status, { error: { code, message: code, params: {}, ...extra } });

type Handler = Response | Error | ((body: unknown, url: URL) => Response | Error | Promise<Response>);

/**
 * One scripted server for every bet call: answers by path, each path's
 * answers in turn (the last one repeating), and records what each call sent.
 */
export function betsServer(routes: Readonly<Record<string, readonly Handler[]>>) {
  const seen = new Map<string, number>();
  const sent: { path: string; body: unknown; url: URL }[] = [];
  const answer = async (call: { url: URL; body: string | null }): Promise<Response> => {
    const path = call.url.pathname;
    const body = call.body === null ? null : (JSON.parse(call.body) as unknown);
    sent.push({ path, body, url: call.url });
    const list = routes[path];
    if (!list || list.length === 0) return json(404, { error: { code: 'not_found', message: `no route ${path}`, params: {} } });
    const n = seen.get(path) ?? 0;
    seen.set(path, n + 1);
    const handler = list[Math.min(n, list.length - 1)]!;
    const result = typeof handler === 'function' ? await handler(body, call.url) : handler;
    if (result instanceof Error) throw result;
    return result.clone();
  };
  return { answer, sent, bodiesOf: (path: string) => sent.filter((s) => s.path === path).map((s) => s.body) };
}
