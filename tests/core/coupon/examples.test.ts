import { describe, expect, it } from 'vitest';
import {
  antiExpressUpperBound,
  couponReturns,
  expressBonusCoef,
  expressCoefWithBonus,
  firstLines,
  isAntiExpressCoefPlausible,
  lineCount,
  lines,
  maxReturn,
  currentReturn,
  round3,
  stakeSplit,
  totalCoef,
  toMinor,
  type BetStatusId,
  type CouponSpec,
  type Leg,
} from '../../../src/core/coupon';

const legs = (odds: number[], statuses: BetStatusId[] = []): Leg[] => odds.map((o, i) => ({ odds: o, status: statuses[i] ?? -2 }));

describe('COUPON.md: leg settlement factor', () => {
  const single = (status: BetStatusId): CouponSpec => ({ typeId: 0, legs: legs([3.0], [status]), stake: 1000 });
  it.each<[BetStatusId, number]>([
    [1, 3000], // win: odds
    [0, 0], // lose
    [2, 1000], // return
    [3, 1000], // forced return
    [4, 2000], // half win, half return: 0.5 x 3 + 0.5
    [5, 500], // half lose, half return
    [6, 1500], // dead heat 1/2: 0.5 x 3
  ])('status %i pays stake x factor', (status, paid) => {
    expect(currentReturn(single(status))).toBe(paid);
    expect(maxReturn(single(status))).toBe(paid);
  });

  it('an open leg counts as lost for the current return and as won for the max return', () => {
    expect(couponReturns(single(-2))).toEqual({ current: 0, max: 3000 });
    expect(couponReturns(single(-1))).toEqual({ current: 0, max: 3000 });
  });

  it('a treble with one void leg pays as the double of the other two', () => {
    const treble = couponReturns({ typeId: 1, legs: legs([2, 1.5, 3], [1, 1, 2]), stake: 1000 });
    const double = couponReturns({ typeId: 1, legs: legs([2, 1.5], [1, 1]), stake: 1000 });
    expect(treble).toEqual(double);
    expect(treble.current).toBe(3000);
  });
});

