import { produce } from 'immer';
import {
  amountLimits,
  derive,
  expressCoefWithBonus,
  initialCouponState,
  needsCoefConfirmation,
  placementRejection,
  prepaidPart,
  specOfCoupon,
  totalCoef,
  totalStake,
  toScaled,
  type CouponConfig,
  type CouponState,
} from '../../src/core/coupon';
import { ACCOUNT_TYPE, COUPON_TYPE, MAX_COUPON_BETS, type CouponTypeId } from '../../src/protocol/constants/couponTypes';
import {
  couponBetSchema,
  DEFAULT_COUPON_SETTINGS,
  type CouponBet,
  type CouponPayload,
  type PayloadBet,
  type SingleResult,
} from '../../src/protocol/coupon';
import type { Rejection } from '../../src/protocol/rejections';
import { BET_ERRORS, type BetErrorCode, type CoefChange } from '../../src/protocol/schemas/bets';
import type { World } from '../live/world';
import { antiExpressQuote } from './antiExpress';
import { findOffered, isLiveGame, namesOf, offerState, type LegNames, type Offered, type OfferSource } from './catalogue';
import { BetError } from './errors';
import { expressBonusFor, hyperBonusTermsOf, type ExpressBonusQuote, type HyperBonusTerms } from './promotions';
import type { AccountRow } from './store';

/**
 * Placement, step one: everything that can refuse a coupon before money
 * moves. The payload is checked against the live world as it is now
 * (outcome offered, market open, game not finished), the odds-change policy,
 * then the coupon core's own placement rules (placementRejection: leg counts,
 * system value, blocks, locked legs, promo on type 9, min and max per type,
 * vip bet) on a coupon state built from the payload and the world, and
 * finally the promo code. Nothing here writes; placementCommit.ts does.
 */

export interface PlannedLeg {
  readonly offered: Offered;
  readonly blockId: number;
  /** The coefficient the leg is placed at: the current one. */
  readonly coefMilli: number;
  readonly isLive: boolean;
  readonly names: LegNames;
}

export interface PlannedCoupon {
  readonly typeId: CouponTypeId;
  readonly placedTypeId: CouponTypeId;
  /** Many singles: the bet this coupon is. */
  readonly marketId: number | null;
  readonly legs: readonly PlannedLeg[];
  readonly amount: number;
  readonly amountByBlock: Readonly<Record<string, number | 'max'>>;
  readonly systemValue: number | null;
  /** What the coupon costs (debit plus prepaid). */
  readonly stake: number;
  readonly prepaid: number;
  readonly coef: number;
  readonly antiExpressCoefMilli: number | null;
  readonly expressBonus: boolean;
  readonly hyperBonus: HyperBonusTerms | null;
  readonly promoCode: string | null;
  readonly isVip: boolean;
  readonly changeCoefAction: number;
}

export interface PromoVoucher {
  readonly id: number;
  readonly code: string;
  readonly amount: number;
}

export interface PlacementPlan {
  readonly coupons: readonly PlannedCoupon[];
  /** What leaves the account: the stakes less the prepaid part. */
  readonly debit: number;
  readonly promo: PromoVoucher | null;
  /** Many singles: one result per bet, couponId filled in at commit. */
  readonly singles: readonly SingleResult[];
  /** Legs placed at a coefficient other than the payload's. */
  readonly coefChanges: readonly CoefChange[];
}

export interface PlanContext {
  readonly world: World;
  /** Catalogues beside the live world (virtual sports). */
  readonly others?: readonly OfferSource[];
  readonly account: AccountRow;
  readonly userId: number;
  readonly config: CouponConfig;
  /** The player's usable voucher `code` in the account's currency, or null. */
  readonly findPromo: (code: string) => Promise<PromoVoucher | null>;
}

const milli = (coef: number): number => toScaled(coef, 3);

function resolveLeg(ctx: PlanContext, bet: PayloadBet): Offered {
  const offered = findOffered(ctx.world, bet.gameId, bet.marketId, ctx.others);
  const params = { marketId: bet.marketId, gameId: bet.gameId };
  // The outcome must be the one the slip shows: same outcome type, same handicap or total line.
  const sameBet = offered !== null && offered.outcome.typeId === bet.typeId && (bet.param === null || offered.market.param === bet.param);
  switch (sameBet ? offerState(offered) : 'not_found') {
    case 'not_found':
      throw new BetError('outcome_not_found', `Outcome ${bet.marketId} of game ${bet.gameId} is not offered`, { params });
    case 'finished':
      throw new BetError('game_finished', `Game ${bet.gameId} has finished`, { params });
    case 'suspended':
      throw new BetError('market_suspended', `The market of outcome ${bet.marketId} is suspended`, { params });
  }
  return offered as Offered;
}

