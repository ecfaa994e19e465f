import {
  amountStepOf,
  couponCost,
  hasBankers,
  hasBlocks,
  hasOneStake,
  hasStakePerBet,
  hasStakePerBlock,
  isBetCombined,
  isPromoCodeAllowed,
  isSplitType,
  oneClickAmountOf,
  currencyInfo,
  isBetLive,
  isBetLocked,
  isGameFinished,
  isVipBetEligible,
  placementAmountLimits,
  placementRejection,
  systemOptionsOf,
  type CouponConfig,
  type CouponState,
} from '../../core/coupon';
import { oddsText } from '../../core/format';
import { roomLeft, roomRefusal } from '../../core/limits/room';
import type { LimitView } from '../../protocol/limits';
import type { Rejection } from '../../protocol/rejections';
import type { OddsFormatId } from '../../protocol/constants/oddsFormats';
import type { CouponBet } from '../../protocol/coupon';
import type { Account } from '../../protocol/schemas/auth';
import type { SessionProjection } from '../../protocol/session';
import type { BetLockReason, CouponProjection, SlipAccount, SlipBet } from '../../protocol/slip';
import { couponFeedGames } from '../live/couponGames';
import { COUPON_TYPE, type CouponTypeId } from '../../protocol/constants/couponTypes';

/** What the slip view is built from: the durable coupon, the session, the site rules and what the worker is doing. */
export interface SlipSources {
  readonly coupon: CouponState;
  readonly session: SessionProjection;
  readonly config: CouponConfig | null;
  readonly coefViewId: OddsFormatId;
  readonly quoting: boolean;
  /** The last draft's quote failed, and why (a code of betErrors.ts); null when it came or is on its way. */
  readonly quoteFailure: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly placementRetrying: boolean;
  /** The limits the server last sent (the limits projection): the room the wagering and loss limits leave. */
  readonly limits?: readonly LimitView[] | null;
  /** Why another context holds placing back now (a reality check waiting), or null. */
  readonly held?: Rejection | null;
}

function lockOf(bet: CouponBet, coupon: CouponState): BetLockReason {
  if (isGameFinished(bet)) return 'finished';
  if (bet.isBlocked) return 'blocked';
  if (isBetCombined(bet, coupon) && isBetLocked(bet)) return bet.isDepend ? 'depend' : 'bannedExpress';
  if (bet.isCoefChangePending) return 'coefChanged';
  return null;
}

type TypeFacts = Pick<CouponProjection, 'stakeShape' | 'systemValueChoice' | 'lobbyRole' | 'promoCodeAllowed'>;

/** What the slip shows differently per coupon type, so the UI never reads a type id for it. */
export function typeFactsOf(typeId: CouponTypeId): TypeFacts {
  return {
    stakeShape: stakeShapeOf(typeId),
    systemValueChoice: hasBankers(typeId),
    lobbyRole: lobbyRoleOf(typeId),
    promoCodeAllowed: isPromoCodeAllowed(typeId),
  };
}

function stakeShapeOf(typeId: CouponTypeId): CouponProjection['stakeShape'] {
  if (hasStakePerBet(typeId)) return 'perBet';
  if (hasStakePerBlock(typeId)) return 'perBlock';
  if (typeId === COUPON_TYPE.chain) return 'perLink';
  return isSplitType(typeId) ? 'splitOverLines' : 'whole';
}

function lobbyRoleOf(typeId: CouponTypeId): CouponProjection['lobbyRole'] {
  if (!hasBankers(typeId)) return null;
  return typeId === COUPON_TYPE.multibet ? 'lobby' : 'banker';
}

function slipBet(bet: CouponBet, coupon: CouponState, format: OddsFormatId, unfollowed: ReadonlySet<number>): SlipBet {
  const current = bet.market.coef;
  return {
    bet,
    coefText: oddsText(current, format),
    clickedCoefText: oddsText(bet.clickedCoef, format),
    move: current > bet.clickedCoef ? 'rise' : current < bet.clickedCoef ? 'fall' : null,
    isLive: isBetLive(bet),
    lock: lockOf(bet, coupon),
    stake: hasStakePerBet(coupon.typeId) ? (coupon.amountByBetId[String(bet.market.id)] ?? coupon.amount) : null,
    unfollowed: unfollowed.has(bet.market.gameId),
  };
}

function slipAccount(account: Account): SlipAccount {
  return {
    id: account.id,
    type: account.type,
    iso: account.iso,
    symbol: account.symbol,
    money: account.money,
    label: account.label,
    isActive: account.isActive,
  };
}

