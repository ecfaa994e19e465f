import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decide,
  evolve,
  filteredMarketsText,
  initialBettingState,
  matchesTimeFilter,
  parseFilteredMarkets,
  UPCOMING_WINDOW_MS,
} from '../../../src/core/betting';
import { isRejection } from '../../../src/core/shared/decision';
import { TIME_FILTERS, type BettingEvent, type BettingPatch, type BettingState } from '../../../src/protocol/live-client';

const set = (changes: unknown) => ({ id: '1', type: 'betting/set' as const, payload: { changes: changes as BettingPatch } });

function apply(state: BettingState, changes: unknown): BettingState {
  const decision = decide(state, set(changes));
  if (isRejection(decision)) throw new Error(decision.code);
  return decision.reduce((s, e) => evolve(s, e as BettingEvent), state);
}

const patch = fc.record(
  {
    currentBettingType: fc.constantFrom('live' as const, 'line' as const),
    groupByCategories: fc.boolean(),
    cyberFilterTypes: fc.array(fc.constantFrom('real', 'virtual'), { maxLength: 2 }),
    wideScoreboard: fc.boolean(),
    upcomingEvents: fc.boolean(),
    onlyWithVideos: fc.boolean(),
    filteredMarkets: fc.array(fc.nat(500), { maxLength: 5 }),
    timeFilter: fc.constantFrom(...TIME_FILTERS),
  },
  { requiredKeys: [] },
);

describe('betting state', () => {
  it('starts on live with every filter off', () => {
    expect(initialBettingState.currentBettingType).toBe('live');
    expect(initialBettingState.timeFilter).toBe('all');
  });

  it('a change becomes one event with only what changed; setting it again writes nothing', () => {
    fc.assert(
      fc.property(patch, patch, (first, second) => {
        const a = apply(initialBettingState, first);
        const decision = decide(a, set(second));
        if (isRejection(decision)) throw new Error('refused');
        const b = decision.reduce((s, e) => evolve(s, e as BettingEvent), a);
        expect(b).toEqual({ ...a, ...second });
        for (const event of decision)
          for (const [k, v] of Object.entries((event as Extract<BettingEvent, { type: 'betting/changed' }>).payload.changes))
            expect(a[k as keyof BettingState]).not.toEqual(v);
        expect(decide(b, set(second))).toEqual([]);
      }),
    );
  });

  it('refuses values outside the state and unknown fields', () => {
    expect(decide(initialBettingState, set({ timeFilter: 'later' }))).toMatchObject({
      rejected: true,
      code: 'invalid_command',
      params: { field: 'timeFilter' },
    });
    expect(decide(initialBettingState, set({ colour: 'red' }))).toMatchObject({ rejected: true });
  });

  it('reset goes back to the defaults', () => {
    const changed = apply(initialBettingState, { wideScoreboard: true, timeFilter: 'recommended' });
    const decision = decide(changed, { id: '2', type: 'betting/reset', payload: {} });
    if (isRejection(decision)) throw new Error('refused');
    expect(decision.reduce((s, e) => evolve(s, e as BettingEvent), changed)).toEqual(initialBettingState);
  });
});

describe('time filters', () => {
  const now = 1_000_000_000;
  const g = (status: number, period: number, startTime = now, isTop = false) => ({ status, period, startTime, isTop });
  it('upcoming: line games starting within the window', () => {
    expect(matchesTimeFilter(g(1, 0, now + UPCOMING_WINDOW_MS), 'upcoming', now)).toBe(true);
    expect(matchesTimeFilter(g(1, 0, now + UPCOMING_WINDOW_MS + 1), 'upcoming', now)).toBe(false);
    expect(matchesTimeFilter(g(2, 1), 'upcoming', now)).toBe(false);
  });
  it('periods of live games, recommended top games, all', () => {
    expect(matchesTimeFilter(g(2, 1), 'firstPeriod', now)).toBe(true);
    expect(matchesTimeFilter(g(3, 2), 'secondPeriod', now)).toBe(true);
    expect(matchesTimeFilter(g(2, 2), 'firstPeriod', now)).toBe(false);
    expect(matchesTimeFilter(g(4, 1), 'firstPeriod', now)).toBe(false);
    expect(matchesTimeFilter(g(1, 0, now, true), 'recommended', now)).toBe(true);
    expect(matchesTimeFilter(g(4, 2), 'all', now)).toBe(true);
  });
  it('filtered markets round-trip through their comma-separated form', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1e6)), (ids) => {
        expect(parseFilteredMarkets(filteredMarketsText(ids))).toEqual(ids);
      }),
    );
    expect(parseFilteredMarkets(' 3, x,3,7 ')).toEqual([3, 7]);
  });
});
