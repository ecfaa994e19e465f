import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainSeed, nextDown, terminalHash, verifyChainSeed } from '../../../../src/core/casino/shared/hashChain';
import { sharedResultOf, verifySharedRound } from '../../../../src/core/casino/shared/sharedResult';

const secret = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }).map((s) => s.toLowerCase());

describe('hash chain of shared rounds', () => {
  it('verifies every round of a chain against its published terminal hash, and no round against a wrong index', () => {
    fc.assert(
      fc.property(secret, fc.integer({ min: 2, max: 60 }), (s, length) => {
        const terminal = terminalHash(s, length);
        for (let index = 1; index <= length; index += 1) {
          const seed = chainSeed(s, length, index);
          expect(verifyChainSeed(seed, index, terminal)).toBe(true);
          expect(verifyChainSeed(seed, index + 1, terminal)).toBe(false);
          expect(nextDown(seed)).toBe(chainSeed(s, length, index - 1));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a seed of another chain or a malformed seed', () => {
    fc.assert(
      fc.property(secret, secret, fc.integer({ min: 1, max: 20 }), (a, b, index) => {
        fc.pre(a !== b);
        expect(verifyChainSeed(chainSeed(b, 20, index), index, terminalHash(a, 20))).toBe(false);
      }),
      { numRuns: 30 },
    );
    expect(verifyChainSeed('zz', 1, terminalHash('00'.repeat(32), 3))).toBe(false);
  });
});

describe('a shared round verified from what the table published', () => {
  it('gives the round result for the chain seed at its index, and null for any other index or chain', () => {
    fc.assert(
      fc.property(secret, fc.integer({ min: 1, max: 12 }), fc.constantFrom('crash' as const, 'roulette' as const), (s, index, table) => {
        const proof = { table, seed: chainSeed(s, 12, index), index, terminalHash: terminalHash(s, 12), salt: 'published-salt' };
        expect(verifySharedRound(proof)).toEqual(sharedResultOf(table, proof.seed, proof.salt));
        expect(verifySharedRound({ ...proof, index: index + 1 })).toBeNull();
        expect(verifySharedRound({ ...proof, terminalHash: nextDown(proof.terminalHash) })).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
