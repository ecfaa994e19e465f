import { describe, expect, it } from 'vitest';
import { verifyRound } from '../../../scripts/verifyRound';
import { fairDraws, serverSeedHash } from '../../../src/core/casino/fair';
import { scratchEngine, SCRATCH_TABLES } from '../../../src/core/casino/scratch';

const args = (over: Record<string, string> = {}) =>
  Object.entries({
    'server-seed': 's3cret',
    'client-seed': 'mine',
    nonce: '7',
    game: 'scratch-deluxe',
    bet: '{"stake":250}',
    ...over,
  }).flatMap(([k, v]) => [`--${k}`, v]);

describe('npm run verify-round', () => {
  it('recomputes the round with the core: the hash shown before play, the outcome and the win', () => {
    const expected = scratchEngine.play(
      fairDraws({ serverSeed: 's3cret', clientSeed: 'mine', nonce: 7 }),
      { stake: 250 },
      SCRATCH_TABLES.deluxe,
    );
    expect(verifyRound(args())).toEqual({ serverSeedHash: serverSeedHash('s3cret'), ...expected, draws: 9 });
    expect(verifyRound(args({ game: 'scratch:deluxe' }))).toEqual(verifyRound(args()));
  });

  it('refuses a missing seed, an unknown game and a bet of another shape', () => {
    expect(() => verifyRound(args({ nonce: '-1' }))).toThrow(/--nonce/);
    expect(() => verifyRound(args({ game: 'roulette-european' }))).toThrow(/No own-round game/);
    expect(() => verifyRound(args({ bet: '{"stake":"x"}' }))).toThrow(/does not fit scratch/);
  });
});
