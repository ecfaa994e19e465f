import { describe, expect, it } from 'vitest';
import {
  APP_REGISTRY,
  STATE_SHAPE_VERSIONS,
  decideApp,
  decodeEvent,
  initialAppState,
  replay,
  stateSchemaHash,
  type AppDecideContext,
} from '../../../src/core/app';
import { isRejection } from '../../../src/core/shared/decision';
import type { AppCommand } from '../../../src/protocol/catalogue';
import { DEFAULT_BETTING_STATE } from '../../../src/protocol/live-client';

const ctx: AppDecideContext = { now: 1_700_000_000_000, newId: () => 'id-1', config: null };
const command = (type: string, payload: unknown): AppCommand => ({ id: 'c1', type, payload }) as AppCommand;
const record = (seq: number, type: string, payload: unknown) => ({ seq, type, v: 1, at: 1, origin: 'tab/1', payload });

describe('the betting state in the app (SPEC 3)', () => {
  it('is part of the player state, with its own shape version, so snapshots of an older build are not read as this one', () => {
    expect(initialAppState.betting).toEqual(DEFAULT_BETTING_STATE);
    expect(STATE_SHAPE_VERSIONS.betting).toBe(1);
    const { betting: _dropped, ...without } = STATE_SHAPE_VERSIONS;
    expect(stateSchemaHash(without)).not.toBe(stateSchemaHash());
  });

  it('betting/set is decided without the site config, and its events are in the catalogue', () => {
    const decision = decideApp(
      initialAppState,
      command('betting/set', { changes: { timeFilter: 'firstPeriod', onlyWithVideos: true } }),
      ctx,
    );
    expect(decision).toEqual([
      { type: 'betting/changed', v: 1, payload: { changes: { timeFilter: 'firstPeriod', onlyWithVideos: true } } },
    ]);
    expect(APP_REGISTRY.eventOwner('betting/changed')?.context.name).toBe('betting');
    expect(APP_REGISTRY.eventOwner('betting/reset')?.context.name).toBe('betting');
    const refused = decideApp(initialAppState, command('betting/set', { changes: { timeFilter: 'tomorrow' } }), ctx);
    expect(isRejection(refused)).toBe(true);
  });

  it('stored betting events decode and replay into the state; a damaged one is skipped, not applied', () => {
    const records = [
      record(1, 'betting/changed', { changes: { currentBettingType: 'line', filteredMarkets: [1, 4] } }),
      record(2, 'betting/changed', { changes: { timeFilter: 'nextweek' } }),
      record(3, 'betting/changed', { changes: { groupByCategories: true } }),
    ];
    expect(decodeEvent(records[0]).ok).toBe(true);
    expect(decodeEvent(records[1])).toMatchObject({ ok: false, kind: 'corrupt' });
    const outcome = replay(records);
    expect(outcome.state.betting).toEqual({
      ...DEFAULT_BETTING_STATE,
      currentBettingType: 'line',
      filteredMarkets: [1, 4],
      groupByCategories: true,
    });
    expect(outcome.skipped).toHaveLength(1);
    expect(replay([...records, record(4, 'betting/reset', {})]).state.betting).toEqual(DEFAULT_BETTING_STATE);
    // Other contexts are untouched by betting events.
    expect(outcome.state.preferences).toBe(initialAppState.preferences);
  });
});
