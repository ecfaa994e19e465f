import type { z } from 'zod';
import {
  ACCOUNT_TYPE,
  COUPON_TYPE,
  DEFAULT_BLOCK_ID,
  LOBBY_BLOCK_ID,
  MAX_COUPON_BETS,
  MIN_FREE_SYSTEM_LEGS,
  MIN_SYSTEM_VALUE,
} from '../../protocol/constants/couponTypes';
import {
  COUPON_COMMAND_SCHEMAS,
  couponBetSchema,
  couponEventVersion,
  newBetSchema,
  type NewBet,
  type CouponBet,
  type CouponCommand,
  type CouponCommandType,
  type CouponEvent,
  type CouponEventOf,
} from '../../protocol/coupon';
import { isRejection, reject, type Rejection } from '../../protocol/rejections';
import type { Decision } from '../shared/decision';
import type { CouponContext } from './context';
import { evolve } from './evolve';
import { hasAtMost3Decimals } from './factor';
import { couponCost } from './cost';
import { buildPayload, unconfirmedRefId } from './payload';
import { antiExpressRejection, betRejection, placementRejection } from './placement';
import { amountLimits, checkAmount, isPromoCodeAllowed, oneClickAmountOf } from './rules';
import { decideSettings } from './settings';
import { isSystemValueAllowed } from './system';
import { decideLive } from './live';
import { decideGameState } from './gameState';
import type { CouponState } from './state';
import { typeRejection } from './allowedTypes';
import { hasBankers } from './typeFamilies';
import { stepCommand } from './stakeSteps';
import { freeBetCount } from './lobby';

type Parsed<T extends CouponCommandType> = z.output<(typeof COUPON_COMMAND_SCHEMAS)[T]>;

function parse<T extends CouponCommandType>(type: T, payload: unknown): Parsed<T> | Rejection {
  const result = COUPON_COMMAND_SCHEMAS[type].safeParse(payload);
  if (result.success) return result.data as Parsed<T>;
  const issue = result.error.issues[0];
  return reject('coupon.invalid_command', { field: issue ? issue.path.join('.') : '' });
}

/** Commands that edit the coupon wait while a placement is on its way. */
const EDITS: ReadonlySet<CouponCommandType> = new Set<CouponCommandType>([
  'coupon/addBet',
  'coupon/deleteBet',
  'coupon/clear',
  'coupon/changeType',
  'coupon/setAmount',
  'coupon/setAmountByBlock',
  'coupon/setAmountByBet',
  'coupon/setSystemValue',
  'coupon/setBankers',
  'coupon/moveToBlock',
  'coupon/setPromoCode',
  'coupon/place',
  'coupon/repeat',
  'coupon/deleteBonusBet',
  'coupon/restoreBonusBet',
]);

/** An event at the version its type is written at. */
const ev = <E extends CouponEvent>(e: Omit<E, 'v'>): E => ({ ...e, v: couponEventVersion(e.type) }) as E;

/** Sell and insure: one request per placed coupon at a time, answered by the worker's report. */
const REQUEST_KIND = { 'coupon/sell': 'sell', 'coupon/insure': 'insure' } as const;

function findBet(state: CouponState, marketId: number): CouponBet | undefined {
  return state.bets.find((b) => b.market.id === marketId);
}

/**
 * Every command of the coupon flow (SPEC section 4): the events it causes, or
 * why not. The decision sees the site's express-bonus switch as it is now:
 * when the coupon last saw another value, `coupon/expressBonusSwitched` goes
 * first, so the bonus the slip shows and the one a placement sends agree, and
 * replay rebuilds both from the log alone.
 */
export function decide(state: CouponState, command: CouponCommand, ctx: CouponContext): Decision<CouponEvent> {
  const enabled = ctx.config.bonusSettings.isExpressBonusEnabled;
  if (state.isExpressBonusEnabled === enabled) return decideCommand(state, command, ctx);
  const switched = ev<CouponEventOf<'coupon/expressBonusSwitched'>>({ type: 'coupon/expressBonusSwitched', payload: { enabled } });
  const decision = decideCommand(evolve(state, switched), command, ctx);
  return isRejection(decision) || decision.length === 0 ? decision : [switched, ...decision];
}