describe('COUPON.md: types', () => {
  it('express: one line, coefficient the product of the odds, rounded once', () => {
    const spec: CouponSpec = { typeId: 1, legs: legs([1.15, 1.15, 1.15]), stake: 10000 };
    expect(totalCoef(spec)).toBe(1.521); // 1.520875 rounds half away to 1.521
    expect(lineCount(spec)).toBe(1);
    expect(maxReturn(spec)).toBe(15209); // 10000 x 1.520875 = 15208.75, rounded once
  });

  it('express bonus multiplies by 1 + n/100 for n = 1..9 legs, then by 1.1', () => {
    expect(expressBonusCoef(3)).toBe(1.03);
    expect(expressBonusCoef(9)).toBe(1.09);
    expect(expressBonusCoef(10)).toBe(1.1);
    expect(expressBonusCoef(25)).toBe(1.1);
    expect(expressCoefWithBonus([1.5, 1.5, 1.5])).toBe(3.476); // 3.375 x 1.03 = 3.47625
    expect(expressCoefWithBonus(Array.from({ length: 10 }, () => 1.2))).toBe(round3(1.2 ** 10 * 1.1));
  });

  it('system 2/3: three doubles, the stake split equally over the lines', () => {
    const spec: CouponSpec = { typeId: 2, systemValue: 2, legs: legs([2, 3.5, 2.4]), stake: 300 };
    expect([...lines(spec)].map((l) => [l.legs, l.stake, l.coef])).toEqual([
      [[0, 1], 100, 7],
      [[0, 2], 100, 4.8],
      [[1, 2], 100, 8.4],
    ]);
    expect(maxReturn(spec)).toBe(2020);
    expect(totalCoef(spec)).toBe(6.733); // (7 + 4.8 + 8.4) / 3
    // one leg lost: only the line without it pays
    expect(couponReturns({ ...spec, legs: legs([2, 3.5, 2.4], [1, 1, 0]) })).toEqual({ current: 700, max: 700 });
  });

  it('system 2/3 at 1.00: lines stake 0.34, 0.33, 0.33 and each pays its own stake x product', () => {
    const spec: CouponSpec = { typeId: 2, systemValue: 2, legs: legs([2, 3.5, 2.4]), stake: 100 };
    expect([...lines(spec)].map((l) => [l.legs, l.stake])).toEqual([
      [[0, 1], 34],
      [[0, 2], 33],
      [[1, 2], 33],
    ]);
    // 34 x 7 + 33 x 4.8 + 33 x 8.4 = 238 + 158.4 + 277.2 = 673.6, not 100/3 x 20.2 = 673.33
    expect(maxReturn(spec)).toBe(674);
    expect(stakeSplit(spec)).toEqual({ lines: 3, base: 33, remainder: 1, total: 100 });
  });

  it('the remainder follows the leg ids, not the order the legs came in', () => {
    const byId = (order: number[]): CouponSpec => ({
      typeId: 2,
      systemValue: 2,
      stake: 100,
      legs: order.map((i) => ({ odds: [2, 3.5, 2.4][i] as number, id: 10 + i })),
    });
    const first = (spec: CouponSpec) => {
      const l = firstLines(spec, 1)[0];
      return [l?.legs.map((i) => spec.legs[i]?.odds), l?.stake];
    };
    expect(first(byId([0, 1, 2]))).toEqual([[2, 3.5], 34]);
    expect(first(byId([2, 1, 0]))).toEqual([[3.5, 2], 34]);
    expect(maxReturn(byId([2, 1, 0]))).toBe(maxReturn(byId([0, 1, 2])));
  });

  it('a 10/20 system with a remainder: the closed form agrees with walking all 184,756 lines', () => {
    const spec: CouponSpec = {
      typeId: 2,
      systemValue: 10,
      legs: Array.from({ length: 20 }, (_, i) => ({ odds: 1.5 + i / 10, status: (i % 7 === 3 ? 4 : -2) as BetStatusId })),
      stake: 1_000_000,
    };
    let num = 0n;
    const f = (i: number): bigint => {
      const m = BigInt(Math.round((spec.legs[i]?.odds ?? 0) * 1000));
      return spec.legs[i]?.status === 4 ? m + 1000n : 2n * m;
    };
    for (const line of lines(spec)) num += line.legs.reduce((p, i) => p * f(i), BigInt(line.stake as number));
    const den = 2000n ** 10n;
    expect(maxReturn(spec)).toBe(Number((2n * num + den) / (2n * den)));
  });

  it('system with a banker: the banker joins every line; a lost banker loses every line', () => {
    const base = [{ odds: 1.5, banker: true }, { odds: 2 }, { odds: 3 }, { odds: 4 }];
    const spec: CouponSpec = { typeId: 2, systemValue: 2, legs: base, stake: 300 };
    expect([...lines(spec)].map((l) => l.legs)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
    ]);
    expect(maxReturn(spec)).toBe(100 * 1.5 * (6 + 8 + 12));
    const lostBanker = { ...spec, legs: base.map((l, i) => ({ ...l, status: (i === 0 ? 0 : 1) as BetStatusId })) };
    expect(couponReturns(lostBanker)).toEqual({ current: 0, max: 0 });
  });

  it('chain: S = 100, legs 1.55 win, 1.25 win, 1.85 lose, 2.0 win gives accounts 155, 180, 80, 160', () => {
    const all = legs([1.55, 1.25, 1.85, 2.0], [1, 1, 0, 1]);
    // a chain has 2 legs or more; after one leg the account is what a single pays
    const first = currentReturn({ typeId: 0, legs: all.slice(0, 1), stake: 100 });
    const accounts = [2, 3, 4].map((n) => currentReturn({ typeId: 3, legs: all.slice(0, n), stake: 100 }));
    expect([first, ...accounts]).toEqual([155, 180, 80, 160]);
  });

  it('chain: the account reaching 0 stops the chain', () => {
    expect(maxReturn({ typeId: 3, legs: legs([2, 3], [0, 1]), stake: 100 })).toBe(0);
    expect(totalCoef({ typeId: 3, legs: legs([1.55, 1.25, 1.85, 2.0]), stake: 100 })).toBe(3.65);
  });

  it('multibet: lobby factor x the winning coefficient of the system x the stake of one line', () => {
    // lobby 2.0 won; system 2/3 of 1.5, 2.0, 3.0 with the 3.0 lost: only the line 1.5 x 2.0 wins
    const spec: CouponSpec = {
      typeId: 4,
      systemValue: 2,
      stake: 300,
      legs: [
        { odds: 2, banker: true, status: 1 },
        { odds: 1.5, status: 1 },
        { odds: 2, status: 1 },
        { odds: 3, status: 0 },
      ],
    };
    expect(currentReturn(spec)).toBe(2 * 3 * 100);
    const lostLobby = { ...spec, legs: spec.legs.map((l, i) => (i === 0 ? { ...l, status: 0 as BetStatusId } : l)) };
    expect(maxReturn(lostLobby)).toBe(0);
    // no winning system line: the whole bet is lost
    const noLine = { ...spec, legs: spec.legs.map((l, i) => (i >= 2 ? { ...l, status: 0 as BetStatusId } : l)) };
    expect(maxReturn(noLine)).toBe(0);
  });

  it('multibet without a lobby settles as a system', () => {
    const ls = legs([1.5, 2, 3], [1, 1, 0]);
    expect(couponReturns({ typeId: 4, systemValue: 2, legs: ls, stake: 300 })).toEqual(
      couponReturns({ typeId: 2, systemValue: 2, legs: ls, stake: 300 }),
    );
  });

  it('conditional: a lost first block loses the bet; later blocks stake from the winnings', () => {
    const blocks = (statuses: BetStatusId[]): Leg[] => [
      { odds: 2, block: 1, status: statuses[0] ?? -2 },
      { odds: 3, block: 2, status: statuses[1] ?? -2 },
      { odds: 1.5, block: 3, status: statuses[2] ?? -2 },
    ];
    const spec = (statuses: BetStatusId[]): CouponSpec => ({
      typeId: 5,
      legs: blocks(statuses),
      stake: 100,
      blockStakes: { 1: 100, 2: 50, 3: 'max' },
    });
    expect(maxReturn(spec([0, 1, 1]))).toBe(0);
    // 100 x 2 = 200; block 2 stakes 50 of it: 150 + 150 = 300; block 3 stakes all 300: 450
    expect(currentReturn(spec([1, 1, 1]))).toBe(450);
    // block 2 lost: 150 carried forward, block 3 stakes all of it
    expect(currentReturn(spec([1, 0, 1]))).toBe(225);
    // block 2 wants more than was won: it is not placed
    expect(currentReturn({ ...spec([1, 1, 1]), blockStakes: { 1: 100, 2: 500, 3: 'max' } })).toBe(300);
    expect(totalCoef(spec([]))).toBe(9);
  });

  it('anti-express: wins iff the matching express loses, at the server coefficient', () => {
    const spec = (statuses: BetStatusId[]): CouponSpec => ({
      typeId: 6,
      legs: legs([1.5, 2, 2.5], statuses),
      stake: 1000,
      antiExpressCoef: 1.12,
    });
    expect(couponReturns(spec([1, 0, -2]))).toEqual({ current: 1120, max: 1120 });
    expect(couponReturns(spec([1, 1, -2]))).toEqual({ current: 0, max: 1120 });
    expect(couponReturns(spec([1, 1, 1]))).toEqual({ current: 0, max: 0 });
    expect(couponReturns(spec([2, 3, 2]))).toEqual({ current: 1000, max: 1000 });
    expect(totalCoef(spec([]))).toBe(1.12);
  });

  it('anti-express: A/(A-1) is only an upper bound of the server quote', () => {
    // A = 7.5, A/(A-1) = 1.1538...
    expect(antiExpressUpperBound([1.5, 2, 2.5])).toBe(1.154);
    expect(isAntiExpressCoefPlausible(1.12, [1.5, 2, 2.5])).toBe(true);
    expect(isAntiExpressCoefPlausible(1.2, [1.5, 2, 2.5])).toBe(false);
  });

  it('lucky: every single and every accumulator (2^n - 1 lines), stake split equally', () => {
    expect(lineCount({ typeId: 7, legs: legs([2, 2, 2]), stake: 700 })).toBe(7);
    expect(lineCount({ typeId: 7, legs: legs([2, 2, 2, 2]), stake: 1500 })).toBe(15);
    expect(lineCount({ typeId: 7, legs: legs(Array(8).fill(2)), stake: 1500 })).toBe(255);
    expect(maxReturn({ typeId: 7, legs: legs([2, 2, 2]), stake: 700 })).toBe(100 * (3 * 2 + 3 * 4 + 8));
  });

  it('patent: a patent of 3 legs has 4 lines (no singles); the UK patent is a named variant with 7', () => {
    const spec: CouponSpec = { typeId: 8, legs: legs([2, 3, 4]), stake: 400 };
    expect(lineCount(spec)).toBe(4);
    expect([...lines(spec)].map((l) => l.legs)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    expect(lineCount({ ...spec, patentVariant: 'uk' })).toBe(7);
  });

  it('many singles: independent singles, each with its own stake', () => {
    const spec: CouponSpec = { typeId: 9, legs: legs([2, 3, 1.5], [1, 0, -2]), stake: 100, legStakes: [100, 200, 300] };
    expect(couponReturns(spec)).toEqual({ current: 200, max: 650 });
    expect(stakeSplit(spec).total).toBe(600);
  });

  it('a 10/20 system has 184,756 lines, listed lazily', () => {
    const spec: CouponSpec = { typeId: 2, systemValue: 10, legs: legs(Array(20).fill(1.5)), stake: 184_756 * 2 };
    expect(lineCount(spec)).toBe(184_756);
    expect(firstLines(spec, 3).map((l) => l.legs[9])).toEqual([9, 10, 11]);
    // every line is 1.5^10 x 2 minor units
    expect(maxReturn(spec)).toBe(Math.round(184_756 * 2 * 1.5 ** 10));
  });
});

