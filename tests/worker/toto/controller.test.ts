import { describe, expect, it } from 'vitest';
import { TOTO_PATHS, type TotoCoupon, type TotoSectionAnswer } from '../../../src/protocol/toto';
import { TotoController } from '../../../src/worker/toto/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/toto/calls';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);

const section: TotoSectionAnswer = {
  section: {
    id: 'main',
    currency: 'RUB',
    games: 15,
    stakePerCombination: 5_000,
    maxCombinations: 1_024,
    marginPct: 15,
    sharesPct: [50, 20, 15, 10, 5],
    voidLimit: 3,
  },
  open: null,
  inPlay: null,
  jackpot: 12_345,
  serverNow: NOW,
};

const coupon: TotoCoupon = {
  couponId: 4,
  drawId: 7,
  picks: Array.from({ length: 15 }, (_, i) => (i === 0 ? ['1', 'X'] : ['1'])),
  combinations: 2,
  amount: 10_000,
  currency: 'RUB',
  createdAt: NOW,
  status: 'open',
  hits: null,
  distribution: null,
  prize: 0,
};

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { down: false, status: 200 };
  const { http, calls } = scriptedHttp(clock, {
    [TOTO_PATHS.section]: [() => json(200, section)],
    [TOTO_PATHS.buy]: [
      () =>
        server.down
          ? new TypeError('Failed to fetch')
          : server.status === 200
            ? json(200, { coupon, balance: 90_000 })
            : json(server.status, { error: { code: 'draw_closed', message: 'closed' } }),
    ],
  });
  const controller = new TotoController({ http, clock, log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  coreLink(controller, { clock }).setSession(signedIn());
  /** A command answered after every retry the client makes on the virtual clock. */
  async function send(type: 'toto/read' | 'toto/buy', payload: object) {
    const answered = controller.handle('tab', { id: `${type}-${calls.length}`, type, payload } as never);
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await flushMicrotasks(20);
      clock.runAll();
    }
    return answered;
  }
  const keys = () => calls.filter((c) => c.url.pathname === TOTO_PATHS.buy).map((c) => JSON.parse(String(c.body)).idempotencyKey as string);
  return { controller, server, send, keys };
}

const picks = coupon.picks;

describe('the toto controller', () => {
  it('reads the section when a page asks, and buys a coupon with a key of its own', async () => {
    const h = harness();
    await h.send('toto/read', { section: 'main', what: 'section', lang: 'en' });
    expect(h.controller.view().current).toMatchObject({ status: 'ready', data: { jackpot: 12_345 }, receivedAt: NOW });
    expect(await h.send('toto/buy', { section: 'main', drawId: 7, picks })).toEqual({ accepted: true, seq: 0 });
    expect(h.controller.view()).toMatchObject({ bought: { couponId: 4, combinations: 2 }, refusal: null });
    expect(h.keys()[0]).toMatch(/^toto-7-/);
  });

  it('sends a coupon whose answer was lost again under the same key, and a refused or new one under its own', async () => {
    const h = harness();
    h.server.down = true;
    expect(await h.send('toto/buy', { section: 'main', drawId: 7, picks })).toMatchObject({ code: 'toto.network_error' });
    const lost = new Set(h.keys());
    expect(lost.size).toBe(1);
    h.server.down = false;
    await h.send('toto/buy', { section: 'main', drawId: 7, picks });
    expect(new Set(h.keys())).toEqual(lost);

    h.server.status = 409;
    expect(await h.send('toto/buy', { section: 'main', drawId: 7, picks })).toMatchObject({ code: 'toto.draw_closed' });
    expect(h.controller.view().refusal).toBe('toto.draw_closed');
    await h.send('toto/buy', { section: 'main', drawId: 7, picks });
    expect(new Set(h.keys()).size).toBe(3);
  });
});
