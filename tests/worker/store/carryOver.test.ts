import { describe, expect, it } from 'vitest';
import { STATE_SHAPE_VERSIONS, stateSchemaHash } from '../../../src/core/app';
import type { NewEvent } from '../../../src/protocol/envelope';
import { IDBFactory, makeStore, rawAll, rawPut } from './helpers';

const meta = { at: 1_700_000_000_000, origin: 'tab-1/c-1' };
const theme = (appTheme: 0 | 1): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { appTheme } } });
const tz = (timeZone: number): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { timeZone } } });

/** A build of the past: the same code but an older state-shape table. */
const { session: _s, ...olderBuild } = STATE_SHAPE_VERSIONS;

async function compactedByOlderBuild(factory: IDBFactory) {
  const older = await makeStore({ shapeVersions: olderBuild }, factory);
  await older.store.boot();
  await older.store.append([theme(1), tz(5)], meta);
  await older.store.compact(older.store.current().state, 2);
  await older.store.append([tz(7)], meta);
  older.store.close();
}

const prefsVersion = STATE_SHAPE_VERSIONS.preferences ?? 1;

describe('event store: a new build after compaction', () => {
  it('carries the unchanged contexts over instead of losing what compaction deleted', async () => {
    const factory = new IDBFactory();
    await compactedByOlderBuild(factory);
    expect((await rawAll(factory, 'events')).length).toBe(1);

    const next = await makeStore({}, factory);
    const booted = await next.store.boot();
    expect(booted.state.preferences).toMatchObject({ appTheme: 1, timeZone: 7 });
    expect(booted.lastSeq).toBe(3);
    // Every context but the one the older build did not have, in the registry's order: a context added later is kept too.
    const kept = Object.keys(STATE_SHAPE_VERSIONS).filter((name) => name !== 'session');
    expect(next.logs.filter((l) => l.level === 'warn').map((l) => l.message)).toContainEqual(
      expect.stringContaining(`carried over at seq 2: kept ${kept.join(', ')}; upgraded none; new session`),
    );
    // Written at once in this build's shape: the next boot takes the fast path, the foreign snapshot is gone.
    const snapshots = (await rawAll(factory, 'snapshots')) as { hash: string; versions: unknown }[];
    expect(snapshots.map((s) => s.hash)).toEqual([stateSchemaHash()]);
    expect(snapshots[0]?.versions).toEqual(STATE_SHAPE_VERSIONS);
  });

  it('starts only the context whose shape changed without an upgrade afresh, and says so', async () => {
    const factory = new IDBFactory();
    await compactedByOlderBuild(factory);
    const bumped = { ...STATE_SHAPE_VERSIONS, preferences: prefsVersion + 1 };
    const next = await makeStore({ shapeVersions: bumped }, factory);
    const booted = await next.store.boot();
    // Preferences reset, then the tail (timeZone 7) applies on top; the coupon was carried over.
    expect(booted.state.preferences).toMatchObject({ appTheme: 0, timeZone: 7 });
    expect(next.logs.some((l) => l.level === 'error' && /preferences starts afresh: no upgrade from shape v1/.test(l.message))).toBe(true);
  });

  it('upgrades a changed context with its upgrade', async () => {
    const factory = new IDBFactory();
    await compactedByOlderBuild(factory);
    const bumped = { ...STATE_SHAPE_VERSIONS, preferences: prefsVersion + 1 };
    const next = await makeStore(
      {
        shapeVersions: bumped,
        shapeUpgrades: { preferences: { [prefsVersion]: (s: unknown) => ({ ...(s as object), appTheme: 0 }) } },
      },
      factory,
    );
    const booted = await next.store.boot();
    expect(booted.state.preferences).toMatchObject({ appTheme: 0, timeZone: 7 });
    expect(next.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('rebuilds from the log when the log is known to be whole, whatever snapshot lies around', async () => {
    const factory = new IDBFactory();
    const first = await makeStore({}, factory);
    await first.store.boot();
    await first.store.append([theme(1), tz(4)], meta);
    first.store.close();
    // A stray snapshot of another build claiming another state; compactedThrough 0 says the log is whole.
    await rawPut(factory, 'snapshots', [
      { hash: 'feedface', seq: 2, state: { preferences: { appTheme: 0 } }, versions: { preferences: 1 } },
    ]);
    await rawPut(factory, 'meta', [0], 'compactedThrough');
    const next = await makeStore({}, factory);
    expect((await next.store.boot()).state.preferences).toMatchObject({ appTheme: 1, timeZone: 4 });
  });
});
