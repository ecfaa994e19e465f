import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSpinBonusTerms, freeSpinLineBet, grantEnding, takeFreeSpin, type FreeSpinGrantState } from '../../../src/core/bonus';
import { FREE_SPIN_WAGERING } from '../../../src/protocol/constants/bonus';
import { MONEY_MAX } from '../../../src/protocol/constants/inputBounds';

const NOW = 1_800_000_000_000;
const grant = (over: Partial<FreeSpinGrantState> = {}): FreeSpinGrantState => ({
  userId: 7,
  gameId: '12',
  status: 'active',
  spinsLeft: 3,
  stake: 200,
  currencyId: 1,
  expiresAt: NOW + 1000,
  ...over,
});
const round = { userId: 7, gameId: '12', stake: 200, currencyId: 1 };

describe('which round uses a free spin', () => {
  it("uses the player's own active grant of that game, currency and stake, before its expiry", () => {
    expect(takeFreeSpin(grant(), round, NOW)).toEqual({ kind: 'use', spinsLeft: 2, last: false });
    expect(takeFreeSpin(grant({ spinsLeft: 1 }), round, NOW)).toEqual({ kind: 'use', spinsLeft: 0, last: true });
  });

  it('refuses every other round, saying why', () => {
    const reason = (g: FreeSpinGrantState, r = round, now = NOW) => {
      const verdict = takeFreeSpin(g, r, now);
      return verdict.kind === 'refused' ? verdict.reason : null;
    };
    expect(reason(grant(), { ...round, userId: 8 })).toBe('other_player');
    expect(reason(grant(), { ...round, gameId: '13' })).toBe('other_game');
    expect(reason(grant(), { ...round, currencyId: 2 })).toBe('other_currency');
    expect(reason(grant({ status: 'used', spinsLeft: 0 }))).toBe('not_active');
    expect(reason(grant(), round, NOW + 1000)).toBe('expired');
    expect(reason(grant({ spinsLeft: 0 }))).toBe('none_left');
    expect(reason(grant(), { ...round, stake: 400 })).toBe('other_stake');
  });

  it('N spins of a grant of N are used, the next is refused, and what is left never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 50 }), (count, extra) => {
        let state = grant({ spinsLeft: count });
        let used = 0;
        for (let i = 0; i < count + extra; i += 1) {
          const verdict = takeFreeSpin(state, round, NOW);
          if (verdict.kind !== 'use') continue;
          expect(verdict.spinsLeft).toBeGreaterThanOrEqual(0);
          used += 1;
          state = { ...state, spinsLeft: verdict.spinsLeft, status: verdict.last ? 'used' : 'active' };
        }
        expect(used).toBe(count);
        expect(state).toMatchObject({ spinsLeft: 0, status: 'used' });
      }),
    );
  });
});

describe('how a grant ends and what its wins become', () => {
  it('ends used when played out, expired at its expiry with spins left, never while playable', () => {
    expect(grantEnding(grant({ spinsLeft: 0 }), NOW)).toBe('used');
    expect(grantEnding(grant(), NOW + 1000)).toBe('expired');
    expect(grantEnding(grant(), NOW)).toBeNull();
    expect(grantEnding(grant({ status: 'forfeited' }), NOW + 1000)).toBeNull();
  });

  it('turns wins into a bonus of the wagering terms, capped at what a money column holds; nothing won, no bonus', () => {
    expect(freeSpinBonusTerms(0, NOW)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONEY_MAX }), (won) => {
        const terms = freeSpinBonusTerms(won, NOW);
        expect(terms).toEqual({
          amount: won,
          requirement: Math.min(MONEY_MAX, won * FREE_SPIN_WAGERING.wageringMultiplier),
          deadline: NOW + FREE_SPIN_WAGERING.days * 86_400_000,
          maxConversion: Math.min(MONEY_MAX, won * FREE_SPIN_WAGERING.maxConversionMultiplier),
        });
        expect(terms?.requirement).toBeLessThanOrEqual(MONEY_MAX);
      }),
    );
  });

  it('plays a stake as a whole line bet on every line, or not at all', () => {
    expect(freeSpinLineBet(200, 20)).toBe(10);
    expect(freeSpinLineBet(210, 20)).toBeNull();
    expect(freeSpinLineBet(0, 20)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 50 }), (line, lines) => {
        expect(freeSpinLineBet(line * lines, lines)).toBe(line);
      }),
    );
  });
});
