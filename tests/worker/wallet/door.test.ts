import { describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import type { SessionProjection } from '../../../src/protocol/session';
import { createHttpClient } from '../../../src/worker/http/client';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { WalletDoor } from '../../../src/worker/wallet/door';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport } from '../feed/fakeFeed';
import { fakeFetch, json } from '../http/fakeFetch';

/** The door with a link whose session the test sets, over a server that answers every wallet call with an empty list. */
function door(session: SessionProjection) {
  const clock = new VirtualClock(1_700_000_000_000);
  const { fetch } = fakeFetch(clock, [() => json(200, { data: { items: [] } })]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const transport = new FakeTransport();
  const changed: string[] = [];
  let current = session;
  const wallet = new WalletDoor({ clock, http, transport, random: () => 1, log: { warn: () => undefined, error: () => undefined } });
  wallet.attach({
    state: () => initialAppState,
    config: () => null,
    projection: ((name: string) => (name === 'session' ? current : undefined)) as ControllerLink['projection'],
    dispatch: async () => ({ accepted: true as const, seq: 1 }),
    changed: (name) => changed.push(name),
    newId: () => 'id',
  });
  return {
    wallet,
    transport,
    changed,
    signIn(next: SessionProjection) {
      current = next;
      wallet.projectionChanged();
    },
  };
}

describe('the wallet door', () => {
  it("a guest's wallet is the session's with nothing heard and no channel: the controller is not loaded, commands refused", async () => {
    const { wallet, transport } = door(NO_SESSION);
    await flushMicrotasks();
    const view = wallet.projections.wallet.value();
    expect(view.player).not.toBe('signedIn');
    expect(view.channel).toEqual({ status: 'idle', retryAt: null, attempt: 0 });
    expect(transport.streams).toHaveLength(0);
    const answer = await wallet.handle('tab', { id: 'c1', type: 'walletView/refreshWithdrawals', payload: {} } as never);
    expect(answer).toMatchObject({ rejected: true, code: 'wallet.unauthorized' });
  });

  it('signing in loads the controller, which opens the player channel and takes over the projection', async () => {
    const t = door(NO_SESSION);
    t.signIn(signedIn());
    // The controller's module arrives by a dynamic import: waited for, as the worker waits for its chunk.
    await vi.waitFor(() => expect(t.transport.streams.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(t.wallet.projections.wallet.value().player).toBe('signedIn');
    expect(t.wallet.projections.wallet.value().channel.status).not.toBe('idle');
    expect(t.changed).toContain('wallet');
  });
});
