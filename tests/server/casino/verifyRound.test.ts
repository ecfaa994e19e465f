import { describe, expect, it } from 'vitest';
import { verifyRound, verifySharedRoundArgs } from '../../../scripts/verifyRound';
import { fairDraws, serverSeedHash } from '../../../src/core/casino/fair';
import { scratchEngine, SCRATCH_TABLES } from '../../../src/core/casino/scratch';
import { chainSeed, terminalHash } from '../../../src/core/casino/shared/hashChain';
import { sharedResultOf } from '../../../src/core/casino/shared/sharedResult';

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

describe('npm run verify-round for a shared table', () => {
  const secret = 'ab'.repeat(32);
  const terminal = terminalHash(secret, 8);
  const sharedArgs = (over: Record<string, string> = {}) =>
    Object.entries({
      table: 'roulette',
      seed: chainSeed(secret, 8, 3),
      index: '3',
      'terminal-hash': terminal,
      salt: 'table-salt',
      ...over,
    }).flatMap(([k, v]) => [`--${k}`, v]);

  it("checks the seed against the chain's published hash and recomputes the round's result", () => {
    expect(verifySharedRoundArgs(sharedArgs())).toEqual({
      table: 'roulette',
      roundHash: chainSeed(secret, 8, 2),
      result: sharedResultOf('roulette', chainSeed(secret, 8, 3), 'table-salt'),
    });
    expect(verifySharedRoundArgs(sharedArgs({ table: 'crash' })).result.engine).toBe('crash');
  });

  it('refuses a seed of another round or chain, and missing arguments', () => {
    expect(() => verifySharedRoundArgs(sharedArgs({ index: '4' }))).toThrow(/not round 4/);
    expect(() => verifySharedRoundArgs(sharedArgs({ seed: chainSeed('cd'.repeat(32), 8, 3) }))).toThrow(/not round 3/);
    expect(() => verifySharedRoundArgs(sharedArgs({ table: 'keno' }))).toThrow(/--table/);
    expect(() => verifySharedRoundArgs(sharedArgs({ index: '0' }))).toThrow(/--index/);
  });
});
