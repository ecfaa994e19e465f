import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDraws, floatOf, MAX_INT_RANGE, roundDigest, serverSeedHash, uint32Of, uniformBelow } from '../../../src/core/casino/fair';

const seeds = { serverSeed: 'server-seed-of-the-test', clientSeed: 'player', nonce: 7 };

describe('provably fair draws', () => {
  it('commits to the server seed by its SHA-256, and digests HMAC-SHA256 of "clientSeed:nonce[:cursor]"', () => {
    // SHA-256("abc"), the standard's own example.
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(roundDigest(seeds, 0)).not.toEqual(roundDigest(seeds, 1));
    expect(roundDigest({ ...seeds, nonce: 8 })).not.toEqual(roundDigest(seeds));
  });

  it('reads four bytes as one number, the first the most significant', () => {
    const bytes = Uint8Array.from([0x80, 0, 0, 1, 0xff, 0xff, 0xff, 0xff]);
    expect(uint32Of(bytes, 0)).toBe(2 ** 31 + 1);
    expect(floatOf(bytes, 0)).toBe((2 ** 31 + 1) / 2 ** 32);
    expect(floatOf(bytes, 4)).toBeLessThan(1);
  });

  it('reads the next digest after eight numbers, and counts what it read', () => {
    const draws = fairDraws(seeds);
    const floats = Array.from({ length: 9 }, () => draws.float());
    expect(floats[8]).toBe(floatOf(roundDigest(seeds, 1), 0));
    expect(draws.count).toBe(9);
  });

  it('int(n) gives what floor(float() * n) gives whenever it keeps the first number, and stays in [0, n)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.nat(1000),
        fc.integer({ min: 1, max: MAX_INT_RANGE }),
        (client, nonce, n) => {
          const round = { serverSeed: 's', clientSeed: client, nonce };
          const a = fairDraws(round);
          const b = fairDraws(round);
          const value = a.int(n);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(n);
          if (a.count === 1) expect(value).toBe(Math.floor(b.float() * n));
        },
      ),
    );
  });

  it('uniformBelow gives each result exactly as often over every value of the word, for every n', () => {
    // A byte stands in for the 32-bit word: each of its 256 values is fed once; a value read again is surplus.
    const surplus = Symbol('read again');
    for (let n = 1; n <= 256; n += 1) {
      const counts = new Array<number>(n).fill(0);
      let readAgain = 0;
      for (let v = 0; v < 256; v += 1) {
        let fed = false;
        const next = () => {
          if (fed) throw surplus;
          fed = true;
          return v;
        };
        try {
          const result = uniformBelow(next, n, 256);
          counts[result] = (counts[result] ?? 0) + 1;
        } catch (error) {
          if (error !== surplus) throw error;
          readAgain += 1;
        }
      }
      expect(counts, `n = ${n}`).toEqual(new Array<number>(n).fill(Math.floor(256 / n)));
      expect(readAgain).toBe(256 % n);
    }
  });

  it('refuses a range it cannot serve exactly', () => {
    const draws = fairDraws(seeds);
    expect(() => draws.int(0)).toThrow(RangeError);
    expect(() => draws.int(2.5)).toThrow(RangeError);
    expect(() => draws.int(MAX_INT_RANGE + 1)).toThrow(RangeError);
  });
});
