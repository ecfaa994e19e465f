import { describe, expect, it } from 'vitest';
import { initialAppState, replay, stateSchemaHash, STATE_SHAPE_VERSIONS } from '../../../src/core/app';
import type { NewEvent } from '../../../src/protocol/envelope';
import type { HostStore } from '../../../src/worker/runtime/ports';
import { StoreError, type EventStore } from '../../../src/worker/store';
import { toStored } from '../../arbitraries/events';
import { IDBFactory, makeStore, patch, rawAll, rawOpen, rawPut } from './helpers';

const meta = { at: 1_700_000_000_000, origin: 'tab-1/c-1' };
const theme = (appTheme: 0 | 1): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { appTheme } } });
const tz = (timeZone: number): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { timeZone } } });
const v1 = (key: string, value: unknown): NewEvent => ({ type: 'preferences/changed', v: 1, payload: { key, value } });

describe('event store: append', () => {
  it('stamps events with consecutive seqs across appends, at and origin from meta', async () => {
    const { store } = await makeStore();
    await store.boot();
    const first = await store.append([theme(1), tz(5)], meta);
    const second = await store.append([tz(6)], { at: 42, origin: 'tab-2/c-9' });
    expect(first).toEqual([
      { seq: 1, type: 'preferences/changed', v: 2, at: meta.at, origin: 'tab-1/c-1', payload: { changes: { appTheme: 1 } } },
      { seq: 2, type: 'preferences/changed', v: 2, at: meta.at, origin: 'tab-1/c-1', payload: { changes: { timeZone: 5 } } },
    ]);
    expect(second).toEqual([
      { seq: 3, type: 'preferences/changed', v: 2, at: 42, origin: 'tab-2/c-9', payload: { changes: { timeZone: 6 } } },
    ]);
    expect(await store.readSince(0)).toEqual([...first, ...second]);
    expect(await store.readSince(2)).toEqual(second);
    expect(store.current().lastSeq).toBe(3);
    expect(store.current().state.preferences).toMatchObject({ appTheme: 1, timeZone: 6 });
  });

  it("writes a command's events in exactly one readwrite transaction", async () => {
    const { store } = await makeStore();
    await store.boot();
    const modes: string[] = [];
    patch(
      IDBDatabase.prototype,
      'transaction',
      (original) =>
        function (this: IDBDatabase, ...args: unknown[]) {
          modes.push(String(args[1] ?? 'readonly'));
          return original.apply(this, args);
        },
    );
    await store.append([theme(1), tz(1), tz(2), tz(3)], meta);
    expect(modes.filter((m) => m === 'readwrite')).toHaveLength(1);
  });

  it('acknowledges only after the transaction completed', async () => {
    const { store } = await makeStore();
    await store.boot();
    const order: string[] = [];
    patch(
      IDBDatabase.prototype,
      'transaction',
      (original) =>
        function (this: IDBDatabase, ...args: unknown[]) {
          const tx = original.apply(this, args) as IDBTransaction;
          if (args[1] === 'readwrite') tx.addEventListener('complete', () => order.push('complete'));
          return tx;
        },
    );
    await store.append([theme(1)], meta).then(() => order.push('acknowledged'));
    expect(order).toEqual(['complete', 'acknowledged']);
  });

  it('rejects with a StoreError and writes nothing when the transaction fails; seqs stay continuous', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await store.append([theme(1)], meta);
    let calls = 0;
    patch(
      IDBObjectStore.prototype,
      'add',
      (original) =>
        function (this: IDBObjectStore, ...args: unknown[]) {
          calls += 1;
          // the second event of the command fails: the first must not stay
          if (calls === 2) throw new DOMException('disk on fire', 'UnknownError');
          return original.apply(this, args);
        },
    );
    const failed = store.append([tz(1), tz(2)], meta);
    await expect(failed).rejects.toBeInstanceOf(StoreError);
    await expect(failed).rejects.toMatchObject({ kind: 'io' });
    expect((await rawAll(factory, 'events')).map((r) => (r as { seq: number }).seq)).toEqual([1]);
    expect(store.current().lastSeq).toBe(1);
    const next = await store.append([tz(7)], meta);
    expect(next[0]?.seq).toBe(2);
  });

  it('refuses an event this build could not read back, before writing anything', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await expect(
      store.append([theme(1), { type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 9 } } }], meta),
    ).rejects.toMatchObject({
      kind: 'invalid-event',
    });
    await expect(store.append([{ type: 'nope/nothing', v: 1, payload: {} }], meta)).rejects.toMatchObject({ kind: 'invalid-event' });
    expect(await rawAll(factory, 'events')).toEqual([]);
  });

  it('stores v1 events as written and upcasts them when read', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await store.append([v1('fontSize', 'large')], meta);
    expect(await rawAll(factory, 'events')).toMatchObject([{ v: 1, payload: { key: 'fontSize', value: 'large' } }]);
    const again = await makeStore({}, factory);
    expect((await again.store.boot()).state.preferences.fontSize).toBe('large');
  });

  it('an empty command appends nothing and resolves with []', async () => {
    const { store } = await makeStore();
    await store.boot();
    expect(await store.append([], meta)).toEqual([]);
    expect(store.current().lastSeq).toBe(0);
  });

  it('continues after events another host appended, and folds them into its state', async () => {
    const factory = new IDBFactory();
    const a = await makeStore({}, factory);
    const b = await makeStore({}, factory);
    await a.store.boot();
    await b.store.boot();
    await a.store.append([theme(1)], meta);
    const stored = await b.store.append([tz(9)], meta);
    expect(stored[0]?.seq).toBe(2);
    expect(b.store.current()).toMatchObject({ lastSeq: 2, state: replay(await rawAll(factory, 'events')).state });
    expect(b.store.current().state.preferences).toMatchObject({ appTheme: 1, timeZone: 9 });
  });

  it('after close every operation rejects with kind closed', async () => {
    const { store } = await makeStore();
    await store.boot();
    store.close();
    await expect(store.append([theme(1)], meta)).rejects.toMatchObject({ kind: 'closed' });
    await expect(store.readSince(0)).rejects.toMatchObject({ kind: 'closed' });
  });
});

