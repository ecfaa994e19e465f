import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ProjectionPush } from '../../../src/protocol/api';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { createHttpClient } from '../../../src/worker/http/client';
import type { Controller } from '../../../src/worker/runtime/controller';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { openEventStore } from '../../../src/worker/store';
import { WalletController } from '../../../src/worker/wallet/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport } from '../feed/fakeFeed';
import { fakeFetch, json } from '../http/fakeFetch';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('one channel for every tab', () => {
  it('a balance pushed on the channel reaches every open tab in the next frame, and the session is asked to refresh', async () => {
    const clock = new VirtualClock(1_700_000_000_000);
    const { fetch } = fakeFetch(clock, [json(200, { items: [] })]);
    const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token' } });
    const transport = new FakeTransport();
    const sessionAsked: unknown[] = [];
    // The session controller's face as the wallet sees it: its projection, and the accounts refresh it is asked for.
    const session: Controller = {
      name: 'session-stub',
      commands: { 'session/request': { from: 'tab' } },
      projections: { session: { value: () => signedIn() } } as never,
      attach: () => undefined,
      handle: (_tab, command) => {
        sessionAsked.push(command.payload);
        return { accepted: true, seq: 0 };
      },
    };
    const wallet = new WalletController({ clock, http, transport, random: () => 1, log: quiet });
    const store = await openEventStore({ idb: new IDBFactory(), log: quiet, onFault: () => undefined });
    let ids = 0;
    const host = await Host.start({ kind: 'shared', store, clock, log: quiet, newId: () => `id-${++ids}`, controllers: [session, wallet] });
    await flushMicrotasks(10);
    const tabs = ['tab-a', 'tab-b'].map((tabId) => {
      const pushes: ProjectionPush[] = [];
      const { api } = host.attach(tabId, { push: (batch) => void pushes.push(...(batch as ProjectionPush[])) });
      return { api, pushes };
    });
    for (const tab of tabs) await tab.api.subscribe('wallet');
    await clock.advanceAsync(16);
    // One connection for both tabs.
    expect(transport.streams).toHaveLength(1);
    transport.last.send('hello', { lastEventId: 7, heartbeatMs: 15_000 });
    transport.last.send(
      'balance',
      {
        id: 8,
        at: clock.now(),
        event: { type: 'balance', movementId: 3, kind: 'deposit', accounts: [{ accountId: 11, money: 123_456, currencyIso: 'EUR' }] },
      },
      8,
    );
    await flushMicrotasks(10);
    await clock.advanceAsync(16);
    for (const tab of tabs) {
      const last = tab.pushes.filter((p) => p.name === 'wallet').at(-1)?.value as WalletProjection | undefined;
      expect(last?.accounts[0]?.money).toBe(123_456);
      expect(last?.channel.status).toBe('live');
    }
    expect(sessionAsked).toEqual([{ kind: 'refreshAccounts' }]);
    host.close();
  });
});
