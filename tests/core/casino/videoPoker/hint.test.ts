import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdTotals, videoPokerHint } from '../../../../src/core/casino/videoPoker/hint';
import { VIDEO_POKER_TABLES } from '../../../../src/core/casino/videoPoker/paytables';
import type { VideoPokerTable } from '../../../../src/protocol/casino/videoPoker';
import { cards } from './cards';

const table = VIDEO_POKER_TABLES['jacks-9-6'] as VideoPokerTable;

/** An evaluator of its own (not the engine's), so the enumeration checks the hint rather than repeating it. */
function independentPay(hand: readonly number[]): number {
  const ranks = hand.map((c) => (c >> 2) + 2).sort((a, b) => a - b);
  const flush = hand.every((c) => (c & 3) === ((hand[0] as number) & 3));
  const groups = [...new Set(ranks)].map((r) => ranks.filter((x) => x === r).length).sort((a, b) => b - a);
  const distinct = groups.length === 5;
  const wheel = ranks.join() === '2,3,4,5,14';
  const straight = distinct && ((ranks[4] as number) - (ranks[0] as number) === 4 || wheel);
  if (straight && flush) return ranks[0] === 10 ? table.pays.royalFlush : table.pays.straightFlush;
  if (groups[0] === 4) return table.pays.fourOfAKind;
  if (groups[0] === 3 && groups[1] === 2) return table.pays.fullHouse;
  if (flush) return table.pays.flush;
  if (straight) return table.pays.straight;
  if (groups[0] === 3) return table.pays.threeOfAKind;
  if (groups[0] === 2 && groups[1] === 2) return table.pays.twoPair;
  const pair = ranks.find((r, i) => ranks.indexOf(r) !== i);
  return pair !== undefined && pair >= 11 ? table.pays.jacksOrBetter : 0;
}

/** Every final hand's pay, by the independent evaluator, in the order the enumeration below walks them. */
let allPays: Uint16Array | null = null;
function everyHandPay(): Uint16Array {
  if (allPays) return allPays;
  const pays = new Uint16Array(2_598_960);
  let i = 0;
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1)
        for (let d = c + 1; d < 52; d += 1) for (let e = d + 1; e < 52; e += 1) pays[i++] = independentPay([a, b, c, d, e]);
  allPays = pays;
  return pays;
}

/**
 * Every hold's total by a full enumeration of the draws: each of the 2,598,960
 * final hands is the draw of exactly one hold (the dealt cards it contains;
 * it contains no discard), so walking them all once adds every draw of every hold.
 */
function enumerated(dealt: readonly number[]): number[] {
  const pays = everyHandPay();
  const bit = new Uint8Array(52);
  dealt.forEach((card, i) => (bit[card] = 1 << i));
  const totals = new Array<number>(32).fill(0);
  let i = 0;
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1)
        for (let d = c + 1; d < 52; d += 1)
          for (let e = d + 1; e < 52; e += 1) {
            const hold = (bit[a] as number) | (bit[b] as number) | (bit[c] as number) | (bit[d] as number) | (bit[e] as number);
            totals[hold] = (totals[hold] as number) + (pays[i++] as number);
          }
  return totals;
}

const FIXED_DEALS = [
  'Ah Kh Qh Jh 2c',
  'Th Jh Qh Kh Ah',
  '9s Ts Js Qs Ks',
  '2c 3d 4h 5s 7c',
  'Ac 2d 3h 4s 9c',
  '2c 2d 7h 9s Kc',
  'Jc Jd 4h 8s 2c',
  'Ac Kd 9h 6s 3c',
  '3h 7h 9h Jh 2c',
  '7c 7d 7h 2s 9c',
  '7c 7d 7h 7s 9c',
  'Qc Qd 5h 5s 5c',
  '4c 4d 9h 9s Kc',
  '2h 5h 8h Jh Kh',
  '5c 6d 7h 8s 9c',
  'Th Jh Qh 9c 9d',
  'Kd Qd Jd 2d 2s',
  '6c 7c 8c 9c Kd',
  'Ac Ad Kh Qs 2c',
  'Ts Jd Qc Ks 3h',
].map(cards);

const expectSame = (dealt: readonly number[]) => {
  const byEnumeration = enumerated(dealt);
  expect(holdTotals(dealt, table).map((hold) => hold.total)).toEqual(byEnumeration);
};

describe('the video poker hint', () => {
  it.each(FIXED_DEALS.map((deal) => [deal]))('counts every hold of %j as a full enumeration of the draws does', (deal) => {
    expectSame(deal);
  });

  it('counts every hold of random deals as a full enumeration does', () => {
    const deal = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(deal, (dealt) => expectSame(dealt)),
      { numRuns: 5 },
    );
  });

  it('names the hold of the highest value: a dealt royal is kept whole, four to a royal is held for its value', () => {
    expect(videoPokerHint(cards('Th Jh Qh Kh Ah'), table).best).toBe(31);
    const hint = videoPokerHint(cards('Th Jh Qh Kh 2c'), table);
    expect(hint.best).toBe(0b01111);
    expect(hint.values[0b01111]).toBeCloseTo((800 + 50 + 7 * 6 + 6 * 4 + 9 * 1) / 47, 10);
  });
});