describe('event store: the runtime port', () => {
  it('is what the host expects (HostStore); checked by the typecheck', async () => {
    const { store } = await makeStore();
    const port: HostStore = store satisfies EventStore;
    expect(port.mode).toBe('indexeddb');
  });
});

describe('event store: boot', () => {
  it('boots an empty database to the initial state', async () => {
    const { store } = await makeStore();
    expect(await store.boot()).toEqual({ state: initialAppState, lastSeq: 0, skipped: [] });
  });

  it('boots to the state the events describe', async () => {
    const factory = new IDBFactory();
    const first = await makeStore({}, factory);
    await first.store.boot();
    await first.store.append([theme(1), tz(-3)], meta);
    await first.store.append([{ type: 'preferences/reset', v: 1, payload: {} }], meta);
    await first.store.append([v1('is12h', true)], meta);
    first.store.close();
    const second = await makeStore({}, factory);
    const booted = await second.store.boot();
    expect(booted.lastSeq).toBe(4);
    expect(booted.state).toEqual({ ...initialAppState, preferences: { ...initialAppState.preferences, is12h: true } });
  });

  it('is the snapshot plus the tail: events the snapshot covers are not read again', async () => {
    const factory = new IDBFactory();
    await rawOpen(factory).then((db) => db.close());
    // The snapshot says dark theme at seq 3 though no event says so: boot must take it from the snapshot.
    const snapState = { ...initialAppState, preferences: { ...initialAppState.preferences, appTheme: 1, fontSize: 'small' } };
    await rawPut(factory, 'snapshots', [{ hash: stateSchemaHash(), seq: 3, state: snapState }]);
    await rawPut(factory, 'events', [...toStored([tz(1), tz(2), tz(3)]), ...toStored([tz(4), v1('fontSize', 'large')], 4)]);
    const { store } = await makeStore({}, factory);
    const booted = await store.boot();
    expect(booted.lastSeq).toBe(5);
    expect(booted.state.preferences).toEqual({ ...snapState.preferences, timeZone: 4, fontSize: 'large' });
  });

  it('ignores a snapshot made for another state shape and rebuilds from the log', async () => {
    const factory = new IDBFactory();
    await rawOpen(factory).then((db) => db.close());
    await rawPut(factory, 'snapshots', [{ hash: 'deadbeef', seq: 2, state: { preferences: { appTheme: 1 }, somethingOld: {} } }]);
    await rawPut(factory, 'events', toStored([tz(1), tz(2), theme(0)]));
    const { store, logs } = await makeStore({}, factory);
    const booted = await store.boot();
    expect(booted.state.preferences).toEqual({ ...initialAppState.preferences, timeZone: 2 });
    expect(booted.lastSeq).toBe(3);
    expect(logs.some((l) => l.level === 'warn' && l.message.includes('another state shape'))).toBe(true);
  });

  it('ignores a damaged snapshot of this shape and rebuilds from the log', async () => {
    const factory = new IDBFactory();
    await rawOpen(factory).then((db) => db.close());
    await rawPut(factory, 'snapshots', [{ hash: stateSchemaHash(), seq: 2, state: 'garbage' }]);
    await rawPut(factory, 'events', toStored([tz(1), tz(2), theme(1)]));
    const { store, logs } = await makeStore({}, factory);
    const booted = await store.boot();
    expect(booted.state.preferences).toMatchObject({ timeZone: 2, appTheme: 1 });
    expect(logs.some((l) => l.level === 'error' && l.message.includes('snapshot'))).toBe(true);
  });

  it('keeps seqs rising after compaction emptied the events store', async () => {
    const factory = new IDBFactory();
    const first = await makeStore({}, factory);
    const { state } = await first.store.boot();
    const stored = await first.store.append([theme(1), tz(4)], meta);
    await first.store.compact(first.store.current().state, 2);
    expect(await rawAll(factory, 'events')).toEqual([]);
    first.store.close();
    const second = await makeStore({}, factory);
    expect((await second.store.boot()).lastSeq).toBe(2);
    expect((await second.store.append([tz(5)], meta))[0]?.seq).toBe(3);
    expect(state).toBe(initialAppState);
    expect(stored).toHaveLength(2);
  });
});

