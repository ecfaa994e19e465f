import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/app';
import type { NewEvent } from '../../../src/protocol/envelope';
import { failEventWritesWithQuota, IDBFactory, makeStore, patch, rawAll } from './helpers';

const meta = { at: 1_700_000_000_000, origin: 'tab-1/c-1' };
const tz = (timeZone: number): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { timeZone } } });
const seqs = (records: readonly unknown[]) => records.map((r) => (r as { seq: number }).seq);

describe('event store: an append applied before it is written', () => {
  it('is in current() at once and on disk once committed settles', async () => {
    const { store, factory } = await makeStore();
    await store.boot();
    const applied = store.appendApplied([tz(3)], meta);
    expect(seqs(applied.stored)).toEqual([1]);
    expect(store.current()).toMatchObject({ lastSeq: 1, state: { preferences: { timeZone: 3 } } });
    expect(await applied.committed).toEqual({ stored: applied.stored, rebasedFrom: null });
    expect(seqs(await rawAll(factory, 'events'))).toEqual([1]);
  });

  it('keeps the state and goes on in memory, in order, when the write fails for another reason than quota', async () => {
    const { store, factory, faults } = await makeStore();
    await store.boot();
    await store.append([tz(1)], meta);
    let fail = true;
    patch(
      IDBObjectStore.prototype,
      'add',
      (original) =>
        function (this: IDBObjectStore, ...args: unknown[]) {
          if (fail) throw new DOMException('disk on fire', 'UnknownError');
          return original.apply(this, args);
        },
    );
    const broken = store.appendApplied([tz(2)], meta);
    const next = store.appendApplied([tz(4)], meta);
    await broken.committed;
    fail = false;
    await next.committed;
    // Nothing after the gap reached the disk: a later boot sees a shorter log, never one with a hole.
    expect(seqs(await rawAll(factory, 'events'))).toEqual([1]);
    expect(store.mode).toBe('memory');
    expect(faults).toEqual([{ kind: 'connection-lost' }]);
    expect(store.current()).toMatchObject({ lastSeq: 3, state: { preferences: { timeZone: 4 } } });
    expect(seqs(await store.readSince(0))).toEqual([1, 2, 3]);
  });

  it('goes on in memory after a quota error, like any append', async () => {
    const { store, faults } = await makeStore();
    await store.boot();
    failEventWritesWithQuota('request-error');
    await store.appendApplied([tz(2)], meta).committed;
    expect(faults).toEqual([{ kind: 'quota-exceeded' }]);
    expect(store.current()).toMatchObject({ lastSeq: 1, state: { preferences: { timeZone: 2 } } });
  });

  it('is written after events another host wrote first, renumbered with everything queued behind it', async () => {
    const factory = new IDBFactory();
    const a = await makeStore({}, factory);
    const b = await makeStore({}, factory);
    await a.store.boot();
    await b.store.boot();
    const first = b.store.appendApplied([tz(5)], meta);
    const second = b.store.appendApplied([tz(6)], meta);
    await a.store.append([{ type: 'preferences/changed', v: 2, payload: { changes: { appTheme: 1 } } }], meta);
    const commit = await first.committed;
    expect(seqs(commit.stored)).toEqual([2]);
    expect(commit.rebasedFrom).toMatchObject({ preferences: { timeZone: 6 } });
    expect(seqs((await second.committed).stored)).toEqual([3]);
    const onDisk = await rawAll(factory, 'events');
    expect(seqs(onDisk)).toEqual([1, 2, 3]);
    expect(b.store.current()).toMatchObject({ lastSeq: 3, state: replay(onDisk).state });
  });

  it('is never covered by a snapshot before it is written', async () => {
    // The third applied write is held for good: a worker killed before it.
    let writes = 0;
    const hold = () => (++writes === 3 ? new Promise<void>(() => undefined) : undefined);
    let snapshotWritten = (): void => undefined;
    const compacted = new Promise<void>((resolve) => (snapshotWritten = resolve));
    const factory = new IDBFactory();
    const { store } = await makeStore(
      { compactEvery: 1, hooks: { beforeAppliedWrite: hold, betweenCompactionSteps: () => snapshotWritten() } },
      factory,
    );
    await store.boot();
    const a = store.appendApplied([tz(1)], meta);
    const b = store.appendApplied([tz(2)], meta);
    // Writing a asks for a compaction, queued behind b's write; c is applied before it runs and never written.
    await a.committed;
    store.appendApplied([tz(3)], meta);
    await b.committed;
    await compacted;
    store.close();
    const again = await makeStore({}, factory);
    await again.store.boot();
    expect(again.store.current()).toMatchObject({ lastSeq: 2, state: { preferences: { timeZone: 2 } } });
  });
});
