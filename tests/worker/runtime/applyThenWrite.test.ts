import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineContext } from '../../../src/core/app';
import type { ProjectionPush } from '../../../src/protocol/api';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { CommandEnvelope, NewEvent } from '../../../src/protocol/envelope';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { openEventStore } from '../../../src/worker/store';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

/** A slip edit answered once applied, and a payment answered once durable (the default). */
type NoteCommand = CommandEnvelope<'note/edit', { readonly text: string }> | CommandEnvelope<'note/pay', { readonly amount: number }>;
type NoteEvent = NewEvent<'note/edited', { readonly text: string }> | NewEvent<'note/paid', { readonly amount: number }>;

const noteContext = defineContext<'note', readonly string[], NoteCommand, NoteEvent>({
  name: 'note',
  initial: [],
  shape: { version: 1 },
  commands: { 'note/edit': { from: 'tab', acknowledge: 'applied' }, 'note/pay': { from: 'tab' } },
  events: {
    'note/edited': { v: 1, schema: z.object({ text: z.string() }), old: {} },
    'note/paid': { v: 1, schema: z.object({ amount: z.number() }), old: {} },
  },
  decide: (_state, command: NoteCommand) =>
    command.type === 'note/edit'
      ? [{ type: 'note/edited', v: 1, payload: { text: command.payload.text } }]
      : [{ type: 'note/paid', v: 1, payload: { amount: command.payload.amount } }],
  evolve: (state, event: NoteEvent) => [...state, event.type === 'note/edited' ? event.payload.text : `paid ${event.payload.amount}`],
  projection: 'note',
});
const registry = createRegistry([noteContext]);
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const edit = (id: string, text: string) => ({ id, type: 'note/edit', payload: { text } }) as unknown as AppCommand;
const pay = (id: string, amount: number) => ({ id, type: 'note/pay', payload: { amount } }) as unknown as AppCommand;

/**
 * A host on a database whose applied writes can be held: `hold()` makes the
 * next writes wait until `release()`; a write never released is a worker
 * killed between push and commit.
 */
async function bootHost(idb: IDBFactory) {
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const store = await openEventStore({
    idb,
    log: quiet,
    onFault: () => undefined,
    registry,
    hooks: { beforeAppliedWrite: () => gate?.promise },
  });
  const clock = new VirtualClock(1_700_000_000_000);
  let ids = 0;
  const announced: number[] = [];
  const host = await Host.start({
    kind: 'shared',
    store,
    clock,
    log: quiet,
    newId: () => `id-${++ids}`,
    registry,
    controllers: [],
    announce: (seq) => announced.push(seq),
  });
  const pushes: ProjectionPush[] = [];
  const { api } = host.attach('tab-a', { push: (batch) => void pushes.push(...(batch as ProjectionPush[])) });
  await api.subscribe('note' as never);
  const noteOf = () => store.current().state as unknown as { note: readonly string[] };
  return {
    host,
    api,
    clock,
    store,
    announced,
    notes: () => noteOf().note,
    pushed: () => pushes.filter((p) => (p.name as string) === 'note').at(-1)?.value,
    hold: () => {
      let open = (): void => undefined;
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release: () => {
      gate?.open();
      gate = null;
    },
  };
}

/** Whether a promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await flushMicrotasks(20);
  return done;
}

describe('a command that moves no money is answered once applied, and written right after', () => {
  it('loses at most that command when the worker dies before the write; every acknowledged durable command survives', async () => {
    const idb = new IDBFactory();
    const first = await bootHost(idb);
    expect(await first.api.dispatch(edit('c1', 'one leg'))).toEqual({ accepted: true, seq: 1 });
    expect(await first.api.dispatch(pay('c2', 5))).toEqual({ accepted: true, seq: 2 });
    expect(first.announced).toEqual([1, 2]);

    first.hold();
    // Answered and pushed in the turn of the click, though nothing of it is written.
    expect(await first.api.dispatch(edit('c3', 'two legs'))).toEqual({ accepted: true, seq: 3 });
    first.clock.advance(16);
    await flushMicrotasks();
    expect(first.pushed()).toEqual(['one leg', 'paid 5', 'two legs']);
    // Other hosts read the store: they are not told of what is not in it.
    expect(first.announced).toEqual([1, 2]);

    // Killed between push and commit.
    first.host.close();
    const second = await bootHost(idb);
    expect(second.notes()).toEqual(['one leg', 'paid 5']);
  });

  it('answers a durable command only after every applied write before it, so its acknowledgement covers them', async () => {
    const idb = new IDBFactory();
    const first = await bootHost(idb);
    first.hold();
    expect(await first.api.dispatch(edit('c1', 'stake 5'))).toEqual({ accepted: true, seq: 1 });
    const paid = first.api.dispatch(pay('c2', 5));
    expect(await settled(paid)).toBe(false);
    first.release();
    expect(await paid).toEqual({ accepted: true, seq: 2 });
    first.host.close();
    expect((await bootHost(idb)).notes()).toEqual(['stake 5', 'paid 5']);
  });

  it('writes several queued edits in the order they were answered, under the seqs they were answered with', async () => {
    const idb = new IDBFactory();
    const first = await bootHost(idb);
    first.hold();
    const answers = [];
    for (const [i, text] of ['a', 'b', 'c', 'd'].entries()) answers.push(await first.api.dispatch(edit(`c${i}`, text)));
    expect(answers.map((a) => ('seq' in a ? a.seq : null))).toEqual([1, 2, 3, 4]);
    expect(first.notes()).toEqual(['a', 'b', 'c', 'd']);
    first.release();
    await first.store.idle();
    await flushMicrotasks();
    expect(first.announced).toEqual([1, 2, 3, 4]);
    const records = (await first.store.readSince(0)) as { seq: number; origin: string }[];
    expect(records.map((r) => [r.seq, r.origin])).toEqual([
      [1, 'tab-a/c0'],
      [2, 'tab-a/c1'],
      [3, 'tab-a/c2'],
      [4, 'tab-a/c3'],
    ]);
    first.host.close();
    expect((await bootHost(idb)).notes()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers a resent edit as the duplicate it is while its write still waits', async () => {
    const first = await bootHost(new IDBFactory());
    first.hold();
    expect(await first.api.dispatch(edit('c1', 'x'))).toEqual({ accepted: true, seq: 1 });
    expect(await first.api.dispatch(edit('c1', 'x'))).toEqual({ accepted: true, seq: 1 });
    expect(first.notes()).toEqual(['x']);
  });
});