function coefChangesOf(bets: readonly PayloadBet[], offered: readonly Offered[]): CoefChange[] {
  return bets.flatMap((bet, i) => {
    const current = (offered[i] as Offered).outcome.coefMilli;
    const requested = milli(bet.coef);
    if (current === requested) return [];
    return [
      {
        marketId: bet.marketId,
        gameId: bet.gameId,
        requested: requested / 1000,
        current: current / 1000,
        direction: current > requested ? 'rise' : 'fall',
      } as const,
    ];
  });
}

/**
 * The odds-change policy (SPEC 3 and 4): with exactCoef every difference
 * refuses; otherwise changeCoefAction decides through the core's
 * needsCoefConfirmation (0 any change, 1 none, 2 falls refuse).
 */
function refusesChange(payload: CouponPayload, requested: number, current: number): boolean {
  if (requested === current) return false;
  return payload.exactCoef || needsCoefConfirmation(payload.changeCoefAction, requested, current);
}

function coefChangedError(changes: readonly CoefChange[], params: Record<string, number> = {}): BetError {
  return new BetError(
    'coef_changed',
    `Coefficients changed: ${changes.map((c) => `${c.marketId} ${c.requested} -> ${c.current}`).join(', ') || 'the quote moved'}`,
    {
      coefChanges: changes,
      params,
    },
  );
}

/** The core's rejection as a bet error: same reason, same params. */
export function fromRejection(rejection: Rejection): BetError {
  const reason = rejection.code.replace(/^coupon\./, '');
  const params = { ...rejection.params };
  if (reason === 'no_account') return new BetError('account_not_found', 'No account was chosen', { params });
  if (reason === 'anti_express_coef_missing')
    return new BetError('anti_express_unavailable', 'No anti-express quote for these legs', { params });
  if (reason in BET_ERRORS) return new BetError(reason as BetErrorCode, `Coupon refused: ${reason} ${JSON.stringify(params)}`, { params });
  return new BetError('rule_violation', `Coupon refused by the rule ${reason}`, { params: { ...params, rule: reason } });
}

function couponBetOf(offered: Offered, blockId: number): CouponBet {
  const { game, market, outcome } = offered;
  const coef = outcome.coefMilli / 1000;
  return couponBetSchema.parse({
    market: {
      id: outcome.id,
      sportId: game.sportId,
      typeId: outcome.typeId,
      coef,
      kind: outcome.kind,
      isLive: isLiveGame(game),
      champId: game.champId,
      gameId: game.id,
      param: market.param,
    },
    blockId,
    gameStatus: game.status,
    isBlocked: market.isSuspended,
    startTime: game.startTime,
    timeSec: game.clockSec === null ? null : Math.floor(game.clockSec),
    opponent1: game.opponent1En,
    opponent2: game.opponent2En,
    clickedCoef: coef,
  });
}

/**
 * The coupon as the core would hold it with these legs at their current
 * coefficients; derive() adds what follows from the legs (dependent legs of
 * one game, the system options), the payload's type and system value stay.
 */
function couponStateOf(
  payload: CouponPayload,
  typeId: CouponTypeId,
  bets: readonly CouponBet[],
  ctx: PlanContext,
  antiExpressCoef: number | null,
): CouponState {
  const limits = amountLimits(typeId, ctx.config.couponTypes, ctx.account.type === ACCOUNT_TYPE.bonus);
  const state: CouponState = {
    ...initialCouponState,
    typeId,
    bets,
    accountId: ctx.account.id,
    accountType: ctx.account.type,
    currencyIso: ctx.account.currencyIso,
    userId: ctx.userId,
    amount: payload.amount,
    amountByBlockId: payload.amountByBlockId,
    amountByBetId: payload.amountByBetId,
    minBetAmount: limits.min,
    maxBetAmount: limits.max,
    systemValue: payload.systemValue,
    promoCode: payload.promoCode,
    antiExpressCoef,
    settings: {
      ...DEFAULT_COUPON_SETTINGS,
      changeCoefAction: payload.changeCoefAction,
      exactCoef: payload.exactCoef,
      isDropOnScoreChange: payload.isDropOnScoreChange,
      isVipBet: payload.isVipBet,
    },
  };
  const derived = produce(state, (d) => derive(d));
  return { ...state, bets: derived.bets, systemValues: derived.typeId === typeId ? derived.systemValues : [] };
}