describe('event store: unknown and corrupt records', () => {
  it('skips a corrupt record with a logged error and a fault naming its seq, and applies the rest', async () => {
    const factory = new IDBFactory();
    await rawOpen(factory).then((db) => db.close());
    await rawPut(factory, 'events', [
      ...toStored([theme(1)], 1),
      { seq: 2, type: 'preferences/changed', v: 2, at: 1, origin: 'x', payload: { changes: { timeZone: 'moon' } } },
      { seq: 3, type: 'preferences/changed', at: 1, origin: 'x', payload: {} },
      ...toStored([tz(7)], 4),
    ]);
    const { store, faults, logs } = await makeStore({}, factory);
    const booted = await store.boot();
    expect(booted.state.preferences).toMatchObject({ appTheme: 1, timeZone: 7 });
    expect(booted.lastSeq).toBe(4);
    expect(booted.skipped.map((s) => [s.kind, s.seq])).toEqual([
      ['corrupt', 2],
      ['corrupt', 3],
    ]);
    expect(faults).toEqual([
      { kind: 'corrupt-record', seq: 2, reason: expect.stringContaining('timeZone') },
      { kind: 'corrupt-record', seq: 3, reason: expect.any(String) },
    ]);
    expect(logs.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      expect.stringMatching(/^event 2 skipped/),
      expect.stringMatching(/^event 3 skipped/),
    ]);
  });

  it('skips records of unknown types or newer versions without a fault, and keeps them in the log', async () => {
    const factory = new IDBFactory();
    await rawOpen(factory).then((db) => db.close());
    const future = [
      { seq: 2, type: 'casino/spin', v: 1, at: 1, origin: 'tab-9/x', payload: { game: 7 } },
      { seq: 3, type: 'preferences/changed', v: 5, at: 1, origin: 'tab-9/x', payload: { brandNew: true } },
    ];
    await rawPut(factory, 'events', [...toStored([theme(1)], 1), ...future]);
    const { store, faults } = await makeStore({}, factory);
    const booted = await store.boot();
    expect(booted.state.preferences.appTheme).toBe(1);
    expect(booted.skipped.map((s) => s.kind)).toEqual(['unknown', 'unknown']);
    expect(faults).toEqual([]);
    expect(await store.readSince(1)).toEqual(future);
    // compaction keeps what this build cannot read: a newer build may
    await store.compact(store.current().state, 3);
    expect(await rawAll(factory, 'events')).toEqual(future);
  });
});

