import type { CouponState } from '../../core/coupon';
import type { AppCommand } from '../../protocol/catalogue';
import { BETS_PATHS, couponInfoSchema, type CouponInfo, type CouponInfoRequest } from '../../protocol/schemas/bets';
import type { HttpClient } from '../http';
import { betRefusal, type BetRefusal } from './betErrors';

type CommandDraft = Omit<AppCommand, 'id'>;

/** What the server is asked to quote for the draft; a new key means a new quote. */
export function quoteRequest(coupon: CouponState): CouponInfoRequest | null {
  if (coupon.bets.length === 0 || coupon.accountId === null) return null;
  return {
    typeId: coupon.typeId,
    accountId: coupon.accountId,
    bets: coupon.bets.map((b) => ({ marketId: b.market.id, gameId: b.market.gameId, blockId: b.blockId })),
    promoCode: coupon.promoCode,
  };
}

export const quoteKey = (request: CouponInfoRequest | null): string => (request ? JSON.stringify(request) : '');

/** The server's quote of a draft, or why there is none (the slip says so; the worker's retries are spent). */
export type QuoteResult = { readonly ok: true; readonly info: CouponInfo } | { readonly ok: false; readonly refusal: BetRefusal };

export async function fetchQuote(http: HttpClient, request: CouponInfoRequest, lang: string): Promise<QuoteResult> {
  const result = await http.post(BETS_PATHS.couponInfo, request, { schema: couponInfoSchema, auth: true, query: { lang }, language: lang });
  return result.ok ? { ok: true, info: result.value } : { ok: false, refusal: betRefusal(result.failure) };
}

/**
 * The quote as coupon commands: the server's limits and offers, and what it
 * says of each bet now (suspended, finished, moved), which the coupon's rules
 * handle like the feed's facts.
 */
export function quoteCommands(info: CouponInfo, coupon: CouponState): CommandDraft[] {
  const commands: CommandDraft[] = [
    {
      type: 'coupon/serverInfo',
      payload: {
        minBetAmount: info.minBetAmount,
        maxBetAmount: info.maxBetAmount,
        maxPayout: info.maxPayout,
        availablePrepaidAmount: info.availablePrepaidAmount,
        antiExpressCoef: info.antiExpressCoef,
        promoCodes: info.promoCodes,
        expressId: info.expressId,
        hyperBonusPercent: info.hyperBonusPercent,
        minHyperBonusBetLimit: info.minHyperBonusBetLimit,
        maxHyperBonusLimit: info.maxHyperBonusLimit,
      },
    },
  ];
  const finished = new Set<number>();
  for (const quote of info.bets) {
    const bet = coupon.bets.find((b) => b.market.id === quote.marketId);
    if (!bet) continue;
    if (quote.state === 'finished') {
      if (!finished.has(quote.gameId)) commands.push({ type: 'coupon/liveGameFinished', payload: { gameId: quote.gameId } });
      finished.add(quote.gameId);
      continue;
    }
    const blocked = quote.state !== 'open';
    if (blocked !== bet.isBlocked) commands.push({ type: 'coupon/liveBlock', payload: { marketId: quote.marketId, isBlocked: blocked } });
    if (quote.coef !== null && quote.coef !== bet.market.coef)
      commands.push({ type: 'coupon/liveCoef', payload: { marketId: quote.marketId, coef: quote.coef } });
  }
  return commands;
}
