import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipReturn,
  colourOf,
  coveredNumbers,
  PAYOUT_TO_ONE,
  POCKETS,
  RED_NUMBERS,
  spinPocket,
  WHEEL_ORDER,
} from '../../../../src/core/casino/roulette';
import { fairDraws } from '../../../../src/core/casino/fair';
import { ROULETTE_BET_KINDS, type RouletteBet, type RouletteBetKind } from '../../../../src/protocol/casino/roulette';

/** Every subset of 0..36 of a size, as candidate chips: the validator decides which are bets. */
function subsets(size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let n = from; n <= 36; n += 1) for (const rest of subsets(size - 1, n + 1)) out.push([n, ...rest]);
  return out;
}

const INSIDE_SIZES = { straight: 1, split: 2, street: 3, corner: 4 } as const;

function everyValidBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (const [kind, size] of Object.entries(INSIDE_SIZES) as [keyof typeof INSIDE_SIZES, number][])
    for (const numbers of subsets(size)) if (coveredNumbers({ kind, numbers })) bets.push({ kind, numbers });
  for (let a = 1; a <= 31; a += 1) {
    const numbers = [a, a + 1, a + 2, a + 3, a + 4, a + 5];
    if (coveredNumbers({ kind: 'line', numbers })) bets.push({ kind: 'line', numbers });
  }
  for (const index of [1, 2, 3] as const) bets.push({ kind: 'dozen', index }, { kind: 'column', index });
  for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) bets.push({ kind });
  return bets;
}

describe('European roulette', () => {
  const bets = everyValidBet();
  const countOf = (kind: RouletteBetKind) => bets.filter((b) => b.kind === kind).length;

  it('has the layout: 37 straights, 60 splits, 14 streets (two with zero), 23 corners (first four), 11 lines', () => {
    expect(countOf('straight')).toBe(37);
    // 24 across the rows, 33 down the columns, 0-1, 0-2, 0-3.
    expect(countOf('split')).toBe(60);
    expect(countOf('street')).toBe(14);
    expect(countOf('corner')).toBe(23);
    expect(countOf('line')).toBe(11);
  });

  it('returns exactly 36/37 on every bet of every kind, by enumerating the 37 pockets', () => {
    for (const kind of ROULETTE_BET_KINDS) expect(countOf(kind)).toBeGreaterThan(0);
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < POCKETS; pocket += 1) returned += chipReturn(bet, 1, pocket);
      // Sum over pockets of the return of a stake of 1 = 37 x RTP.
      expect(returned, JSON.stringify(bet)).toBe(36);
    }
  });

  it('pays 35, 17, 11, 8, 5, 2, 2, 1 to 1', () => {
    expect([PAYOUT_TO_ONE.straight, PAYOUT_TO_ONE.split, PAYOUT_TO_ONE.street, PAYOUT_TO_ONE.corner, PAYOUT_TO_ONE.line]).toEqual([
      35, 17, 11, 8, 5,
    ]);
    expect([PAYOUT_TO_ONE.dozen, PAYOUT_TO_ONE.column, PAYOUT_TO_ONE.red, PAYOUT_TO_ONE.even, PAYOUT_TO_ONE.high]).toEqual([2, 2, 1, 1, 1]);
  });

  it('refuses numbers that are not that bet on the layout', () => {
    expect(coveredNumbers({ kind: 'split', numbers: [3, 4] })).toBeNull();
    expect(coveredNumbers({ kind: 'split', numbers: [1, 5] })).toBeNull();
    expect(coveredNumbers({ kind: 'street', numbers: [2, 3, 4] })).toBeNull();
    expect(coveredNumbers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toBeNull();
    expect(coveredNumbers({ kind: 'line', numbers: [2, 3, 4, 5, 6, 7] })).toBeNull();
    expect(coveredNumbers({ kind: 'straight', numbers: [37] })).toBeNull();
    expect(coveredNumbers({ kind: 'split', numbers: [4, 4] })).toBeNull();
    expect(coveredNumbers({ kind: 'split', numbers: [5, 2] })).toEqual([2, 5]);
    expect(coveredNumbers({ kind: 'corner', numbers: [0, 1, 2, 3] })).toEqual([0, 1, 2, 3]);
  });

  it('has 18 red, 18 black, one green and every pocket once on the wheel', () => {
    expect(RED_NUMBERS.size).toBe(18);
    expect(Array.from({ length: 37 }, (_, n) => colourOf(n)).filter((c) => c === 'black')).toHaveLength(18);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    // Red and black alternate round the wheel.
    for (let i = 1; i < 36; i += 1) expect(colourOf(WHEEL_ORDER[i] ?? 0)).not.toBe(colourOf(WHEEL_ORDER[i + 1] ?? 0));
  });

  it('spins a pocket in 0..36 from the round draws', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 64 }),
        fc.string({ maxLength: 12 }),
        (serverSeed, clientSeed) => {
          const pocket = spinPocket(fairDraws({ serverSeed, clientSeed, nonce: 0 }));
          expect(pocket >= 0 && pocket < 37 && Number.isInteger(pocket)).toBe(true);
        },
      ),
    );
  });
});
