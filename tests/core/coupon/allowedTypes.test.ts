import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypes, decide, evolve, initialCouponState, type CouponState, type CouponTypeId } from '../../../src/core/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, rejection, run, runAll, signedIn } from './flow';

const withBets = (count: number, s: CouponState = signedIn()): CouponState =>
  runAll(
    s,
    Array.from({ length: count }, (_, i) => cmd('coupon/addBet', { bet: newBet(i, 1.5 + i / 10) })),
  );

describe('changeType records what the state becomes', () => {
  it.each<[string, number, CouponTypeId, Record<string, number>]>([
    ['system with 2 bets', 2, 2, { typeId: 2, min: 3, max: 50, count: 2 }],
    ['multibet with 2 bets', 2, 4, { typeId: 4, min: 3, max: 50, count: 2 }],
    ['lucky with 10 bets', 10, 7, { typeId: 7, min: 2, max: 8, count: 10 }],
    ['patent with 2 bets', 2, 8, { typeId: 8, min: 3, max: 8, count: 2 }],
    ['single with 2 bets', 2, 0, { typeId: 0, min: 1, max: 1, count: 2 }],
    ['express with 1 bet', 1, 1, { typeId: 1, min: 2, max: 50, count: 1 }],
    ['anti-express with 1 bet', 1, 6, { typeId: 6, min: 2, max: 50, count: 1 }],
  ])('refuses %s with coupon.leg_count', (_, bets, typeId, params) => {
    const s = withBets(bets);
    expect(rejection(s, cmd('coupon/changeType', { typeId }))).toEqual({ rejected: true, code: 'coupon.leg_count', params });
  });

  it('a system counts the legs outside the lobby: 4 bets with 2 bankers are too few', () => {
    let s = run(withBets(5), cmd('coupon/changeType', { typeId: 2 })).state;
    s = run(s, cmd('coupon/setBankers', { marketIds: [1000, 1001] })).state;
    s = run(s, cmd('coupon/deleteBet', { marketId: 1004 })).state;
    // the deletion left 2 free legs: the system became an express, and cannot be chosen again
    expect(s.typeId).toBe(1);
    expect(rejection(s, cmd('coupon/changeType', { typeId: 2 }))).toMatchObject({ code: 'coupon.leg_count', params: { min: 3, count: 2 } });
  });

  it('a type the bets allow is recorded and kept: lucky with 3 bets stays lucky', () => {
    const { state, events } = run(withBets(3), cmd('coupon/changeType', { typeId: 7 }));
    expect(events).toEqual([{ type: 'coupon/typeChanged', v: 1, payload: { typeId: 7 } }]);
    expect(state.typeId).toBe(7);
  });

  it('property: a changeType is refused with coupon.leg_count, or the state takes exactly that type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 9 }), (count, typeId) => {
        const s = withBets(count);
        const d = decide(s, cmd('coupon/changeType', { typeId: typeId as CouponTypeId }), context());
        const allowed = allowedTypes(s).includes(typeId as CouponTypeId);
        if (isRejection(d)) {
          expect(d.code).toBe('coupon.leg_count');
          expect(allowed).toBe(false);
        } else {
          expect(allowed || typeId === s.typeId).toBe(true);
          expect(d.reduce(evolve, s).typeId).toBe(typeId);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('allowedTypes: what the type picker offers', () => {
  it.each<[number, CouponTypeId[]]>([
    [0, []],
    [1, [0, 9]],
    [2, [1, 3, 5, 6, 7, 9]],
    [3, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [9, [1, 2, 3, 4, 5, 6, 9]],
  ])('%i bets allow %j', (count, types) => {
    const s = withBets(count);
    expect(allowedTypes(s)).toEqual(types);
    expect(s.allowedTypeIds).toEqual(types);
  });

  it('bankers take legs out of the system part', () => {
    let s = run(withBets(4), cmd('coupon/changeType', { typeId: 2 })).state;
    expect(allowedTypes(s)).toContain(2);
    s = run(s, cmd('coupon/setBankers', { marketIds: [1000] })).state;
    expect(allowedTypes(s)).toContain(2);
    // a second banker would leave 2 free legs
    expect(rejection(s, cmd('coupon/moveToBlock', { marketId: 1001, blockId: 0 })).code).toBe('coupon.too_many_bankers');
  });
});

describe('the type follows the bets when they change', () => {
  it('a second bet makes a single an express; deleting back to one makes it a single', () => {
    let s = withBets(1);
    expect(s.typeId).toBe(0);
    s = withBets(2);
    expect(s.typeId).toBe(1);
    s = run(s, cmd('coupon/deleteBet', { marketId: 1001 })).state;
    expect(s.typeId).toBe(0);
  });

  it('a ninth bet takes a lucky to an express; a system losing its third leg becomes an express', () => {
    let s = run(withBets(8), cmd('coupon/changeType', { typeId: 7 })).state;
    s = run(s, cmd('coupon/addBet', { bet: newBet(20, 2) })).state;
    expect(s.typeId).toBe(1);
    s = run(withBets(3), cmd('coupon/changeType', { typeId: 2 })).state;
    s = run(s, cmd('coupon/deleteBet', { marketId: 1000 })).state;
    expect(s.typeId).toBe(1);
  });

  it('an accepted placement that clears the coupon leaves a single with no bets, a fixed coupon keeps its type', () => {
    const placed = runAll(
      withBets(3),
      [cmd('coupon/changeType', { typeId: 7 }), cmd('coupon/place', {}), cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C1' })],
      context(),
    );
    expect([placed.typeId, placed.bets.length, placed.allowedTypeIds]).toEqual([0, 0, []]);
    const fixed = run(withBets(3), cmd('coupon/changeSettings', { changes: { isCouponFixed: true } })).state;
    const kept = runAll(
      fixed,
      [cmd('coupon/changeType', { typeId: 7 }), cmd('coupon/place', {}), cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C1' })],
      context(),
    );
    expect([kept.typeId, kept.bets.length]).toEqual([7, 3]);
  });

  it('many singles keeps its type down to one bet', () => {
    let s = run(withBets(2), cmd('coupon/changeType', { typeId: 9 })).state;
    s = run(s, cmd('coupon/deleteBet', { marketId: 1000 })).state;
    expect(s.typeId).toBe(9);
  });

  it('an old record asking for a type its bets did not allow replays as it did then', () => {
    const s = withBets(2);
    // recorded before decide refused it: a system of 2 bets, which the old derive made an express
    const replayed = evolve(s, { type: 'coupon/typeChanged', v: 1, payload: { typeId: 2 } });
    expect(replayed.typeId).toBe(1);
    expect(evolve(initialCouponState, { type: 'coupon/typeChanged', v: 1, payload: { typeId: 1 } }).typeId).toBe(0);
  });
});
