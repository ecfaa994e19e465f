import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/app';
import { eventBatchesArb, toStored } from '../../arbitraries/events';
import { appCommandsArb, decideLog } from '../../arbitraries/appLog';
import { IDBFactory, makeStore } from './helpers';

/** The writer's fold must equal the pure replay, and so must a fresh store booting from what it left on disk. */
async function expectSameAsPure(factory: IDBFactory, writer: Awaited<ReturnType<typeof makeStore>>, pure: ReturnType<typeof replay>) {
  await writer.store.idle();
  expect(writer.store.current()).toMatchObject({ state: pure.state, lastSeq: pure.lastSeq });
  writer.store.close();
  const reader = await makeStore({}, factory);
  const booted = await reader.store.boot();
  expect(booted.state).toEqual(pure.state);
  expect(booted.lastSeq).toBe(pure.lastSeq);
  expect(booted.skipped).toEqual([]);
}

describe('the real store replays like the pure core (property)', () => {
  it('append all, compact at a random point, boot: equals the pure replay', async () => {
    await fc.assert(
      fc.asyncProperty(
        eventBatchesArb(12).chain((batches) => {
          const total = batches.reduce((n, b) => n + b.length, 0);
          return fc.tuple(fc.constant(batches), fc.integer({ min: 0, max: total }), fc.integer({ min: 1, max: 8 }));
        }),
        async ([batches, k, compactEvery]) => {
          const factory = new IDBFactory();
          const writer = await makeStore({ compactEvery }, factory);
          await writer.store.boot();
          let at = 1_700_000_000_000;
          for (const batch of batches) await writer.store.append(batch, { at: (at += 1000), origin: 'tab-1/c' });
          const all = toStored(batches.flat());
          const pure = replay(all);
          // the snapshot at k is made from the pure replay of the first k events
          await writer.store.compact(replay(all.slice(0, k)).state, k);
          await expectSameAsPure(factory, writer, pure);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the same for logs of every context, decided by the real core and appended one command at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        appCommandsArb(25).chain((commands) => {
          const events = decideLog(commands);
          return fc.tuple(fc.constant(events), fc.integer({ min: 1, max: 8 }));
        }),
        async ([events, compactEvery]) => {
          const factory = new IDBFactory();
          const writer = await makeStore({ compactEvery }, factory);
          await writer.store.boot();
          for (const [i, event] of events.entries())
            await writer.store.append([event], { at: 1_700_000_000_000 + i, origin: `tab-1/c${i}` });
          await expectSameAsPure(factory, writer, replay(toStored(events)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