function blocksOf(coupon: CouponState): CouponProjection['blocks'] {
  if (!hasBlocks(coupon.typeId)) return [];
  const byBlock = new Map<number, number[]>();
  for (const bet of coupon.bets) byBlock.set(bet.blockId, [...(byBlock.get(bet.blockId) ?? []), bet.market.id]);
  return [...byBlock.entries()]
    .sort(([a], [b]) => a - b)
    .map(([blockId, marketIds]) => ({ blockId, marketIds, stake: coupon.amountByBlockId[String(blockId)] ?? null }));
}

/** The slip as every tab shows it (src/protocol/slip.ts): the core's numbers and refusals, formatted for the player. */
export function slipView(sources: SlipSources): CouponProjection {
  const { coupon, session, config, coefViewId: format } = sources;
  const accounts = (session.accounts?.all_accounts ?? []).map(slipAccount);
  const account = accounts.find((a) => a.id === coupon.accountId) ?? null;
  const currency = currencyInfo(coupon.currencyIso);
  const limits = config ? placementAmountLimits(coupon, config) : { min: coupon.minBetAmount, max: coupon.maxBetAmount };
  const autoMax = account === null ? null : Math.max(0, limits.max === null ? account.money : Math.min(account.money, limits.max));
  const player = session.status === 'signedIn' ? 'signedIn' : session.status === 'checking' ? 'checking' : 'guest';
  const refusal = config ? placementRejection(coupon, config) : { rejected: true as const, code: 'coupon.no_site_config' as const };
  const vipBetAllowed =
    config !== null &&
    isVipBetEligible({
      enabled: config.bonusSettings.isVipBetEnabled,
      maxBetAmount: limits.max,
      typeId: coupon.typeId,
      betsLive: coupon.bets.map((b) => isBetLive(b)),
    });
  const pending = coupon.pendingPlacement;
  const cost = couponCost(coupon);
  const stakeRoom = roomLeft(sources.limits ?? null, 'stake', coupon.currencyIso);
  // The live side's own split: the games it subscribes to are the ones the slip calls followed.
  const unfollowed = new Set(couponFeedGames(coupon.bets).unfollowed);
  return {
    player,
    tab: coupon.tab,
    typeId: coupon.typeId,
    allowedTypeIds: coupon.allowedTypeIds,
    bets: coupon.bets.map((bet) => slipBet(bet, coupon, format, unfollowed)),
    account,
    accounts,
    currencyIso: coupon.currencyIso,
    amountStep: amountStepOf(coupon),
    currencyDigits: currency.exponent,
    amount: coupon.amount,
    amountByBlockId: coupon.amountByBlockId,
    amountByBetId: coupon.amountByBetId,
    blocks: blocksOf(coupon),
    minBetAmount: limits.min,
    maxBetAmount: limits.max,
    maxPayout: coupon.maxPayout,
    autoMaxAmount: autoMax,
    autoMaxOn: coupon.settings.isAutoMax && hasOneStake(coupon.typeId),
    ...typeFactsOf(coupon.typeId),
    oneClickAmount: oneClickAmountOf(coupon),
    coef: coupon.coef,
    coefText: coupon.coef > 1 ? oddsText(coupon.coef, format) : '',
    systemValue: coupon.systemValue,
    systemOptions: systemOptionsOf(coupon, config),
    antiExpressCoef: coupon.antiExpressCoef,
    expressBonus: coupon.expressBonus,
    expressBonusCoefText: coupon.expressBonus.applied ? oddsText(coupon.expressBonus.coef, format) : '',
    totalStake: cost.stake,
    possibleWin: coupon.possibleWin,
    promoCode: coupon.promoCode,
    manualPromoCode: coupon.manualPromoCode,
    promoCodes: coupon.promoCodes,
    availablePrepaidAmount: coupon.availablePrepaidAmount,
    prepaid: cost.prepaid,
    balanceDebit: cost.debit,
    hyperBonus:
      coupon.hyperBonusPercent > 0
        ? { percent: coupon.hyperBonusPercent, minBet: coupon.minHyperBonusBetLimit, maxBonus: coupon.maxHyperBonusLimit }
        : null,
    vipBetAllowed,
    oneClickAvailable: config?.bonusSettings.isOneClickShown ?? false,
    settings: coupon.settings,
    // More than the limits leave is refused by the server anyway: the button says so before sending.
    placeRefusal: sources.held ?? refusal ?? roomRefusal(cost.stake, stakeRoom, 'coupon.limit_exceeded'),
    stakeRoom,
    phase: coupon.phase,
    placing: pending ? { refId: pending.refId, oneClick: pending.oneClick, retrying: sources.placementRetrying } : null,
    lastError: coupon.lastError,
    success: coupon.successCoupon ? { couponId: coupon.successCoupon.id, singles: coupon.singlesResultCoupons } : null,
    pendingRequests: coupon.pendingRequests,
    placedCouponStatus: coupon.placedCouponStatus,
    quoting: sources.quoting,
    quoteFailure: sources.quoteFailure,
    unfollowedGames: unfollowed.size,
  };
}
