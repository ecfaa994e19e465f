import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolve, evolveAll, initialPreferences } from '../../../src/core/preferences';
import type { PreferencesEvent } from '../../../src/protocol/preferences';
import { changedV2Arb, preferencesPatchArb, resetArb } from '../../arbitraries/events';

const eventArb = fc.oneof({ arbitrary: changedV2Arb, weight: 6 }, { arbitrary: resetArb, weight: 1 }) as fc.Arbitrary<PreferencesEvent>;

describe('preferences.evolveAll (property)', () => {
  it('equals folding evolve over the same events, from any state', () => {
    fc.assert(
      fc.property(preferencesPatchArb, fc.array(eventArb, { maxLength: 30 }), (start, events) => {
        const from = { ...initialPreferences, ...start };
        expect(evolveAll(from, events)).toEqual(events.reduce(evolve, from));
      }),
      { numRuns: 300 },
    );
  });

  it('an empty run leaves the state as it is', () => {
    expect(evolveAll(initialPreferences, [])).toBe(initialPreferences);
  });
});
