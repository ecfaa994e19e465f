import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedBetFacts } from '../../../../src/core/casino/history';
import { coveredNumbers } from '../../../../src/core/casino/roulette';
import type { CasinoHistorySharedBet } from '../../../../src/protocol/casino/play';
import { ROULETTE_EVEN_KINDS, ROULETTE_RED_NUMBERS, type RouletteBet } from '../../../../src/protocol/casino/roulette';

type Facts = Parameters<typeof sharedBetFacts>[0];
const STATUSES = ['open', 'won', 'lost', 'refunded'] as const satisfies readonly CasinoHistorySharedBet['status'][];

const crashBet = fc.record({
  table: fc.constant('crash' as const),
  placement: fc.record({ stake: fc.integer({ min: 1, max: 1e6 }), autoCashOut: fc.option(fc.integer({ min: 101, max: 1e6 })) }),
  status: fc.constantFrom(...STATUSES),
  cashedOutAt: fc.option(fc.integer({ min: 100, max: 1e6 })),
  result: fc.option(fc.record({ engine: fc.constant('crash' as const), crashPoint: fc.integer({ min: 100, max: 1e6 }) })),
  voided: fc.boolean(),
});

const rouletteChip: fc.Arbitrary<RouletteBet> = fc.oneof(
  fc.integer({ min: 0, max: 36 }).map((n): RouletteBet => ({ kind: 'straight', numbers: [n] })),
  fc.constantFrom<RouletteBet>({ kind: 'split', numbers: [2, 1] }, { kind: 'corner', numbers: [5, 1, 4, 2] }),
  fc.record({ kind: fc.constantFrom('dozen' as const, 'column' as const), index: fc.constantFrom(1 as const, 2 as const, 3 as const) }),
  fc.constantFrom(...ROULETTE_EVEN_KINDS).map((kind): RouletteBet => ({ kind })),
);

const rouletteBet = fc.record({
  table: fc.constant('roulette' as const),
  placement: fc.record({
    chips: fc.array(fc.record({ bet: rouletteChip, stake: fc.integer({ min: 1, max: 1e5 }) }), { minLength: 1, maxLength: 40 }),
  }),
  status: fc.constantFrom(...STATUSES),
  cashedOutAt: fc.constant(null),
  result: fc.option(fc.record({ engine: fc.constant('roulette' as const), pocket: fc.integer({ min: 0, max: 36 }) })),
  voided: fc.boolean(),
});

describe("a shared-table bet's facts in the office history", () => {
  it("states the round's result once: void, not over, the crash point or the pocket with its wheel colour", () => {
    fc.assert(
      fc.property(fc.oneof(crashBet, rouletteBet), (bet: Facts) => {
        const { result } = sharedBetFacts(bet);
        expect(result).toHaveLength(1);
        const [fact] = result;
        if (bet.voided) expect(fact).toEqual({ key: 'void' });
        else if (bet.result === null) expect(fact).toEqual({ key: 'pending' });
        else if (bet.result.engine === 'crash') expect(fact).toEqual({ key: 'crash_point', multiplier: bet.result.crashPoint });
        else {
          const colour = bet.result.pocket === 0 ? 'green' : ROULETTE_RED_NUMBERS.includes(bet.result.pocket) ? 'red' : 'black';
          expect(fact).toEqual({ key: 'pocket', pocket: bet.result.pocket, colour });
        }
      }),
    );
  });

  it("lists a roulette placement chip by chip (its stakes sum to the bet's) and ends with how the bet ended", () => {
    fc.assert(
      fc.property(rouletteBet, (bet) => {
        const { selection } = sharedBetFacts(bet);
        const chips = selection.slice(0, -1);
        expect(chips).toHaveLength(bet.placement.chips.length);
        chips.forEach((fact, i) => {
          const chip = bet.placement.chips[i];
          if (fact.key !== 'chip' || !chip) throw new Error('a chip expected');
          expect(fact.bet).toBe(chip.bet.kind);
          expect(fact.stake).toBe(chip.stake);
          const numbers =
            'numbers' in chip.bet
              ? (coveredNumbers(chip.bet) ?? chip.bet.numbers).join(', ')
              : 'index' in chip.bet
                ? String(chip.bet.index)
                : '';
          expect(fact.numbers).toBe(numbers);
        });
        const end = selection[selection.length - 1];
        expect(end).toEqual({ key: bet.status === 'open' ? 'pending' : bet.status });
      }),
    );
    expect(
      sharedBetFacts({
        table: 'roulette',
        placement: { chips: [{ bet: { kind: 'corner', numbers: [5, 1, 4, 2] }, stake: 100 }] },
        status: 'lost',
        cashedOutAt: null,
        result: null,
        voided: false,
      }).selection[0],
    ).toEqual({
      key: 'chip',
      bet: 'corner',
      numbers: '1, 2, 4, 5',
      stake: 100,
    });
  });

  it('words a crash bet as its target or a manual cash-out, then the multiplier it cashed out at, or lost, refunded, pending', () => {
    fc.assert(
      fc.property(crashBet, (bet) => {
        const { selection } = sharedBetFacts(bet);
        expect(selection).toHaveLength(2);
        const target = bet.placement.autoCashOut;
        expect(selection[0]).toEqual(target === null ? { key: 'manual' } : { key: 'auto_target', multiplier: target });
        const end = selection[1];
        if (bet.status === 'won')
          expect(end).toEqual(bet.cashedOutAt === null ? { key: 'won' } : { key: 'cashed_out', multiplier: bet.cashedOutAt });
        else expect(end).toEqual({ key: bet.status === 'open' ? 'pending' : bet.status });
      }),
    );
  });
});
