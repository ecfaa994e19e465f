import { castDraft, produce, type Draft } from 'immer';
import { DEFAULT_BLOCK_ID, LOBBY_BLOCK_ID, COUPON_TYPE } from '../../protocol/constants/couponTypes';
import type { CouponEvent } from '../../protocol/coupon';
import { derive } from './derive';
import { evolveGameState } from './gameState';
import { currencyInfo } from './money';
import type { CouponState, PlacedCouponStatus } from './state';
import { typeAfterBetsChanged, typeRejection } from './allowedTypes';

function clearBets(d: Draft<CouponState>): void {
  d.bets = [];
  d.amountByBetId = {};
  d.amountByBlockId = {};
  d.promoCode = null;
  d.manualPromoCode = '';
  d.antiExpressCoef = null;
  d.expressId = null;
  d.manuallyDeletedBonusBet = false;
}

/** The next coupon state after one event. Never throws; derived fields are refreshed each time. */
export function evolve(state: CouponState, event: CouponEvent): CouponState {
  return produce(state, (d) => {
    apply(d, event);
    derive(d);
  });
}

/** Events that change which bets the coupon holds or which sit in the lobby: the type follows the bets. */
const BETS_CHANGED: ReadonlySet<CouponEvent['type']> = new Set<CouponEvent['type']>([
  'coupon/betAdded',
  'coupon/betDeleted',
  'coupon/cleared',
  'coupon/bankersSet',
  'coupon/betMovedToBlock',
  // acceptance clears the coupon unless it is fixed
  'coupon/accepted',
]);

function apply(d: Draft<CouponState>, event: CouponEvent): void {
  applyEvent(d, event);
  if (BETS_CHANGED.has(event.type)) d.typeId = typeAfterBetsChanged(d, d.typeId);
}

/** A placed coupon's status, created on first use. */
function placed(d: Draft<CouponState>, couponId: string): Draft<PlacedCouponStatus> {
  const existing = d.placedCouponStatus[couponId];
  if (existing) return existing;
  const fresh: PlacedCouponStatus = { soldAmount: null, insuredAmount: null, lastOutcome: null };
  d.placedCouponStatus[couponId] = fresh;
  return d.placedCouponStatus[couponId] as Draft<PlacedCouponStatus>;
}

function dropRequest(d: Draft<CouponState>, requestId: string | null): void {
  if (requestId !== null) d.pendingRequests = d.pendingRequests.filter((r) => r.requestId !== requestId);
}