function decideCommand(state: CouponState, command: CouponCommand, ctx: CouponContext): Decision<CouponEvent> {
  if (state.phase === 'placing' && EDITS.has(command.type)) return reject('coupon.placing_in_progress');
  switch (command.type) {
    case 'coupon/addBet': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (findBet(state, p.bet.market.id)) return reject('coupon.bet_already_added', { marketId: p.bet.market.id });
      if (state.bets.length >= MAX_COUPON_BETS) return reject('coupon.too_many_bets', { max: MAX_COUPON_BETS });
      const imprecise = oddsPrecisionRejection(p.bet.market.id, p.bet.market.coef);
      if (imprecise) return imprecise;
      return [ev({ type: 'coupon/betAdded', payload: { bet: toCouponBet(p.bet) } })];
    }
    case 'coupon/deleteBet': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (!findBet(state, p.marketId)) return reject('coupon.bet_not_found', { marketId: p.marketId });
      return [ev({ type: 'coupon/betDeleted', payload: { marketId: p.marketId, reason: 'player' } })];
    }
    case 'coupon/clear':
      return state.bets.length === 0 ? [] : [ev({ type: 'coupon/cleared', payload: { reason: 'player' } })];
    case 'coupon/changeType': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (p.typeId === state.typeId) return [];
      return typeRejection(state, p.typeId) ?? [ev({ type: 'coupon/typeChanged', payload: { typeId: p.typeId } })];
    }
    case 'coupon/setAmount': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const set = p.amount === state.amount ? [] : [ev({ type: 'coupon/amountSet', payload: { amount: p.amount } })];
      if (state.typeId !== COUPON_TYPE.manySingles) return set;
      // Many singles: "every single" means every one, those with a stake of their own too, in the same command.
      const own = Object.entries(state.amountByBetId).filter(([, amount]) => amount !== p.amount);
      return [...set, ...own.map(([id]) => ev({ type: 'coupon/betAmountSet', payload: { marketId: Number(id), amount: p.amount } }))];
    }
    case 'coupon/setAmountByBlock': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const blocks = state.bets.map((b) => b.blockId);
      if (!blocks.includes(p.blockId)) return reject('coupon.block_not_found', { blockId: p.blockId });
      // The first block is paid from the balance, so it needs an amount.
      if (p.amount === 'max' && p.blockId === Math.min(...blocks)) return reject('coupon.first_block_needs_amount');
      return [ev({ type: 'coupon/blockAmountSet', payload: { blockId: p.blockId, amount: p.amount } })];
    }
    case 'coupon/setAmountByBet': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (!findBet(state, p.marketId)) return reject('coupon.bet_not_found', { marketId: p.marketId });
      return [ev({ type: 'coupon/betAmountSet', payload: { marketId: p.marketId, amount: p.amount } })];
    }
    case 'coupon/setSystemValue': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const free = freeBetCount(state);
      if (!isSystemValueAllowed(p.value, free))
        return reject('coupon.system_value', { min: MIN_SYSTEM_VALUE, max: Math.max(MIN_SYSTEM_VALUE, free - 1) });
      return p.value === state.systemValue ? [] : [ev({ type: 'coupon/systemValueSet', payload: { value: p.value } })];
    }
    case 'coupon/setBankers': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      for (const id of p.marketIds) {
        const bet = findBet(state, id);
        if (!bet) return reject('coupon.bet_not_found', { marketId: id });
        if (bet.isDisabledBanker) return reject('coupon.banker_not_allowed', { marketId: id });
      }
      const ids = [...new Set(p.marketIds)];
      if (state.bets.length - ids.length < MIN_FREE_SYSTEM_LEGS)
        return reject('coupon.too_many_bankers', { max: Math.max(0, state.bets.length - MIN_FREE_SYSTEM_LEGS) });
      return [ev({ type: 'coupon/bankersSet', payload: { marketIds: ids } })];
    }
    case 'coupon/moveToBlock': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const bet = findBet(state, p.marketId);
      if (!bet) return reject('coupon.bet_not_found', { marketId: p.marketId });
      if (bet.blockId === p.blockId) return [];
      if (p.blockId === LOBBY_BLOCK_ID && bet.isDisabledBanker) return reject('coupon.banker_not_allowed', { marketId: p.marketId });
      // A system or multibet keeps 3 legs outside the lobby, as setBankers does.
      if (p.blockId === LOBBY_BLOCK_ID && hasBankers(state.typeId) && freeBetCount(state) - 1 < MIN_FREE_SYSTEM_LEGS) {
        return reject('coupon.too_many_bankers', { max: Math.max(0, state.bets.length - MIN_FREE_SYSTEM_LEGS) });
      }
      return [ev({ type: 'coupon/betMovedToBlock', payload: { marketId: p.marketId, blockId: p.blockId } })];
    }
    case 'coupon/setPromoCode': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const code = p.code === null || p.code === '' ? null : p.code;
      if (code !== null && !isPromoCodeAllowed(state.typeId)) return reject('coupon.promo_code_not_allowed');
      if (code !== null && p.source === 'list' && !state.promoCodes.includes(code)) return reject('coupon.promo_code_unknown');
      return [ev({ type: 'coupon/promoCodeSet', payload: { code, source: p.source } })];
    }
    case 'coupon/changeSettings': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return decideSettings(state, p.changes, p.confirmed === true, ctx.config);
    }
    case 'coupon/stepStake': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return decideCommand(state, stepCommand(state, command.id, p), ctx);
    }
    case 'coupon/setAmountStep': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      // A step of nothing would leave the +/- buttons doing nothing.
      if (p.step === 0) return [];
      const steps = { ...state.settings.amountStepByCurrencyIso, [state.currencyIso]: p.step };
      return decideSettings(state, { amountStepByCurrencyIso: steps }, false, ctx.config);
    }
    case 'coupon/selectAccount': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return [
        ev({
          type: 'coupon/accountSelected',
          payload: {
            accountId: p.accountId,
            accountType: p.accountType,
            currencyIso: p.currencyIso.toUpperCase(),
            userId: p.userId ?? null,
          },
        }),
      ];
    }
    case 'coupon/setCoefView': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return p.coefViewId === state.coefViewId ? [] : [ev({ type: 'coupon/coefViewSet', payload: { coefViewId: p.coefViewId } })];
    }
    case 'coupon/serverInfo': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      // A quote that cannot be right for these bets is refused whole, like an answer failing its schema.
      if (typeof p.antiExpressCoef === 'number') {
        const implausible = antiExpressRejection(p.antiExpressCoef, state.bets);
        if (implausible) return implausible;
      }
      return [ev({ type: 'coupon/serverInfoReceived', payload: p })];
    }
    case 'coupon/confirmCoefChanges':
      return state.bets.some((b) => b.isCoefChangePending) ? [ev({ type: 'coupon/coefChangesConfirmed', payload: {} })] : [];
    case 'coupon/place': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const problem = placementRejection(state, ctx.config);
      if (problem) return problem;
      // A held promo code's voucher pays what it can, at most the stake (cost.ts, as the server checks it):
      // the server uses a code up in one placement, so paying less from it would only lose its value.
      const prepaid = couponCost(state, p.prepaidAmount).prepaid;
      const refId = unconfirmedRefId(state) ?? ctx.newId();
      return [
        ev({
          type: 'coupon/placing',
          payload: { refId, payload: buildPayload(state, refId, prepaid), bets: [...state.bets], oneClick: false },
        }),
      ];
    }
    case 'coupon/placeOneClick': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (!ctx.config.bonusSettings.isOneClickShown || !state.settings.isActiveOneClick) return reject('coupon.one_click_inactive');
      if (state.phase === 'placing') return reject('coupon.placing_in_progress');
      if (state.accountId === null) return reject('coupon.no_account');
      const amount = oneClickAmountOf(state);
      const bad = checkAmount(amount, amountLimits(COUPON_TYPE.single, ctx.config.couponTypes, state.accountType === ACCOUNT_TYPE.bonus));
      if (bad) return bad;
      const imprecise = oddsPrecisionRejection(p.bet.market.id, p.bet.market.coef);
      if (imprecise) return imprecise;
      const bet = toCouponBet(p.bet);
      const betBad = betRejection(bet, COUPON_TYPE.single);
      if (betBad) return betBad;
      const single: CouponState = {
        ...state,
        typeId: COUPON_TYPE.single,
        bets: [bet],
        amount,
        coef: bet.market.coef,
        promoCode: null,
        amountByBetId: {},
        amountByBlockId: {},
        expressBonus: { eligible: false, applied: false, percent: 0, factor: 1, coef: bet.market.coef },
      };
      const refId = ctx.newId();
      return [
        ev({
          type: 'coupon/placing',
          payload: {
            refId,
            payload: { ...buildPayload(single, refId, 0), coefByView: bet.market.coef, coefViewId: 0 },
            bets: [bet],
            oneClick: true,
          },
        }),
      ];
    }
    case 'coupon/reportAccepted': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (state.pendingPlacement?.refId !== p.refId) return reject('coupon.unknown_ref', { refId: p.refId });
      return [ev({ type: 'coupon/accepted', payload: { refId: p.refId, couponId: p.couponId, singles: p.singles ?? [] } })];
    }
    case 'coupon/reportError': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      if (state.pendingPlacement?.refId !== p.refId) return reject('coupon.unknown_ref', { refId: p.refId });
      return [ev({ type: 'coupon/failed', payload: { refId: p.refId, code: p.code, params: p.params ?? {} } })];
    }
    case 'coupon/sell':
    case 'coupon/insure': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return decideRequest(state, REQUEST_KIND[command.type], p.couponId, p.amount, ctx);
    }
    case 'coupon/reportSold':
    case 'coupon/reportInsured': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const kind = command.type === 'coupon/reportSold' ? 'sell' : 'insure';
      const pending = state.pendingRequests.find((r) => r.requestId === p.requestId && r.kind === kind);
      if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
      const payload = { requestId: p.requestId, couponId: pending.couponId, amount: p.amount };
      return [kind === 'sell' ? ev({ type: 'coupon/sold', payload }) : ev({ type: 'coupon/insured', payload })];
    }
    case 'coupon/reportSellFailed':
    case 'coupon/reportInsureFailed': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      const kind = command.type === 'coupon/reportSellFailed' ? 'sell' : 'insure';
      const pending = state.pendingRequests.find((r) => r.requestId === p.requestId && r.kind === kind);
      if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
      const payload = { requestId: p.requestId, couponId: pending.couponId, code: p.code, params: p.params ?? {} };
      return [kind === 'sell' ? ev({ type: 'coupon/sellFailed', payload }) : ev({ type: 'coupon/insureFailed', payload })];
    }
    case 'coupon/deleteBonusBet':
      if (!state.expressBonus.eligible) return reject('coupon.no_bonus_bet');
      return state.manuallyDeletedBonusBet ? [] : [ev({ type: 'coupon/bonusBetDeleted', payload: {} })];
    case 'coupon/restoreBonusBet':
      if (!state.expressBonus.eligible) return reject('coupon.no_bonus_bet');
      return state.manuallyDeletedBonusBet ? [ev({ type: 'coupon/bonusBetRestored', payload: {} })] : [];
    case 'coupon/repeat': {
      const placed = state.successCoupon;
      if (!placed) return reject('coupon.nothing_to_repeat');
      const bets = placed.bets.map((b) => ({ ...b, statusId: -2 as const, clickedCoef: b.market.coef, isCoefChangePending: false }));
      const { typeId, amount, systemValue, amountByBlockId, amountByBetId } = placed.payload;
      return [ev({ type: 'coupon/repeated', payload: { bets, typeId, amount, systemValue, amountByBlockId, amountByBetId } })];
    }
    case 'coupon/liveCoef':
    case 'coupon/liveBlock':
    case 'coupon/liveScore':
    case 'coupon/liveGameFinished':
      return decideLive(state, command);
    case 'coupon/liveGameState':
      return decideGameState(state, command);
    case 'coupon/selectTab': {
      const p = parse(command.type, command.payload);
      if (isRejection(p)) return p;
      return p.tab === state.tab ? [] : [ev({ type: 'coupon/tabSelected', payload: { tab: p.tab } })];
    }
  }
  return reject('unknown_command');
}

