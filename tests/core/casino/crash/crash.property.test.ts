import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoCashOutFilled,
  crashPointOf,
  crashPointOfIndex,
  crashRtpExact,
  DRAW_RESOLUTION,
  flightMs,
  manualCashOut,
  msToReach,
  multiplierAt,
  payoutOf,
} from '../../../../src/core/casino/crash';
import { fairDraws } from '../../../../src/core/casino/fair';

describe('crash point', () => {
  it('pays a target exactly as the exact RTP formula counts, by enumerating every draw of a small resolution', () => {
    const resolution = 4096;
    const points = Array.from({ length: resolution }, (_, k) => crashPointOfIndex(k, resolution));
    for (let target = 101; target <= 5000; target += 7) {
      const winning = points.filter((c) => autoCashOutFilled(target, c)).length;
      const { num, den } = crashRtpExact(target, BigInt(resolution));
      expect(num * 100n * BigInt(resolution)).toBe(BigInt(target) * BigInt(winning) * den);
    }
  });

  it('returns 99 % at any target m >= 1.01: exactly where m divides 99 x 2^32, short by under m / (100 x 2^32) otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (target) => {
        const { num, den } = crashRtpExact(target, BigInt(DRAW_RESOLUTION));
        // 0.99 - rtp = (99 x R - target x floor(99 R / target)) / (100 R) = ((99 R) mod target) / (100 R).
        const shortfall = 99n * den - 100n * num;
        expect(shortfall).toBe(((99n * BigInt(DRAW_RESOLUTION)) % BigInt(target)) * 100n);
        expect(shortfall >= 0n && shortfall < BigInt(target) * 100n).toBe(true);
        if ((99n * BigInt(DRAW_RESOLUTION)) % BigInt(target) === 0n) expect(num * 100n).toBe(99n * den);
      }),
    );
    // Targets dividing 99 x 2^32 (1.28x, 1.44x, 1.98x, 2.56x, 10.24x...) return exactly 99 %.
    for (const target of [128, 144, 176, 198, 256, 396, 1024]) {
      const { num, den } = crashRtpExact(target, BigInt(DRAW_RESOLUTION));
      expect(num * 100n).toBe(99n * den);
    }
  });

  it('agrees with the float formula and stays within its bounds for fair draws', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 64 }),
        fc.string({ maxLength: 20 }),
        fc.nat(10_000),
        (serverSeed, clientSeed, nonce) => {
          const seeds = { serverSeed, clientSeed, nonce };
          const u = fairDraws(seeds).float();
          const k = u * DRAW_RESOLUTION;
          expect(Number.isInteger(k)).toBe(true);
          const crash = crashPointOf(fairDraws(seeds));
          expect(crash).toBeGreaterThanOrEqual(100);
          expect(crash).toBe(Math.max(100, Math.floor((99 * DRAW_RESOLUTION) / (DRAW_RESOLUTION - k))));
        },
      ),
    );
  });

  it('crashes at 1.00x about once in 51 rounds (u < 2/101)', () => {
    const resolution = 101 * 64;
    const instant = Array.from({ length: resolution }, (_, k) => crashPointOfIndex(k, resolution)).filter((c) => c === 100).length;
    expect(instant).toBe(128);
  });
});

describe('the flight', () => {
  it('grows as e^(0.00006 t) and msToReach is the first ms the multiplier is reached', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (target) => {
        const t = msToReach(target);
        expect(multiplierAt(t)).toBeGreaterThanOrEqual(target);
        expect(multiplierAt(t - 1)).toBeLessThan(target);
      }),
    );
  });

  it('takes a cash-out only while the multiplier is below the crash point and pays stake x multiplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.nat(200_000), fc.integer({ min: 1, max: 1_000_000 }), (crash, t, stake) => {
        const taken = manualCashOut(crash, t);
        if (t < flightMs(crash)) {
          expect(taken).toEqual({ multiplier: multiplierAt(t) });
          if ('multiplier' in taken) expect(payoutOf(stake, taken.multiplier)).toBe(Math.floor((stake * multiplierAt(t)) / 100));
        } else expect(taken).toEqual({ refused: 'crashed' });
      }),
    );
    expect(manualCashOut(100, 0)).toEqual({ refused: 'crashed' });
  });
});
