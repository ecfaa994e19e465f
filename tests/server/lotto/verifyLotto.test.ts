import { describe, expect, it } from 'vitest';
import { verifyLottoArgs } from '../../../scripts/verifyLotto';
import { serverSeedHash } from '../../../src/core/casino/fair';
import { lottoBalls } from '../../../src/core/lotto';

const SEED = 'cd'.repeat(32);
const args = (over: Record<string, string> = {}) =>
  Object.entries({ lottery: '5-36', draw: '2901', seed: SEED, ...over }).flatMap(([k, v]) => [`--${k}`, v]);

describe('npm run verify-round for a lotto draw', () => {
  const balls = lottoBalls(SEED, '5-36', 2901, 36, 5);

  it('recomputes the balls from the seed and checks the published hash and balls', () => {
    expect(verifyLottoArgs(args({ 'seed-hash': serverSeedHash(SEED), balls: balls.join(',') }))).toEqual({
      lottery: '5-36',
      drawNo: 2901,
      clientSeed: '5-36:2901',
      seedHash: serverSeedHash(SEED),
      balls,
    });
  });

  it("gives a ticket's matches and win", () => {
    const line = [...balls.slice(0, 3), ...[1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !balls.includes(n)).slice(0, 2)];
    expect(verifyLottoArgs(args({ lines: JSON.stringify([line]) })).ticket).toEqual({ matches: [3], win: 20 * 2_000 });
  });

  it('refuses another hash, other balls, another draw number and bad arguments', () => {
    expect(() => verifyLottoArgs(args({ 'seed-hash': serverSeedHash('other') }))).toThrow(/does not give this draw/);
    expect(() => verifyLottoArgs(args({ balls: [...balls].reverse().join(',') }))).toThrow(/does not give this draw/);
    expect(() => verifyLottoArgs(args({ draw: '2902', balls: balls.join(',') }))).toThrow(/does not give this draw/);
    expect(() => verifyLottoArgs(args({ lottery: '7-77' }))).toThrow(/--lottery/);
    expect(() => verifyLottoArgs(args({ lines: '{"a":1}' }))).toThrow(/--lines/);
  });
});