function applyEvent(d: Draft<CouponState>, event: CouponEvent): void {
  const bet = (id: number) => d.bets.find((b) => b.market.id === id);
  switch (event.type) {
    case 'coupon/betAdded':
      d.bets.push(castDraft(event.payload.bet));
      // Another leg changes what the server would quote for an anti-express.
      d.antiExpressCoef = null;
      if (d.phase !== 'placing') d.phase = 'editing';
      return;
    case 'coupon/betDeleted': {
      d.bets = d.bets.filter((b) => b.market.id !== event.payload.marketId);
      delete d.amountByBetId[String(event.payload.marketId)];
      d.antiExpressCoef = null;
      if (d.bets.length === 0) clearBets(d);
      return;
    }
    case 'coupon/cleared':
      clearBets(d);
      return;
    case 'coupon/typeChanged': {
      const wasConditional = d.typeId === COUPON_TYPE.conditional;
      const wanted = event.payload.typeId;
      // decide refuses a type the bets do not allow; only a record made before it
      // did can ask for one, and it replays as it was then (an express or a single).
      d.typeId = typeRejection(d, wanted) === null ? wanted : typeAfterBetsChanged(d, wanted);
      if (d.typeId === COUPON_TYPE.manySingles) d.promoCode = null;
      // A conditional bet needs blocks; one block per bet when they all share one.
      if (d.typeId === COUPON_TYPE.conditional && !wasConditional && new Set(d.bets.map((b) => b.blockId)).size <= 1) {
        d.bets.forEach((b, i) => {
          b.blockId = DEFAULT_BLOCK_ID + i;
        });
      }
      return;
    }
    case 'coupon/amountSet':
      d.amount = event.payload.amount;
      return;
    case 'coupon/blockAmountSet':
      d.amountByBlockId[String(event.payload.blockId)] = event.payload.amount;
      return;
    case 'coupon/betAmountSet':
      d.amountByBetId[String(event.payload.marketId)] = event.payload.amount;
      return;
    case 'coupon/systemValueSet':
      d.systemValue = event.payload.value;
      return;
    case 'coupon/bankersSet': {
      const ids = new Set(event.payload.marketIds);
      for (const b of d.bets) {
        if (ids.has(b.market.id)) b.blockId = LOBBY_BLOCK_ID;
        else if (b.blockId === LOBBY_BLOCK_ID) b.blockId = DEFAULT_BLOCK_ID;
      }
      return;
    }
    case 'coupon/betMovedToBlock': {
      const b = bet(event.payload.marketId);
      if (b) b.blockId = event.payload.blockId;
      return;
    }
    case 'coupon/promoCodeSet':
      d.promoCode = event.payload.code;
      if (event.payload.source === 'manual') d.manualPromoCode = event.payload.code ?? '';
      return;
    case 'coupon/settingsChanged':
      Object.assign(d.settings, event.payload.changes);
      return;
    case 'coupon/accountSelected': {
      const changed = d.currencyIso !== event.payload.currencyIso;
      d.accountId = event.payload.accountId;
      d.accountType = event.payload.accountType;
      d.currencyIso = event.payload.currencyIso;
      d.userId = event.payload.userId;
      // A new currency starts from its own initial amount; old minor units mean nothing in it.
      if (changed) {
        d.amount = currencyInfo(event.payload.currencyIso).initial;
        d.amountByBetId = {};
        d.amountByBlockId = {};
      }
      if (d.settings.amountStepByCurrencyIso[d.currencyIso] === undefined) {
        d.settings.amountStepByCurrencyIso[d.currencyIso] = currencyInfo(d.currencyIso).step;
      }
      return;
    }
    case 'coupon/coefViewSet':
      d.coefViewId = event.payload.coefViewId;
      return;
    case 'coupon/serverInfoReceived': {
      const p = event.payload;
      if (p.minBetAmount !== undefined) d.minBetAmount = p.minBetAmount;
      if (p.maxBetAmount !== undefined) d.maxBetAmount = p.maxBetAmount;
      if (p.maxPayout !== undefined) d.maxPayout = p.maxPayout;
      if (p.availablePrepaidAmount !== undefined) d.availablePrepaidAmount = p.availablePrepaidAmount;
      if (p.antiExpressCoef !== undefined) d.antiExpressCoef = p.antiExpressCoef;
      if (p.promoCodes !== undefined) d.promoCodes = p.promoCodes;
      if (p.expressId !== undefined) d.expressId = p.expressId;
      if (p.hyperBonusPercent !== undefined) d.hyperBonusPercent = p.hyperBonusPercent;
      if (p.minHyperBonusBetLimit !== undefined) d.minHyperBonusBetLimit = p.minHyperBonusBetLimit;
      if (p.maxHyperBonusLimit !== undefined) d.maxHyperBonusLimit = p.maxHyperBonusLimit;
      return;
    }
    case 'coupon/coefChangesConfirmed':
      for (const b of d.bets) {
        b.clickedCoef = b.market.coef;
        b.isCoefChangePending = false;
      }
      return;
    case 'coupon/placing':
      d.phase = 'placing';
      d.pendingPlacement = castDraft({
        refId: event.payload.refId,
        payload: event.payload.payload,
        bets: event.payload.bets,
        oneClick: event.payload.oneClick,
      });
      d.lastError = null;
      return;
    case 'coupon/accepted': {
      const pending = d.pendingPlacement;
      if (!pending || pending.refId !== event.payload.refId) return;
      d.successCoupon = {
        id: event.payload.couponId,
        refId: pending.refId,
        payload: pending.payload,
        bets: pending.bets,
        soldAmount: null,
        insuredAmount: null,
      };
      d.singlesResultCoupons = castDraft(event.payload.singles);
      if (!pending.oneClick && !d.settings.isCouponFixed) clearBets(d);
      d.pendingPlacement = null;
      d.phase = 'accepted';
      return;
    }
    case 'coupon/failed': {
      const pending = d.pendingPlacement;
      if (pending?.refId !== event.payload.refId) return;
      d.pendingPlacement = null;
      d.phase = 'failed';
      d.lastError = { code: event.payload.code, params: event.payload.params };
      if (event.payload.code === 'unconfirmed')
        d.lastError.unconfirmed = { refId: pending.refId, marketIds: pending.payload.bets.map((b) => b.marketId) };
      return;
    }
    case 'coupon/sellRequested':
    case 'coupon/insureRequested': {
      const { requestId, couponId, amount } = event.payload;
      d.pendingRequests.push({ requestId, couponId, amount, kind: event.type === 'coupon/sellRequested' ? 'sell' : 'insure' });
      return;
    }
    case 'coupon/sold': {
      const { requestId, couponId, amount } = event.payload;
      dropRequest(d, requestId);
      const status = placed(d, couponId);
      status.soldAmount = amount;
      status.lastOutcome = { status: 'sold', requestId, amount };
      if (d.successCoupon?.id === couponId) d.successCoupon.soldAmount = amount;
      return;
    }
    case 'coupon/insured': {
      const { requestId, couponId, amount } = event.payload;
      dropRequest(d, requestId);
      const status = placed(d, couponId);
      status.insuredAmount = amount;
      status.lastOutcome = { status: 'insured', requestId, amount };
      if (d.successCoupon?.id === couponId) d.successCoupon.insuredAmount = amount;
      return;
    }
    case 'coupon/sellFailed':
    case 'coupon/insureFailed': {
      const { requestId, couponId, code, params } = event.payload;
      dropRequest(d, requestId);
      placed(d, couponId).lastOutcome = {
        status: event.type === 'coupon/sellFailed' ? 'sellFailed' : 'insureFailed',
        requestId,
        code,
        params,
      };
      return;
    }
    case 'coupon/repeated':
      clearBets(d);
      d.bets = castDraft(event.payload.bets);
      d.typeId = event.payload.typeId;
      d.amount = event.payload.amount;
      d.systemValue = event.payload.systemValue;
      d.amountByBlockId = { ...event.payload.amountByBlockId };
      d.amountByBetId = { ...event.payload.amountByBetId };
      d.phase = 'editing';
      return;
    case 'coupon/bonusBetDeleted':
      d.manuallyDeletedBonusBet = true;
      return;
    case 'coupon/bonusBetRestored':
      d.manuallyDeletedBonusBet = false;
      return;
    case 'coupon/expressBonusSwitched':
      d.isExpressBonusEnabled = event.payload.enabled;
      return;
    case 'coupon/coefChanged': {
      const b = bet(event.payload.marketId);
      if (!b) return;
      b.market.coef = event.payload.coef;
      if (event.payload.needsConfirmation) b.isCoefChangePending = true;
      else {
        b.clickedCoef = event.payload.coef;
        b.isCoefChangePending = false;
      }
      return;
    }
    case 'coupon/betBlocked':
    case 'coupon/betUnblocked': {
      const b = bet(event.payload.marketId);
      if (b) b.isBlocked = event.type === 'coupon/betBlocked';
      return;
    }
    case 'coupon/scoreChanged':
      for (const b of d.bets) if (b.market.gameId === event.payload.gameId) b.fullScore = event.payload.score;
      return;
    case 'coupon/gameFinished':
      for (const b of d.bets) if (b.market.gameId === event.payload.gameId) b.isFinished = true;
      return;
    case 'coupon/gameStateChanged':
      evolveGameState(d, event);
      return;
    case 'coupon/tabSelected':
      d.tab = event.payload.tab;
      return;
  }
}
