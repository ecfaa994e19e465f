import { describe, expect, it } from 'vitest';
import { verifyTvDrawArgs } from '../../../scripts/verifyTvDraw';
import { chainSeed, terminalHash } from '../../../src/core/casino/shared/hashChain';
import { tvDrawBalls } from '../../../src/core/tvGames';
import { TV_GAMES_CONFIG } from '../../../server/config/tvGames';

const secret = 'ab'.repeat(32);
const rules = TV_GAMES_CONFIG.shows[0]?.rules ?? { balls: 42, drawn: 7, colours: 6, marginPct: 6 };
const seed = chainSeed(secret, 8, 3);
const balls = tvDrawBalls(rules, seed, 'salt-1');

const args = (over: Record<string, string> = {}): string[] =>
  Object.entries({ 'tv-show': 'lucky-7-42', seed, index: '3', 'terminal-hash': terminalHash(secret, 8), salt: 'salt-1', ...over }).flatMap(
    ([k, v]) => [`--${k}`, v],
  );

describe('npm run verify-round -- --tv-show', () => {
  it("checks the seed against the chain's published hash and gives the draw's balls", () => {
    expect(verifyTvDrawArgs(args())).toEqual({ show: 'lucky-7-42', balls, matches: null });
    expect(verifyTvDrawArgs(args({ balls: balls.join(',') })).matches).toBe(true);
    expect(verifyTvDrawArgs(args({ balls: [...balls].reverse().join(',') })).matches).toBe(false);
  });

  it('refuses a seed of another draw and missing arguments', () => {
    expect(() => verifyTvDrawArgs(args({ index: '4' }))).toThrow(/not draw 4/);
    expect(() => verifyTvDrawArgs(args({ 'tv-show': 'nope' }))).toThrow(/--tv-show/);
  });
});