describe('coupons outside the rules are refused with a CouponSpecError code', () => {
  const codeOf = (spec: CouponSpec): string => {
    try {
      couponReturns(spec);
      totalCoef(spec);
    } catch (e) {
      return (e as { code: string }).code;
    }
    return 'priced';
  };
  it.each<[string, CouponSpec, string]>([
    ['system value 1', { typeId: 2, systemValue: 1, legs: legs([2, 3, 4]), stake: 300 }, 'system_value'],
    ['system value above the free legs', { typeId: 2, systemValue: 4, legs: legs([2, 3, 4]), stake: 300 }, 'system_value'],
    ['lucky with 9 legs', { typeId: 7, legs: legs(Array(9).fill(2)), stake: 100_000 }, 'leg_count'],
    ['patent with 2 legs', { typeId: 8, legs: legs([2, 3]), stake: 100 }, 'leg_count'],
    ['express with 1 leg', { typeId: 1, legs: legs([2]), stake: 100 }, 'leg_count'],
    ['system with 2 legs', { typeId: 2, systemValue: 2, legs: legs([2, 3]), stake: 100 }, 'leg_count'],
    ['odds with 4 decimals', { typeId: 1, legs: legs([2, 1.8333]), stake: 100 }, 'odds_precision'],
    ['an anti-express quote with 4 decimals', { typeId: 6, legs: legs([2, 3]), stake: 100, antiExpressCoef: 1.1234 }, 'odds_precision'],
    ['a system stake below its lines', { typeId: 2, systemValue: 2, legs: legs([2, 3, 4]), stake: 2 }, 'stake_below_lines'],
    ['a lucky stake below its lines', { typeId: 7, legs: legs([2, 3, 4]), stake: 6 }, 'stake_below_lines'],
    [
      'an express bonus on a system',
      { typeId: 2, systemValue: 2, legs: legs([2, 3, 4]), stake: 300, expressBonusPercent: 3 },
      'invalid_express_bonus',
    ],
    [
      'two legs with one id',
      {
        typeId: 1,
        legs: [
          { odds: 2, id: 1 },
          { odds: 3, id: 1 },
        ],
        stake: 100,
      },
      'duplicate_leg_id',
    ],
  ])('%s', (_, spec, code) => {
    expect(codeOf(spec)).toBe(code);
  });
  it('odds written with 3 decimals are priced as they are', () => {
    expect(codeOf({ typeId: 1, legs: legs([1.005, 1.833, 2.675]), stake: 100 })).toBe('priced');
  });
});

