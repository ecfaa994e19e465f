import { describe, expect, it } from 'vitest';
import { initialAppState, replay, stateSchemaHash, STATE_SHAPE_VERSIONS } from '../../../src/core/app';
import type { NewEvent } from '../../../src/protocol/envelope';
import { StoreError } from '../../../src/worker/store';
import { toStored } from '../../arbitraries/events';
import { IDBFactory, makeStore, rawAll, spyFactory } from './helpers';

const meta = { at: 1_700_000_000_000, origin: 'tab-1/c-1' };
const tz = (timeZone: number): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { timeZone } } });
const theme = (appTheme: 0 | 1): NewEvent => ({ type: 'preferences/changed', v: 2, payload: { changes: { appTheme } } });

async function populated() {
  const made = await makeStore();
  await made.store.boot();
  await made.store.append([theme(1), tz(1)], meta);
  await made.store.append([{ type: 'preferences/changed', v: 1, payload: { key: 'fontSize', value: 'large' } }], meta);
  await made.store.compact(made.store.current().state, 3);
  await made.store.append([tz(2)], meta);
  await made.store.append([tz(3)], meta);
  return made;
}

describe('export and import', () => {
  it('exports NDJSON: the snapshot record first, then one event per line', async () => {
    const { store } = await populated();
    const lines = (await store.exportLog())
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      hash: stateSchemaHash(),
      seq: 3,
      versions: STATE_SHAPE_VERSIONS,
      state: expect.objectContaining({ preferences: expect.objectContaining({ appTheme: 1, fontSize: 'large' }) }),
    });
    expect(lines.slice(1).map((l) => l.seq)).toEqual([4, 5]);
  });

  it('an empty store exports an empty text', async () => {
    const { store } = await makeStore();
    expect(await store.exportLog()).toBe('');
  });

  it('round trip: importing an export into another database gives the same state and the same export', async () => {
    const source = await populated();
    const text = await source.store.exportLog();
    const target = await makeStore({}, new IDBFactory());
    await target.store.boot();
    await target.store.append([tz(-5)], meta); // replaced by the import
    const imported = await target.store.importLog(text);
    expect(imported).toEqual({ state: source.store.current().state, lastSeq: 5, skipped: [] });
    expect(await target.store.exportLog()).toBe(text);
    const rebooted = await makeStore({}, target.factory);
    expect(await rebooted.store.boot()).toEqual(imported);
    // appends continue after the imported log
    expect((await target.store.append([tz(9)], meta))[0]?.seq).toBe(6);
  });

  it('imports a log without a snapshot and keeps records of unknown types', async () => {
    const records = [...toStored([theme(1), tz(4)]), { seq: 3, type: 'casino/spin', v: 1, at: 1, origin: 'x', payload: {} }];
    const text = records.map((r) => JSON.stringify(r)).join('\n');
    const { store, factory } = await makeStore();
    const imported = await store.importLog(text);
    expect(imported.state).toEqual(replay(records).state);
    expect(imported.skipped.map((s) => s.kind)).toEqual(['unknown']);
    expect(await rawAll(factory, 'events')).toEqual(records);
  });

  it.each([
    ['not JSON', (lines: string[]) => lines.splice(2, 1, '{"seq": 3, oops'), 3, /not JSON/],
    [
      'a damaged event',
      (lines: string[]) =>
        lines.splice(
          1,
          1,
          JSON.stringify({ seq: 2, type: 'preferences/changed', v: 2, at: 1, origin: 'x', payload: { changes: { appTheme: 4 } } }),
        ),
      2,
      /appTheme/,
    ],
    ['seqs going backwards', (lines: string[]) => lines.splice(2, 1, JSON.stringify(toStored([tz(1)], 1)[0])), 3, /does not follow/],
    [
      'a snapshot of another state shape',
      (lines: string[]) => lines.unshift(JSON.stringify({ hash: 'deadbeef', seq: 0, state: initialAppState })),
      1,
      /another state shape/,
    ],
    [
      'a snapshot that is not the first line',
      (lines: string[]) => lines.splice(1, 0, JSON.stringify({ hash: stateSchemaHash(), seq: 1, state: initialAppState })),
      2,
      /first line/,
    ],
  ] as const)('a log with %s is refused naming the line, and nothing is written', async (_name, damage, line, reason) => {
    const { store, factory } = await populated();
    const before = { events: await rawAll(factory, 'events'), snapshots: await rawAll(factory, 'snapshots'), current: store.current() };
    const lines = toStored([theme(1), tz(2), tz(3), tz(4)]).map((r) => JSON.stringify(r));
    damage(lines);
    const attempt = store.importLog(lines.join('\n'));
    await expect(attempt).rejects.toBeInstanceOf(StoreError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'import-invalid',
      details: { line },
      message: expect.stringMatching(new RegExp(`^line ${line}: `)),
    });
    await expect(attempt).rejects.toThrow(reason);
    expect(await rawAll(factory, 'events')).toEqual(before.events);
    expect(await rawAll(factory, 'snapshots')).toEqual(before.snapshots);
    expect(store.current()).toEqual(before.current);
  });

  it('an import that fails while writing leaves the old log whole (one transaction)', async () => {
    const { store, factory } = await populated();
    const before = await rawAll(factory, 'events');
    let adds = 0;
    const proto = IDBObjectStore.prototype as unknown as { add: (...args: unknown[]) => unknown };
    const original = proto.add;
    proto.add = function (this: IDBObjectStore, ...args: unknown[]) {
      adds += 1;
      if (adds === 3) throw new DOMException('disk trouble', 'UnknownError');
      return original.apply(this, args);
    };
    try {
      const text = toStored([theme(0), tz(7), tz(8), tz(9)])
        .map((r) => JSON.stringify(r))
        .join('\n');
      await expect(store.importLog(text)).rejects.toMatchObject({ kind: 'io' });
    } finally {
      proto.add = original;
    }
    expect(await rawAll(factory, 'events')).toEqual(before);
  });

  it('in memory mode the import replaces the memory log', async () => {
    const spy = spyFactory();
    spy.control.failOpen = true;
    const { store } = await makeStore({}, spy.factory);
    const text = toStored([theme(1), tz(2)])
      .map((r) => JSON.stringify(r))
      .join('\n');
    const imported = await store.importLog(text);
    expect(imported.state.preferences).toMatchObject({ appTheme: 1, timeZone: 2 });
    expect(await store.exportLog()).toBe(`${text}\n`);
  });
});
