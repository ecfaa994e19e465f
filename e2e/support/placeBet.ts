import { expect, type Page } from '@playwright/test';
import { couponPayload } from '../../tests/support/bets';
import type { Pick } from './bets';

/** A single of `stake` minor units on `pick`, placed through the server's API with the page's cookies (the player must be signed in). */
export async function placeSingleApi(page: Page, pick: Pick, stake: number, refId: string): Promise<string> {
  const payload = couponPayload({
    amount: stake,
    bets: [
      { marketId: pick.outcomeId, gameId: pick.gameId, typeId: pick.typeId, coef: pick.coef, param: pick.param, blockId: 1, isLive: false },
    ],
    changeCoefAction: 1,
    coef: pick.coef,
    coefByView: pick.coef,
    refId,
  });
  const res = await page.request.post('/web-api/bets/place?lang=en', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: payload });
  const body = (await res.json()) as { couponId?: string };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.couponId as string;
}
