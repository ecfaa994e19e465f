import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CONTEXTS, createRegistry, decideIn, decodeIn, RegistryError, replayIn, type AnyContext } from '../../../src/core/app';
import type { ProjectionPush } from '../../../src/protocol/api';
import type { AppCommand } from '../../../src/protocol/catalogue';
import type { Controller } from '../../../src/worker/runtime/controller';
import { Host, WiringError } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { ShellController } from '../../../src/worker/shell/controller';
import { decideLanguage } from '../../../src/worker/shell/language';
import { resolveForTab } from '../../../src/worker/shell/route';
import { openEventStore } from '../../../src/worker/store';
import { demoConfig } from '../../support/demoConfig';
import { echoContext, echoController, type EchoState } from '../../support/echoContext';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ctx = { now: 1, newId: () => 'x', config: null };

/** A host with one more context and its controller: each plugged in by one line, nothing else touched. */
async function hostWithEcho(idb = new IDBFactory()) {
  const registry = createRegistry([...CONTEXTS, echoContext]);
  const echo = echoController();
  const clock = new VirtualClock(1_700_000_000_000);
  const store = await openEventStore({ idb, log: quiet, onFault: () => undefined, registry });
  const shell = new ShellController(
    { loadSiteConfig: async () => ({ ok: true, config: demoConfig }), decideLanguage, resolveRoute: (q, c) => resolveForTab(q, c, false) },
    { clock, log: quiet },
  );
  let ids = 0;
  const host = await Host.start({
    kind: 'shared',
    store,
    clock,
    log: quiet,
    newId: () => `id-${++ids}`,
    registry,
    controllers: [shell, echo],
  });
  await flushMicrotasks();
  const pushes: ProjectionPush[] = [];
  const { api } = host.attach('tab-a', { push: (batch) => void pushes.push(...(batch as ProjectionPush[])) });
  return { host, api, clock, echo, store, pushes, idb };
}

const say = (id: string, text: string) => ({ id, type: 'echo/say', payload: { text } }) as unknown as AppCommand;
const echoOf = (store: { current(): { state: unknown } }) => (store.current().state as { echo: EchoState }).echo;

describe('a context plugged into the registry with one line', () => {
  it('is decided, stored, projected and followed by its controller like the built-in ones', async () => {
    const { api, clock, echo, store, pushes } = await hostWithEcho();
    await api.subscribe('echo' as never);
    expect(await api.dispatch(say('c1', ' hello '))).toMatchObject({ accepted: true });
    await flushMicrotasks(10);
    clock.advance(16);
    expect(echoOf(store)).toEqual({ said: ['hello'], confirmations: 1 });
    expect(pushes.filter((p) => (p.name as string) === 'echo').at(-1)?.value).toEqual({ said: ['hello'], confirmations: 1 });
    // Its own rules answer: a repeat is no event, an empty text a typed rejection.
    expect(await api.dispatch(say('c2', 'hello'))).toMatchObject({ accepted: true });
    expect(await api.dispatch(say('c3', '  '))).toMatchObject({ rejected: true, code: 'invalid_command' });
    // Its controller's effect command goes to it with the tab; its query is answered.
    expect(await api.dispatch({ id: 'c4', type: 'echo/ping', payload: { n: 1 } } as unknown as AppCommand)).toEqual({
      accepted: true,
      seq: 0,
    });
    expect(echo.seen).toEqual(['tab-a:echo/ping']);
    expect(await api.ask('echoLast' as never, {} as never)).toBe('hello');
  });

  it('keeps the one rule for who may send what: a system command from a tab and a malformed effect are refused', async () => {
    const { api, echo, store } = await hostWithEcho();
    expect(await api.dispatch({ id: 'c1', type: 'echo/confirm', payload: { times: 5 } } as unknown as AppCommand)).toMatchObject({
      rejected: true,
      code: 'invalid_command',
    });
    expect(await api.dispatch({ id: 'c2', type: 'echo/ping', payload: { n: 'one' } } as unknown as AppCommand)).toMatchObject({
      rejected: true,
      code: 'invalid_command',
    });
    expect(echo.seen).toEqual([]);
    expect(echoOf(store).confirmations).toBe(0);
    expect(await api.dispatch({ id: 'c3', type: 'echo/unheard', payload: {} } as unknown as AppCommand)).toMatchObject({
      rejected: true,
      code: 'unknown_command',
    });
  });

  it('survives a restart, and reads its old event versions through its own upcaster', async () => {
    const first = await hostWithEcho();
    await first.api.dispatch(say('c1', 'one'));
    first.host.close();
    const again = await hostWithEcho(first.idb);
    expect(echoOf(again.store).said).toEqual(['one']);
    const old = { seq: 1, type: 'echo/said', v: 1, at: 1, origin: 'qa/1', payload: { line: 'from v1' } };
    expect(await again.api.importLog(JSON.stringify(old))).toMatchObject({ accepted: true });
    expect(echoOf(again.store).said).toEqual(['from v1']);
  });

  it('is unknown to a build without it: its events are skipped by the one policy, never given to another context', () => {
    const record = { seq: 1, type: 'echo/said', v: 2, at: 1, origin: 'qa/1', payload: { text: 'x' } };
    const plain = createRegistry(CONTEXTS);
    expect(decodeIn(plain, record)).toMatchObject({ ok: false, kind: 'unknown' });
    const outcome = replayIn(plain, [record]);
    expect(outcome.skipped).toHaveLength(1);
    expect(outcome.state).toEqual(plain.initialState);
    expect(decideIn(plain, plain.initialState as never, say('c', 'x'), ctx)).toMatchObject({ rejected: true, code: 'unknown_command' });
  });
});

