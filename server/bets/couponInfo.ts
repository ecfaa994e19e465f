import { amountLimits, systemOptions, type CouponConfig } from '../../src/core/coupon';
import { ACCOUNT_TYPE, COUPON_TYPE, LOBBY_BLOCK_ID } from '../../src/protocol/constants/couponTypes';
import type { BetQuote, CouponInfo, CouponInfoRequest } from '../../src/protocol/schemas/bets';
import type { World } from '../live/world';
import { antiExpressQuote } from './antiExpress';
import { findOffered, isLiveGame, offerState, type OfferSource } from './catalogue';
import { expressBonusFor, hyperBonusTermsOf } from './promotions';
import { MAX_PAYOUT } from './settings';
import type { AccountRow } from './store';

export interface PromoListing {
  readonly code: string;
  readonly amount: number;
  readonly expiresAt: number | null;
}

/**
 * The server's half of the coupon state for a draft (SPEC 3): the type's
 * limits for this account, the max payout, the current state of each
 * outcome, the system options, the anti-express quote, the promotions that
 * apply and the player's promo codes. Nothing is written.
 */
export function couponInfoOf(
  draft: Required<Pick<CouponInfoRequest, 'typeId' | 'bets'>> & { promoCode: string | null },
  ctx: {
    world: World | undefined;
    others?: readonly OfferSource[];
    account: AccountRow;
    config: CouponConfig;
    promos: readonly PromoListing[];
  },
): CouponInfo {
  const { typeId } = draft;
  const { account, config, world } = ctx;
  const isBonus = account.type === ACCOUNT_TYPE.bonus;
  const limits = amountLimits(typeId, config.couponTypes, isBonus);
  const perGame = new Map<number, number>();
  for (const bet of draft.bets) perGame.set(bet.gameId, (perGame.get(bet.gameId) ?? 0) + 1);
  const found = draft.bets.map((bet) => (world ? findOffered(world, bet.gameId, bet.marketId, ctx.others) : null));
  const bets: BetQuote[] = draft.bets.map((bet, i) => {
    const offered = found[i] ?? null;
    const state = offerState(offered);
    return {
      marketId: bet.marketId,
      gameId: bet.gameId,
      state,
      coef: offered && state !== 'finished' ? offered.outcome.coefMilli / 1000 : null,
      isLive: offered ? isLiveGame(offered.game) : false,
      isDepend: (perGame.get(bet.gameId) ?? 0) > 1,
    };
  });
  const allOpen = bets.length > 0 && bets.every((b) => b.state === 'open');
  const openOdds = found.flatMap((o) => (o ? [o.outcome.coefMilli] : []));
  const free = draft.bets.filter((b) => (b.blockId ?? 1) !== LOBBY_BLOCK_ID).length;
  const bonus = allOpen
    ? expressBonusFor(
        config.bonusSettings.isExpressBonusEnabled,
        typeId,
        found.map((o) => ({ coef: (o?.outcome.coefMilli ?? 0) / 1000, kind: o?.outcome.kind ?? 0 })),
      )
    : null;
  const hyper = allOpen ? hyperBonusTermsOf(typeId, openOdds) : null;
  const promoAllowed = typeId !== COUPON_TYPE.manySingles && !isBonus;
  const wanted = draft.promoCode?.trim().toUpperCase() || null;
  const promo = wanted === null ? undefined : ctx.promos.find((p) => p.code === wanted);
  return {
    typeId,
    accountId: account.id,
    accountType: account.type,
    currencyIso: account.currencyIso,
    balance: account.money,
    minBetAmount: limits.min,
    maxBetAmount: limits.max,
    maxPayout: MAX_PAYOUT,
    availablePrepaidAmount: promoAllowed && promo ? promo.amount : 0,
    promoCodeValid: wanted === null ? null : promoAllowed && promo !== undefined,
    promoCodes: promoAllowed ? ctx.promos.map((p) => p.code) : [],
    promoCodeDetails: promoAllowed ? ctx.promos.map((p) => ({ code: p.code, amount: p.amount, expiresAt: p.expiresAt })) : [],
    antiExpressCoef: typeId === COUPON_TYPE.antiExpress && allOpen ? antiExpressQuote(openOdds.map((m) => m / 1000)) : null,
    // The same call derive() makes in the slip, so both list the same options.
    systemValues:
      typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multibet
        ? systemOptions(free, draft.bets.length - free, limits.min ?? 1)
        : [],
    expressId: bonus?.expressId ?? null,
    expressBonusCoef: bonus?.factor ?? null,
    hyperBonusPercent: hyper?.percent ?? 0,
    minHyperBonusBetLimit: hyper?.minBet ?? 0,
    maxHyperBonusLimit: hyper?.maxBonus ?? 0,
    bets,
  };
}
