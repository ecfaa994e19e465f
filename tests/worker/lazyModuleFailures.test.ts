import { describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../src/core/app';
import type { Controller } from '../../src/worker/runtime/controller';
import { createControllers } from '../../src/worker/controllers';
import type { Logger } from '../../src/worker/runtime/ports';
import { VirtualClock } from '../support/virtualClock';

// Every module the worker loads on first use fails to load here, as it would offline with a chunk missing from the cache.
// (vi.mock is hoisted above every declaration: the factory is written out each time.)
vi.mock('../../src/worker/session/requests', () => {
  throw new Error('chunk could not be fetched');
});
vi.mock('../../src/worker/coupon/myBets', () => {
  throw new Error('chunk could not be fetched');
});
vi.mock('../../src/worker/coupon/cashOut', () => {
  throw new Error('chunk could not be fetched');
});
vi.mock('../../src/worker/coupon/printedCoupon', () => {
  throw new Error('chunk could not be fetched');
});
vi.mock('../../src/worker/live/queries', () => {
  throw new Error('chunk could not be fetched');
});

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function wired(): Map<string, Controller> {
  const controllers = createControllers({
    clock: new VirtualClock(1_700_000_000_000),
    fetch: (async () => new Response('{}', { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
    log: quiet,
    appVersion: 'test',
    isProduction: false,
    hostName: 'site',
    random: () => 0.5,
  });
  return new Map(controllers.map((c) => [c.name, c]));
}

type Ask = (input: unknown, tabId: string) => Promise<unknown>;
const ask = (controller: Controller | undefined, name: string): Ask =>
  (controller?.queries as Record<string, unknown> | undefined)?.[name] as Ask;

describe('a module the worker loads on first use and cannot load', () => {
  it('a session request answers session.unavailable; presence and the check never wait for it', async () => {
    const session = wired().get('session');
    const login = { kind: 'login', login: 'a', password: 'b', save: false };
    expect(await session?.handle?.('tab', { id: '1', type: 'session/request', payload: login })).toEqual({
      rejected: true,
      code: 'session.unavailable',
    });
    const presence = { kind: 'presence', visible: true, active: true, mediaPlaying: false };
    expect(await session?.handle?.('tab', { id: '2', type: 'session/request', payload: presence })).toMatchObject({ accepted: true });
  });

  it('my bets: the watch is refused with coupon.network_error', async () => {
    const coupon = wired().get('coupon');
    const watch = { id: 'w', type: 'myBets/watch', payload: { filter: 'open', page: 1, lang: 'en' } };
    expect(await coupon?.handle?.('tab', watch)).toEqual({ rejected: true, code: 'coupon.network_error' });
  });

  it('cash-out, insurance and print answer with their typed failures', async () => {
    const coupon = wired().get('coupon');
    expect(await ask(coupon, 'insuranceQuote')({ couponId: '7', amount: 100 }, 'tab')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await ask(coupon, 'loadCoupon')({ couponId: '7', lang: 'en' }, 'tab')).toEqual({ status: 'error', message: 'unavailable' });
  });

  it('the search finds nothing and the bet generator says it is unavailable', async () => {
    const controllers = wired();
    const live = controllers.get('live');
    const state = { ...initialAppState, preferences: { ...initialAppState.preferences, language: 'en' } };
    live?.attach?.({
      state: () => state,
      changed: () => undefined,
      dispatch: async () => ({ accepted: true, seq: 0 }),
      projection: () => undefined,
    } as never);
    expect(await ask(live, 'searchCatalogue')({ text: 'arsenal', lang: 'en' }, 'tab')).toEqual({ games: [], champs: [], teams: [] });
    expect(await ask(live, 'betGenerator')({ target: 2, legs: 2, sportIds: [] }, 'tab')).toEqual({ status: 'error', code: 'unavailable' });
    live?.stop?.();
  });
});
