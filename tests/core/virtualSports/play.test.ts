import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainSeed, nextDown, terminalHash } from '../../../src/core/casino/shared/hashChain';
import { raceProgress, verifyVirtualEvent, virtualPlayOf, type VirtualPlay } from '../../../src/core/virtualSports';
import { outcomeStatus } from '../../../server/bets/outcomeStatus';
import { eventState } from '../../../server/virtualSports/event';
import { verifyVirtualEventArgs } from '../../../scripts/verifyVirtualEvent';

const SECRET = 'ab'.repeat(32);
const SALT = 'virtual-test-salt';
const seedOf = (i: number): string => nextDown(i.toString(16).padStart(64, '0'));
const plays = (sport: 'football' | 'tennis' | 'racing', n: number): VirtualPlay[] =>
  Array.from({ length: n }, (_, i) => virtualPlayOf(sport, seedOf(i), SALT));

/** The share of plays whose result makes outcome `typeId` of the first market win, and its mean model chance. */
function calibration(list: readonly VirtualPlay[], sportId: number, typeId: number): { seen: number; expected: number } {
  let won = 0;
  let expected = 0;
  for (const play of list) {
    const market = play.markets[0];
    const outcome = market?.outcomes.find((o) => o.typeId === typeId);
    expected += outcome?.prob ?? 0;
    const marketTypeId = market?.kind === 'winner' ? 60 : 1;
    if (outcomeStatus({ sportId, marketTypeId, outcomeTypeId: typeId, param: null }, play.periodScores) === 1) won += 1;
  }
  return { seen: won / list.length, expected: expected / list.length };
}

describe('a virtual event from its seed', () => {
  it('gives fair probabilities that sum to one in every market', () => {
    for (const sport of ['football', 'tennis', 'racing'] as const)
      for (const play of plays(sport, 20))
        for (const market of play.markets) {
          const sum = market.outcomes.reduce((s, o) => s + o.prob, 0);
          expect(sum).toBeCloseTo(1, 9);
        }
  });

  it('plays football and tennis as often to each result as its odds say', () => {
    const football = calibration(plays('football', 300), 1, 1);
    expect(Math.abs(football.seen - football.expected)).toBeLessThan(0.08);
    const tennis = calibration(plays('tennis', 200), 4, 1);
    expect(Math.abs(tennis.seen - tennis.expected)).toBeLessThan(0.09);
  });

  it('ends a tennis set on a real set score and a race with every runner placed once, its run ending in that order', () => {
    for (const play of plays('tennis', 40)) {
      if (play.sport !== 'tennis') throw new Error('not tennis');
      const [a, b] = play.periodScores[0] ?? [0, 0];
      const [hi, lo] = a > b ? [a, b] : [b, a];
      expect((hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6))).toBe(true);
    }
    for (const play of plays('racing', 40)) {
      if (play.sport !== 'racing') throw new Error('not racing');
      expect([...play.order].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(raceProgress(play, 1).every((p) => p === 1)).toBe(true);
      const mid = raceProgress(play, 0.5);
      expect(mid.every((p) => p > 0 && p < 1)).toBe(true);
    }
  });

  it('settles a race winner market by the finishing order', () => {
    const result = [
      [1, 4],
      [2, 1],
      [3, 6],
    ] as const;
    const status = (runner: number) => outcomeStatus({ sportId: 9900, marketTypeId: 60, outcomeTypeId: 300 + runner, param: null }, result);
    expect([1, 2, 3, 4, 5, 6].map(status)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(outcomeStatus({ sportId: 9900, marketTypeId: 60, outcomeTypeId: 304, param: null }, [])).toBe(3);
  });

  it('prices every market from its probabilities with the sport margin, as the live world does', () => {
    for (const sport of ['football', 'tennis', 'racing'] as const) {
      const event = eventState(
        {
          id: 1,
          sport,
          slot: 7,
          chainIndex: 1,
          seed: seedOf(3),
          terminalHash: terminalHash(SECRET, 400),
          salt: SALT,
          kickOffAt: 0,
          endsAt: 1,
          settledAt: null,
        },
        0.07,
      );
      for (const market of event.markets) {
        if (market.outcomes.some((o) => o.coefMilli <= 1010 || o.coefMilli >= 100_000)) continue;
        const overround = market.outcomes.reduce((s, o) => s + 1000 / o.coefMilli, 0);
        expect(overround).toBeCloseTo(market.scale * 1.07, 2);
      }
    }
  });

  it('is recomputed from any published seed of the chain, and from no other', () => {
    const terminal = terminalHash(SECRET, 400);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('football' as const, 'tennis' as const, 'racing' as const),
        (index, sport) => {
          const seed = chainSeed(SECRET, 400, index);
          const played = virtualPlayOf(sport, seed, SALT);
          expect(verifyVirtualEvent({ sport, seed, index, terminalHash: terminal, salt: SALT })).toEqual(played);
          expect(verifyVirtualEvent({ sport, seed, index: index + 1, terminalHash: terminal, salt: SALT })).toBeNull();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('is checked by npm run verify-round --virtual', () => {
    const seed = chainSeed(SECRET, 400, 5);
    const args = ['--virtual', 'football', '--seed', seed, '--index', '5', '--terminal-hash', terminalHash(SECRET, 400), '--salt', SALT];
    expect(verifyVirtualEventArgs(args).periodScores).toEqual(virtualPlayOf('football', seed, SALT).periodScores);
    expect(() => verifyVirtualEventArgs(args.map((a) => (a === '5' ? '6' : a)))).toThrow(/not event 6/);
  });
});