function checkBasics(payload: CouponPayload): void {
  if (payload.bets.length === 0) throw new BetError('empty', 'The coupon has no bets');
  if (payload.bets.length > MAX_COUPON_BETS)
    throw new BetError('too_many_bets', `At most ${MAX_COUPON_BETS} bets`, { params: { max: MAX_COUPON_BETS } });
  const seen = new Set<number>();
  for (const bet of payload.bets) {
    if (seen.has(bet.marketId))
      throw new BetError('duplicate_bet', `Outcome ${bet.marketId} is in the coupon twice`, { params: { marketId: bet.marketId } });
    seen.add(bet.marketId);
  }
}

async function promoOf(payload: CouponPayload, ctx: PlanContext, stake: number): Promise<{ promo: PromoVoucher | null; prepaid: number }> {
  if (payload.promoCode === null || payload.promoCode.trim() === '') {
    if (payload.prepaidAmount > 0)
      throw new BetError('prepaid_amount_invalid', 'A prepaid amount needs a promo code', { params: { max: 0 } });
    return { promo: null, prepaid: 0 };
  }
  if (ctx.account.type === ACCOUNT_TYPE.bonus) throw new BetError('promo_code_not_allowed', 'Promo codes are not taken on a bonus account');
  const promo = await ctx.findPromo(payload.promoCode);
  if (!promo)
    throw new BetError('promo_code_invalid', `Promo code ${payload.promoCode} is unknown, used or expired`, {
      params: { code: payload.promoCode },
    });
  // The core's rule, the one the slip showed and sent: the voucher pays at most itself and the stake.
  const max = prepaidPart(promo.amount, stake);
  if (payload.prepaidAmount > max) throw new BetError('prepaid_amount_invalid', `The promo code pays at most ${max}`, { params: { max } });
  return { promo, prepaid: payload.prepaidAmount };
}

/**
 * The express bonus the coupon gets: the bonus bet the payload kept
 * (expressBonus), when the legs still qualify (SPEC 5, the core's rule). A
 * bonus the player deleted is not given. A bonus asked for that the legs no
 * longer earn lowers the coefficient: the odds-change policy decides, as for
 * a fall.
 */
function expressBonusOfPayload(
  payload: CouponPayload,
  ctx: PlanContext,
  offered: readonly Offered[],
  plainCoef: number,
  changes: readonly CoefChange[],
): ExpressBonusQuote | null {
  const wanted = payload.expressBonus ?? null;
  if (wanted === null) return null;
  const earned = expressBonusFor(
    ctx.config.bonusSettings.isExpressBonusEnabled,
    payload.typeId,
    offered.map((o) => ({ coef: o.outcome.coefMilli / 1000, kind: o.outcome.kind })),
  );
  if (earned) return earned;
  if (refusesChange(payload, wanted.coef, plainCoef)) throw coefChangedError(changes, { expressBonus: 0 });
  return null;
}

/** Every coupon type but many singles: one coupon, refused as a whole. */
async function planCoupon(payload: CouponPayload, ctx: PlanContext): Promise<PlacementPlan> {
  const offered = payload.bets.map((bet) => resolveLeg(ctx, bet));
  const changes = coefChangesOf(payload.bets, offered);
  const odds = offered.map((o) => o.outcome.coefMilli / 1000);
  let antiExpressCoef: number | null = null;
  if (payload.typeId === COUPON_TYPE.antiExpress) {
    // The player is paid the anti-express quote, so the policy judges the quote, not the legs.
    antiExpressCoef = antiExpressQuote(odds);
    if (antiExpressCoef === null) throw new BetError('anti_express_unavailable', 'No anti-express is offered on these legs');
    const requested = payload.coef > 1 ? milli(payload.coef) : 0;
    if (requested === 0 || refusesChange(payload, requested / 1000, antiExpressCoef)) throw coefChangedError(changes, { antiExpressCoef });
  } else if (changes.some((c) => refusesChange(payload, c.requested, c.current))) {
    throw coefChangedError(changes);
  }
  const bets = offered.map((o, i) => couponBetOf(o, (payload.bets[i] as PayloadBet).blockId));
  const state = couponStateOf(payload, payload.typeId, bets, ctx, antiExpressCoef);
  const rejection = placementRejection(state, ctx.config);
  if (rejection) throw fromRejection(rejection);
  const spec = specOfCoupon(state);
  const stake = totalStake(spec);
  const { promo, prepaid } = await promoOf(payload, ctx, stake);
  const bonus = expressBonusOfPayload(payload, ctx, offered, totalCoef(spec), changes);
  const hyper = hyperBonusTermsOf(
    payload.typeId,
    offered.map((o) => o.outcome.coefMilli),
  );
  const coupon: PlannedCoupon = {
    typeId: payload.typeId,
    placedTypeId: payload.typeId,
    marketId: null,
    legs: offered.map((o, i) => ({
      offered: o,
      blockId: (payload.bets[i] as PayloadBet).blockId,
      coefMilli: o.outcome.coefMilli,
      isLive: isLiveGame(o.game),
      names: namesOf(ctx.world, o, ctx.others),
    })),
    amount: payload.amount,
    amountByBlock: payload.typeId === COUPON_TYPE.conditional ? payload.amountByBlockId : {},
    systemValue: payload.typeId === COUPON_TYPE.system || payload.typeId === COUPON_TYPE.multibet ? payload.systemValue : null,
    stake,
    prepaid,
    coef: bonus ? expressCoefWithBonus(odds) : totalCoef(spec),
    antiExpressCoefMilli: antiExpressCoef === null ? null : milli(antiExpressCoef),
    expressBonus: bonus !== null,
    hyperBonus: hyper && stake >= hyper.minBet ? hyper : null,
    promoCode: promo?.code ?? null,
    isVip: payload.isVipBet,
    changeCoefAction: payload.changeCoefAction,
  };
  return { coupons: [coupon], debit: stake - prepaid, promo, singles: [], coefChanges: changes };
}