describe('express bonus in the calculators', () => {
  it('the bonus bet multiplies coefficient and returns, exactly and rounded once', () => {
    const spec: CouponSpec = { typeId: 1, legs: legs([1.5, 1.5, 1.5]), stake: 10000, expressBonusPercent: 3 };
    expect(totalCoef(spec)).toBe(3.476); // 3.375 x 1.03 = 3.47625
    expect(maxReturn(spec)).toBe(34763); // 10000 x 3.47625, rounded once
    expect([...lines(spec)]).toEqual([{ index: 0, legs: [0, 1, 2], stake: 10000, coef: 3.476 }]);
    expect(couponReturns({ ...spec, legs: legs([1.5, 1.5, 1.5], [1, 1, 0]) })).toEqual({ current: 0, max: 0 });
  });
});

describe('COUPON.md: numbers', () => {
  it('rounds half away from zero, unlike Math.round', () => {
    expect(round3(-0.3125)).toBe(-0.313);
    expect(round3(0.3125)).toBe(0.313);
    expect(round3(1.0005)).toBe(1.001);
    expect(round3(2.0004999)).toBe(2);
  });

  it('money stays exact in minor units: 100 x 1.15 is 115', () => {
    expect(toMinor(1.15, 'USD')).toBe(115);
    expect(maxReturn({ typeId: 0, legs: legs([1.15]), stake: 10000 })).toBe(11500);
  });
});

describe('amounts past the safe integer range', () => {
  it('refuses a return it cannot state exactly, with a typed error', async () => {
    const { couponReturns, CouponSpecError } = await import('../../../src/core/coupon');
    const legs = Array.from({ length: 10 }, () => ({ odds: 30 }));
    expect(() => couponReturns({ typeId: 1, legs, stake: 100_000_000 })).toThrow(CouponSpecError);
    expect(() => couponReturns({ typeId: 1, legs, stake: 100_000_000 })).toThrow(/return_out_of_range/);
  });
});
