import { expressBonusCoef } from '../../src/core/coupon';
import type { CouponStatus, CouponView, LegView } from '../../src/protocol/schemas/bets';
import type { Queryable } from '../db/db';
import type { World } from '../live/world';
import { findOffered, offerState, scoreText } from './catalogue';
import { offerFor } from './pricing';
import { couponMoney } from './returns';
import { loadCoupons, type CouponWithLegs, type StoredCoupon, type StoredLeg } from './store';

/** Names come in English and Russian (the catalogue's languages); any other language reads English. */
export type NameLang = 'en' | 'ru';

export function nameLang(lang: string | null): NameLang {
  return lang === 'ru' ? 'ru' : 'en';
}

type Scores = ReadonlyMap<number, readonly (readonly [number, number])[]>;

export async function resultsOf(q: Queryable, gameIds: readonly number[]): Promise<Scores> {
  if (gameIds.length === 0) return new Map();
  const rows = await q.query<{ game_id: number; period_scores: [number, number][] }>(
    'SELECT game_id, period_scores FROM bet_game_result WHERE game_id = ANY($1::integer[])',
    [[...new Set(gameIds)]],
  );
  return new Map(rows.map((r) => [r.game_id, r.period_scores]));
}

function legView(leg: StoredLeg, results: Scores, world: World | undefined, lang: NameLang): LegView {
  const game = world?.games.get(leg.gameId);
  const offered = world ? findOffered(world, leg.gameId, leg.outcomeId) : null;
  const result = results.get(leg.gameId);
  const score = result ? scoreText(result) : game ? scoreText(game.periodScores) : null;
  return {
    position: leg.position,
    market: {
      id: leg.outcomeId,
      sportId: leg.sportId,
      typeId: leg.outcomeTypeId,
      coef: leg.coefMilli / 1000,
      kind: leg.kind,
      isLive: leg.isLive,
      champId: leg.champId,
      gameId: leg.gameId,
      param: leg.param,
    },
    blockId: leg.blockId,
    statusId: leg.status,
    sportName: leg.names.sport[lang],
    champName: leg.names.champ[lang],
    opponent1: leg.names.opponent1[lang],
    opponent2: leg.names.opponent2[lang],
    marketName: leg.names.market[lang],
    outcomeName: leg.names.outcome[lang],
    startTime: leg.startAt,
    score,
    gameStatus: game?.status ?? (result ? 4 : null),
    currentCoef: offerState(offered) === 'open' && offered ? offered.outcome.coefMilli / 1000 : null,
  };
}

export function couponStatus(coupon: StoredCoupon): CouponStatus {
  if (coupon.state === 'open') return 'open';
  if (coupon.state === 'sold') return 'sold';
  const payout = coupon.payout ?? 0;
  if (payout === 0) return 'lost';
  if (payout > coupon.stake) return 'won';
  return payout === coupon.stake ? 'returned' : 'partial';
}

export function couponView(
  { coupon, legs }: CouponWithLegs,
  results: Scores,
  world: World | undefined,
  lang: NameLang,
  now: number,
): CouponView {
  const money = couponMoney(coupon, legs);
  return {
    id: String(coupon.id),
    refId: coupon.refId,
    typeId: coupon.typeId,
    placedTypeId: coupon.placedTypeId,
    systemValue: coupon.systemValue,
    accountId: coupon.accountId,
    accountType: coupon.accountType,
    currencyIso: coupon.currencyIso,
    amount: coupon.amount,
    stake: coupon.stake,
    prepaidAmount: coupon.prepaid,
    amountByBlockId: coupon.amountByBlock,
    coef: coupon.coef,
    antiExpressCoef: coupon.antiExpressCoefMilli === null ? null : coupon.antiExpressCoefMilli / 1000,
    expressBonusCoef: coupon.expressBonus ? expressBonusCoef(legs.length) : null,
    hyperBonusPercent: coupon.hyperBonus?.percent ?? 0,
    promoCode: coupon.promoCode,
    isVipBet: coupon.isVip,
    status: couponStatus(coupon),
    placedAt: coupon.placedAt,
    settledAt: coupon.settledAt,
    legs: legs.map((leg) => legView(leg, results, world, lang)),
    currentReturn: coupon.state === 'settled' ? (coupon.payout ?? 0) : money.current,
    maxReturn: coupon.state === 'settled' ? (coupon.payout ?? 0) : money.max,
    payout: coupon.payout,
    hyperBonusAmount: coupon.hyperBonusAmount,
    soldAmount: coupon.soldAmount,
    soldAt: coupon.soldAt,
    insuredAmount: coupon.insuredAmount,
    insurancePremium: coupon.insurancePremium,
    insuranceRefund: coupon.insuranceRefund,
    offer: coupon.state === 'open' ? offerFor(coupon, legs, world, now) : null,
  };
}

/** Views of coupons by id, in the order of `ids`. */
export async function couponViews(
  q: Queryable,
  ids: readonly number[],
  world: World | undefined,
  lang: NameLang,
  now: number,
): Promise<CouponView[]> {
  const loaded = await loadCoupons(q, ids);
  const results = await resultsOf(
    q,
    loaded.flatMap((c) => c.legs.map((l) => l.gameId)),
  );
  const byId = new Map(loaded.map((c) => [c.coupon.id, c]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [couponView(found, results, world, lang, now)] : [];
  });
}
