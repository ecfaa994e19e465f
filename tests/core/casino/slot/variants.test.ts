import { describe, expect, it } from 'vitest';
import { slotTableSchema } from '../../../../src/protocol/casino/slot';
import { CASINO_VARIANTS } from '../../../../src/protocol/casino/engines';
import { rtpOf } from '../../../../src/core/casino/engines';
import { fairDraws } from '../../../../src/core/casino/fair';
import { slotEngine } from '../../../../src/core/casino/slot/engine';
import { baseSpinParts } from '../../../../src/core/casino/slot/rtp';
import { baseSpinSums, roundVariance } from '../../../../src/core/casino/slot/moments';
import { SLOT_TABLES } from '../../../../src/core/casino/slot/tables';

/**
 * The three shipped variants: their exact RTP pinned (derived once from the
 * reels and paytables; any change to a strip or a pay shows here), inside
 * 94..97 %, rising volatility, and 200,000 spins of the real engine on fair
 * draws within 5 standard deviations of the exact value.
 */
const EXPECTED = {
  low: { rtp: 0.9588415910241082, sd: 2.37061551615 },
  medium: { rtp: 0.9574661563490073, sd: 3.32431154906 },
  high: { rtp: 0.9591537765557662, sd: 4.9038257678 },
} as const;

const SPINS = 200_000;

describe.each(CASINO_VARIANTS.slot)('the %s slot', (variant) => {
  const table = SLOT_TABLES[variant];
  const expected = EXPECTED[variant];

  it('is a valid table: one wild, one scatter, every strip symbol known, 20 paylines', () => {
    expect(slotTableSchema.parse(table)).toEqual(table);
    expect(table.symbols.filter((s) => s.kind === 'wild')).toHaveLength(1);
    expect(table.symbols.filter((s) => s.kind === 'scatter')).toHaveLength(1);
    expect(table.reels.flat().every((s) => s >= 0 && s < table.symbols.length)).toBe(true);
    expect(table.paylines).toHaveLength(20);
    expect(new Set(table.paylines.map((l) => l.join())).size).toBe(20);
  });

  it('has its pinned exact RTP, between 94 % and 97 %, read through the engines registry', () => {
    expect(slotEngine.exactRtp(table)).toBe(expected.rtp);
    expect(rtpOf('slot', variant)).toBe(expected.rtp);
    expect(expected.rtp).toBeGreaterThan(0.94);
    expect(expected.rtp).toBeLessThan(0.97);
  });

  it('has the same base spin mean by full enumeration as by per-reel counting, and its pinned deviation', () => {
    const sums = baseSpinSums(table);
    const parts = baseSpinParts(table);
    // Enumeration sums in line bets; the counting's return is in total stakes.
    expect(sums.win).toBe(parts.returnNum * BigInt(table.paylines.length));
    expect(sums.triggered).toBe(parts.triggerNum);
    expect(Math.sqrt(roundVariance(table, sums))).toBeCloseTo(expected.sd, 9);
  }, 60_000);

  it(`returns within 5 standard deviations of the exact RTP over ${SPINS.toLocaleString('en')} fair spins`, () => {
    let won = 0;
    let staked = 0;
    for (let nonce = 0; nonce < SPINS; nonce += 1) {
      const bet = { lineBet: 1 };
      const draws = fairDraws({ serverSeed: `slot-rtp-${variant}`, clientSeed: 'npm-test', nonce });
      won += slotEngine.play(draws, bet, table).win;
      staked += slotEngine.stakeOf(bet);
    }
    const measured = won / staked;
    expect(Math.abs(measured - expected.rtp)).toBeLessThan((5 * expected.sd) / Math.sqrt(SPINS));
  }, 120_000);
});

describe('the slot volatility', () => {
  it('rises from low to high', () => {
    expect(EXPECTED.low.sd).toBeLessThan(EXPECTED.medium.sd);
    expect(EXPECTED.medium.sd).toBeLessThan(EXPECTED.high.sd);
  });
});
