import { describe, expect, it } from 'vitest';
import {
  carryOver,
  initialAppState,
  snapshotVersions,
  SNAPSHOT_UPGRADES,
  STATE_SHAPE_VERSIONS,
  stateSchemaHash,
} from '../../../src/core/app';

const prefs = { ...initialAppState.preferences, appTheme: 1 as const };
const old = { ...initialAppState, preferences: prefs };

describe('carrying a snapshot over to a build of another state shape', () => {
  it('keeps every context whose shape is unchanged, and starts the contexts the build adds', () => {
    const { session: _added, ...withoutSession } = STATE_SHAPE_VERSIONS;
    const carried = carryOver({ state: old, versions: withoutSession });
    expect(carried.state.preferences).toEqual(prefs);
    expect(carried.kept).toEqual(expect.arrayContaining(['preferences', 'coupon']));
    expect(carried.added).toEqual(['session']);
    expect(carried.state.session).toBe(initialAppState.session);
    expect(carried.reset).toEqual([]);
  });

  it('upgrades a context step by step, and resets one without an upgrade, leaving the others alone', () => {
    const current = { ...STATE_SHAPE_VERSIONS, preferences: 3, coupon: 2 };
    const versions = { ...STATE_SHAPE_VERSIONS, preferences: 1, coupon: 1 };
    const carried = carryOver({ state: old, versions }, current, {
      preferences: {
        1: (s) => ({ ...(s as object), stepOne: true }),
        2: (s) => ({ ...(s as object), stepTwo: true }),
      },
    });
    expect(carried.state.preferences).toMatchObject({ appTheme: 1, stepOne: true, stepTwo: true });
    expect(carried.upgraded).toEqual(['preferences']);
    expect(carried.reset).toEqual([{ context: 'coupon', reason: 'no upgrade from shape v1' }]);
    expect(carried.state.coupon).toBe(initialAppState.coupon);
    expect(carried.kept).toContain('session');
  });

  it('refuses a snapshot of a newer shape and a context that is not an object', () => {
    const carried = carryOver({ state: { ...old, coupon: 'broken' }, versions: { ...STATE_SHAPE_VERSIONS, preferences: 9 } });
    expect(carried.reset.map((r) => r.context).sort()).toEqual(['coupon', 'preferences']);
    expect(carried.state.preferences).toBe(initialAppState.preferences);
  });

  it('recovers the shape table of a record written before tables were stored, only when its hash proves it', () => {
    const hash = stateSchemaHash({ preferences: 1, coupon: 1 });
    expect(snapshotVersions({ hash, state: { preferences: {}, coupon: {} } })).toEqual({ preferences: 1, coupon: 1 });
    expect(snapshotVersions({ hash: 'deadbeef', state: { preferences: {}, coupon: {} } })).toBeNull();
    expect(snapshotVersions({ hash, state: {}, versions: { preferences: 2 } })).toEqual({ preferences: 2 });
  });

  it('has an upgrade from every older shape of every context (a bump without one would reset players)', () => {
    for (const [context, version] of Object.entries(STATE_SHAPE_VERSIONS)) {
      for (let v = 1; v < version; v++) {
        expect(SNAPSHOT_UPGRADES[context as keyof typeof SNAPSHOT_UPGRADES]?.[v], `${context} v${v} -> v${v + 1}`).toBeTypeOf('function');
      }
    }
  });
});