describe('the registry refuses an ambiguous wiring at start-up', () => {
  const named = (name: string, command: string, event: string): AnyContext =>
    ({
      ...echoContext,
      name,
      commands: { [command]: { from: 'tab' } },
      events: { [event]: echoContext.events['echo/said'] },
    }) as AnyContext;

  it('two contexts of one name, a type outside its context prefix, a type claimed twice', () => {
    expect(() => createRegistry([echoContext, echoContext])).toThrow(RegistryError);
    expect(() => createRegistry([named('echo', 'coupon/steal', 'echo/e')])).toThrow(/must start with "echo\/"/);
    expect(() => createRegistry([named('a', 'a/x', 'a/e'), { ...named('b', 'b/x', 'b/e'), name: 'a' } as AnyContext])).toThrow(
      RegistryError,
    );
  });

  it('a projection, command or query with two owners, and two controllers keeping the config', async () => {
    const clock = new VirtualClock(0);
    const store = await openEventStore({ idb: new IDBFactory(), log: quiet, onFault: () => undefined });
    const start = (controllers: Controller[]) => Host.start({ kind: 'shared', store, clock, log: quiet, newId: () => 'i', controllers });
    const bare = (over: Partial<Controller>): Controller => ({ name: 'x', attach: () => undefined, ...over });
    await expect(start([bare({ projections: { preferences: { value: () => ({}) } } as never })])).rejects.toThrow(WiringError);
    await expect(start([bare({ commands: { 'coupon/addBet': { from: 'tab' } } })])).rejects.toThrow(/two owners/);
    const query = { queries: { loadInfoPage: async () => ({ status: 'notFound' as const }) } };
    await expect(start([bare(query), bare(query)])).rejects.toThrow(/query loadInfoPage/);
    const config = { currentConfig: () => null };
    await expect(start([bare(config), bare(config)])).rejects.toThrow(/site config/);
  });
});

describe('the host and the app-level functions name no context', () => {
  const contextNames = [...CONTEXTS.map((c) => c.name), 'live', 'myBets', 'shell'];
  const files = [
    'src/worker/runtime/host.ts',
    'src/worker/runtime/bootHost.ts',
    'src/core/app/decide.ts',
    'src/core/app/evolve.ts',
    'src/core/app/replay.ts',
    'src/core/app/codec.ts',
    'src/core/app/carryOver.ts',
    'src/core/app/registry.ts',
  ];
  const code = (path: string): string =>
    readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');

  for (const file of files) {
    it(`${file} reaches contexts only through the registry`, () => {
      const source = code(file);
      const named = contextNames.filter((name) => new RegExp(`['"\`/.]${name}\\b|\\b${name}[A-Z]\\w*|\\b${name}['"\`/.]`).test(source));
      expect(named, `${file} names ${named.join(', ')}: go through the registry (CONTEXTS) or a Controller instead`).toEqual([]);
    });
  }
});
