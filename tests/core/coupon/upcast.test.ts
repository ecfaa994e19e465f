import { describe, expect, it } from 'vitest';
import { carryOver, decodeEvent, initialAppState, STATE_SHAPE_VERSIONS } from '../../../src/core/app';
import { evolve, initialCouponState, upgradeCouponSnapshotV1, type CouponState } from '../../../src/core/coupon';
import type { CouponEvent } from '../../../src/protocol/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, run, runAll, signedIn } from './flow';

const record = (type: string, v: number, payload: unknown, seq = 1) => ({ seq, type, v, at: 1, origin: 'tab-1/c1', payload });

function decoded(type: string, v: number, payload: unknown): CouponEvent {
  const r = decodeEvent(record(type, v, payload));
  if (!r.ok) throw new Error(r.reason);
  return r.event as unknown as CouponEvent;
}

describe('events already in players logs still replay', () => {
  it('coupon/sold v1 (no request) reads as v2 with requestId null, and marks the coupon sold', () => {
    const e = decoded('coupon/sold', 1, { couponId: 'C1', amount: 12000 });
    expect(e).toMatchObject({ type: 'coupon/sold', v: 2, payload: { requestId: null, couponId: 'C1', amount: 12000 } });
    const s = evolve(initialCouponState, e);
    expect(s.placedCouponStatus.C1).toEqual({
      soldAmount: 12000,
      insuredAmount: null,
      lastOutcome: { status: 'sold', requestId: null, amount: 12000 },
    });
  });

  it('coupon/insured v1 likewise', () => {
    const e = decoded('coupon/insured', 1, { couponId: 'C1', amount: 5000 });
    expect(e.payload).toEqual({ requestId: null, couponId: 'C1', amount: 5000 });
    expect(evolve(initialCouponState, e).placedCouponStatus.C1?.insuredAmount).toBe(5000);
  });

  it('coupon/repeated v1 reads with empty stakes by block and by bet', () => {
    const bets = [newBet(0, 2), newBet(1, 3)].map((b) => ({ ...b, blockId: 1, clickedCoef: b.market.coef }));
    const e = decoded('coupon/repeated', 1, { bets, typeId: 1, amount: 15000, systemValue: 2 });
    expect(e).toMatchObject({ v: 2, payload: { typeId: 1, amount: 15000, amountByBlockId: {}, amountByBetId: {} } });
    const s = evolve(initialCouponState, e);
    expect([s.typeId, s.bets.length, s.coef]).toEqual([1, 2, 6]);
  });

  it('a malformed v1 payload is corrupt, not guessed', () => {
    expect(decodeEvent(record('coupon/sold', 1, { couponId: 5 }))).toMatchObject({ ok: false, kind: 'corrupt' });
  });

  it('a placement recorded before the express bonus field still reads, without a bonus', () => {
    const placing = run(
      runAll(signedIn(), [cmd('coupon/addBet', { bet: newBet(0, 2) }), cmd('coupon/addBet', { bet: newBet(1, 3) })]),
      cmd('coupon/place', {}),
    ).events[0];
    if (placing?.type !== 'coupon/placing') throw new Error('no placing');
    const { expressBonus: _new, ...oldPayload } = placing.payload.payload;
    const e = decoded('coupon/placing', 1, { ...placing.payload, payload: oldPayload });
    expect(e.type === 'coupon/placing' && (e.payload.payload.expressBonus ?? null)).toBeNull();
  });

  it('a bet recorded with the old isBonusBet flag still reads', () => {
    const bet = { ...newBet(0, 2), blockId: 1, clickedCoef: 2, isBonusBet: false };
    expect(decoded('coupon/betAdded', 1, { bet }).type).toBe('coupon/betAdded');
  });
});

describe('a coupon snapshot of shape v1 carries over to v2', () => {
  /** A v1 coupon: the last placed coupon sold, none of the v2 fields. */
  function v1Snapshot(): unknown {
    const s: CouponState = runAll(signedIn(), [
      cmd('coupon/addBet', { bet: newBet(0, 1.5) }),
      cmd('coupon/addBet', { bet: newBet(1, 1.5) }),
      cmd('coupon/addBet', { bet: newBet(2, 1.5) }),
    ]);
    const {
      isExpressBonusEnabled: _a,
      pendingRequests: _b,
      placedCouponStatus: _c,
      allowedTypeIds: _d,
      expressBonus: _e,
      possibleWin: _f,
      ...v1
    } = s;
    return { ...v1, successCoupon: { id: 'C1', refId: 'r', payload: {}, bets: [], soldAmount: 9000, insuredAmount: null } };
  }

  it('upgrades with the new fields, the sale moved into placedCouponStatus, and the derived fields computed', () => {
    const up = upgradeCouponSnapshotV1(v1Snapshot()) as CouponState;
    expect(up.pendingRequests).toEqual([]);
    expect(up.placedCouponStatus).toEqual({
      C1: { soldAmount: 9000, insuredAmount: null, lastOutcome: { status: 'sold', requestId: null, amount: 9000 } },
    });
    expect(up.allowedTypeIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(up.possibleWin).toEqual({ amount: 50625, uncapped: 50625, isCapped: false });
    // the switch is learnt again at the next decision
    expect(up.isExpressBonusEnabled).toBe(false);
  });

  it('through carryOver, with the other contexts kept', () => {
    const carried = carryOver({ state: { ...initialAppState, coupon: v1Snapshot() }, versions: { ...STATE_SHAPE_VERSIONS, coupon: 1 } });
    expect(carried.upgraded).toContain('coupon');
    expect(carried.reset).toEqual([]);
    expect(carried.state.coupon.bets).toHaveLength(3);
  });
});