/**
 * Many singles (type 9): each bet is its own single, checked on its own; the
 * ones that pass are placed together, the others answer their reason in
 * `singles`. When none passes the placement is refused with the first reason.
 */
function planSingles(payload: CouponPayload, ctx: PlanContext): PlacementPlan {
  if (payload.promoCode !== null && payload.promoCode.trim() !== '')
    throw new BetError('promo_code_not_allowed', 'Many singles take no promo code');
  if (payload.prepaidAmount > 0)
    throw new BetError('prepaid_amount_invalid', 'Many singles take no prepaid amount', { params: { max: 0 } });
  const coupons: PlannedCoupon[] = [];
  const singles: SingleResult[] = [];
  const accepted: CoefChange[] = [];
  const refusedChanges: CoefChange[] = [];
  let firstError: BetError | null = null;
  for (const bet of payload.bets) {
    try {
      const offered = resolveLeg(ctx, bet);
      const changes = coefChangesOf([bet], [offered]);
      if (changes.some((c) => refusesChange(payload, c.requested, c.current))) {
        refusedChanges.push(...changes);
        throw coefChangedError(changes);
      }
      const state = couponStateOf(payload, COUPON_TYPE.manySingles, [couponBetOf(offered, bet.blockId)], ctx, null);
      const rejection = placementRejection(state, ctx.config);
      if (rejection) throw fromRejection(rejection);
      const amount = payload.amountByBetId[String(bet.marketId)] ?? payload.amount;
      accepted.push(...changes);
      singles.push({ marketId: bet.marketId, couponId: null, errorCode: null });
      coupons.push({
        typeId: COUPON_TYPE.single,
        placedTypeId: COUPON_TYPE.manySingles,
        marketId: bet.marketId,
        legs: [
          {
            offered,
            blockId: bet.blockId,
            coefMilli: offered.outcome.coefMilli,
            isLive: isLiveGame(offered.game),
            names: namesOf(ctx.world, offered, ctx.others),
          },
        ],
        amount,
        amountByBlock: {},
        systemValue: null,
        stake: amount,
        prepaid: 0,
        coef: offered.outcome.coefMilli / 1000,
        antiExpressCoefMilli: null,
        expressBonus: false,
        hyperBonus: null,
        promoCode: null,
        isVip: false,
        changeCoefAction: payload.changeCoefAction,
      });
    } catch (error) {
      if (!(error instanceof BetError)) throw error;
      firstError ??= error;
      singles.push({ marketId: bet.marketId, couponId: null, errorCode: error.code });
    }
  }
  if (coupons.length === 0 && firstError) {
    throw new BetError(firstError.code, `No single could be placed: ${firstError.message}`, {
      params: firstError.extra.params ?? {},
      singles,
      ...(refusedChanges.length > 0 ? { coefChanges: refusedChanges } : {}),
    });
  }
  return { coupons, debit: coupons.reduce((sum, c) => sum + c.stake, 0), promo: null, singles, coefChanges: accepted };
}

export async function planPlacement(payload: CouponPayload, ctx: PlanContext): Promise<PlacementPlan> {
  checkBasics(payload);
  return payload.typeId === COUPON_TYPE.manySingles ? planSingles(payload, ctx) : planCoupon(payload, ctx);
}