/**
 * A sell (cash-out) or insure request for a placed coupon: the server's
 * offer the player accepted goes out with a fresh requestId, and the worker
 * reports the answer. One request per coupon at a time; a sold coupon can be
 * neither sold nor insured again, an insured one not insured again.
 */
function decideRequest(
  state: CouponState,
  kind: 'sell' | 'insure',
  couponId: string,
  amount: number,
  ctx: CouponContext,
): Decision<CouponEvent> {
  if (amount <= 0) return reject('coupon.amount_zero');
  const pending = state.pendingRequests.find((r) => r.couponId === couponId);
  if (pending) return reject('coupon.request_pending', { couponId, requestId: pending.requestId });
  const status = state.placedCouponStatus[couponId];
  const last = state.successCoupon?.id === couponId ? state.successCoupon : null;
  if ((status?.soldAmount ?? last?.soldAmount ?? null) !== null) return reject('coupon.already_sold', { couponId });
  if (kind === 'insure') {
    if ((status?.insuredAmount ?? last?.insuredAmount ?? null) !== null) return reject('coupon.already_insured', { couponId });
    // The stake is known here only for the coupon this slip placed; the server checks the others.
    if (last && amount > last.payload.amount) return reject('coupon.insurance_above_stake', { max: last.payload.amount });
  }
  const requestId = ctx.newId();
  return [
    kind === 'sell'
      ? ev({ type: 'coupon/sellRequested', payload: { requestId, couponId, amount } })
      : ev({ type: 'coupon/insureRequested', payload: { requestId, couponId, amount } }),
  ];
}

/** Odds with more than 3 decimals cannot be priced without rounding a leg (COUPON.md): refused. */
export function oddsPrecisionRejection(marketId: number, coef: number): Rejection | null {
  return hasAtMost3Decimals(coef) ? null : reject('coupon.odds_precision', { marketId, coef });
}

/** A bet as it enters the coupon: the clicked odds are the current ones. */
export function toCouponBet(input: NewBet): CouponBet {
  const { isDepend, blockId, ...rest } = newBetSchema.parse(input);
  return couponBetSchema.parse({
    ...rest,
    blockId: blockId ?? DEFAULT_BLOCK_ID,
    clickedCoef: rest.market.coef,
    isCoefChangePending: false,
    isDepend,
    isDependByServer: isDepend,
  });
}
