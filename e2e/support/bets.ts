import { expect, type Page } from '@playwright/test';
import type { Game } from '../../src/protocol/schemas/live';

/** An outcome to bet on, as the live list offers it. */
export interface Pick {
  readonly gameId: number;
  readonly outcomeId: number;
  readonly typeId: number;
  readonly coef: number;
  readonly param: number | null;
}

/**
 * Outcomes of upcoming games starting last (far from their start, so the
 * simulator never suspends them while a test runs), one per game, with a
 * coefficient from `minCoef` to 4, and never a game this picker handed out
 * before: a test can finish its games without touching another's coupons.
 */
export function upcomingPicker(minCoef: number): (page: Page, count: number) => Promise<Pick[]> {
  const used = new Set<number>();
  return async (page, count) => {
    const res = await page.request.get('/web-api/live/top?section=line&limit=100&lang=en');
    expect(res.ok()).toBe(true);
    const games = ((await res.json()) as { data: Game[] }).data
      .filter((g) => g.status === 1 && !used.has(g.gameId))
      .sort((a, b) => b.startTime - a.startTime);
    const picks: Pick[] = [];
    for (const game of games) {
      const market = game.markets.find((m) => !m.isSuspended);
      const outcome = market?.outcomes.find((o) => o.coef >= minCoef && o.coef <= 4);
      if (!market || !outcome) continue;
      used.add(game.gameId);
      picks.push({ gameId: game.gameId, outcomeId: outcome.outcomeId, typeId: outcome.typeId, coef: outcome.coef, param: market.param });
      if (picks.length === count) return picks;
    }
    throw new Error(`only ${picks.length} upcoming games with an open outcome`);
  };
}

/** The card of a coupon in the slip's "My bets" tab. */
export const myBetCard = (page: Page, couponId: string | null) => page.locator(`[data-testid="my-bet"][data-coupon-id="${couponId}"]`);