describe('event store: snapshots and compaction', () => {
  it('compaction writes the snapshot, then deletes the events it covers', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await store.append([theme(1), tz(1)], meta);
    await store.append([tz(2)], meta);
    const at2 = replay(await store.readSince(0)).state;
    await store.append([tz(3)], meta);
    await store.compact(replay((await store.readSince(0)).slice(0, 3)).state, 3);
    expect(await rawAll(factory, 'snapshots')).toEqual([{ hash: stateSchemaHash(), seq: 3, state: at2, versions: STATE_SHAPE_VERSIONS }]);
    expect((await rawAll(factory, 'events')).map((r) => (r as { seq: number }).seq)).toEqual([4]);
    const again = await makeStore({}, factory);
    expect((await again.store.boot()).state).toEqual(store.current().state);
  });

  it('a crash between writing the snapshot and deleting leaves a store that boots to the same state', async () => {
    const factory = new IDBFactory();
    let seenAtCrash: { snapshots: unknown[]; events: unknown[] } | null = null;
    const crashing = await makeStore(
      {
        hooks: {
          betweenCompactionSteps: async () => {
            seenAtCrash = { snapshots: await rawAll(factory, 'snapshots'), events: await rawAll(factory, 'events') };
            throw new Error('worker killed');
          },
        },
      },
      factory,
    );
    await crashing.store.boot();
    await crashing.store.append([theme(1), tz(1), tz(2)], meta);
    await crashing.store.append([tz(3)], meta);
    const expected = crashing.store.current().state;
    await expect(crashing.store.compact(expected, 4)).rejects.toThrow('worker killed');
    // the snapshot was written first; no event was deleted yet
    expect(seenAtCrash!.snapshots).toEqual([{ hash: stateSchemaHash(), seq: 4, state: expected, versions: STATE_SHAPE_VERSIONS }]);
    expect(seenAtCrash!.events).toHaveLength(4);
    crashing.store.close();

    const restarted = await makeStore({}, factory);
    const booted = await restarted.store.boot();
    expect(booted).toEqual({ state: expected, lastSeq: 4, skipped: [] });
    await restarted.store.append([tz(4)], meta);
    await restarted.store.compact(restarted.store.current().state, 5);
    expect(await rawAll(factory, 'events')).toEqual([]);
  });

  it('compacts by itself once the tail passes compactEvery, after the acknowledgement', async () => {
    const { store, factory } = await makeStore({ compactEvery: 5 });
    await store.boot();
    for (let i = 1; i <= 5; i++) await store.append([tz(i)], meta);
    await store.idle();
    expect(await rawAll(factory, 'snapshots')).toEqual([]);
    await store.append([tz(6)], meta);
    await store.idle();
    expect(await rawAll(factory, 'snapshots')).toMatchObject([{ seq: 6 }]);
    expect(await rawAll(factory, 'events')).toEqual([]);
    for (let i = 7; i <= 9; i++) await store.append([tz(i)], meta);
    await store.idle();
    expect(await rawAll(factory, 'snapshots')).toMatchObject([{ seq: 6 }]);
    const again = await makeStore({}, factory);
    expect(await again.store.boot()).toEqual({ state: store.current().state, lastSeq: 9, skipped: [] });
  });

  it('a new snapshot replaces snapshots of other state shapes', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await rawPut(factory, 'snapshots', [{ hash: 'deadbeef', seq: 1, state: { preferences: {} } }]);
    await store.append([theme(1)], meta);
    await store.compact(store.current().state, 1);
    expect((await rawAll(factory, 'snapshots')).map((s) => (s as { hash: string }).hash)).toEqual([stateSchemaHash()]);
  });

  it('never moves a snapshot backwards', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    await store.append([theme(1), tz(1)], meta);
    await store.compact(store.current().state, 2);
    await store.compact(initialAppState, 1);
    expect(await rawAll(factory, 'snapshots')).toMatchObject([{ seq: 2, state: { preferences: { appTheme: 1 } } }]);
  });
});
