import { describe, expect, it } from 'vitest';
import { LOTTO_PATHS, type Lottery, type LottoTicket } from '../../../src/protocol/lotto';
import { LottoController } from '../../../src/worker/lotto/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/lotto/calls';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);

const lottery: Lottery = {
  id: '6-49',
  balls: 49,
  drawn: 6,
  linePrice: 5_000,
  currency: 'RUB',
  maxLines: 10,
  drawEveryMs: 900_000,
  prizes: [{ matches: 3, multiplier: 12 }],
  returnPct: 54.0677,
  nextDraw: {
    lottery: '6-49',
    drawNo: 10,
    drawAt: NOW + 60_000,
    status: 'open',
    seedHash: 'cd'.repeat(32),
    seed: null,
    balls: null,
    fixed: false,
    tickets: 0,
  },
  serverNow: NOW,
};

const ticket: LottoTicket = {
  ticketId: 3,
  lottery: '6-49',
  drawNo: 10,
  drawAt: NOW + 60_000,
  lines: [[1, 2, 3, 4, 5, 6]],
  linePrice: 5_000,
  amount: 5_000,
  status: 'pending',
  matches: null,
  win: 0,
  boughtAt: NOW,
};

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { buyStatus: 200, tickets: [] as LottoTicket[] };
  const { http, calls } = scriptedHttp(clock, {
    [LOTTO_PATHS.lotteries]: [() => json(200, { lotteries: [lottery] })],
    [LOTTO_PATHS.draws]: [() => json(200, { draws: [], myTickets: [] })],
    [LOTTO_PATHS.tickets]: [() => json(200, { tickets: server.tickets })],
    [LOTTO_PATHS.buy]: [
      () =>
        server.buyStatus === 200
          ? json(200, { ticket, balance: 95_000 })
          : json(server.buyStatus, { error: { code: 'sales_closed', message: 'closed' } }),
    ],
  });
  const controller = new LottoController({ http, clock, log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  const core = coreLink(controller, { clock });
  core.setSession(signedIn());
  return {
    controller,
    server,
    calls,
    settle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await flushMicrotasks(30);
      }
    },
  };
}

const buy = { lottery: '6-49', drawNo: 10, lines: [[1, 2, 3, 4, 5, 6]] };

describe('the lotto controller', () => {
  it("reads the lotteries, the past draws and the player's tickets when a page asks", async () => {
    const h = harness();
    expect(h.controller.view().status).toBe('idle');
    h.server.tickets = [ticket];
    await h.controller.handle('tab', { id: 'a', type: 'lotto/load', payload: {} });
    await h.settle();
    const view = h.controller.view();
    expect(view).toMatchObject({ status: 'ready', player: 'signedIn', lotteries: [lottery], tickets: [ticket], readAt: NOW });
  });

  it('buys with a key of its own, shows the ticket at once, and keeps a refusal by its code', async () => {
    const h = harness();
    expect(await h.controller.handle('tab', { id: 'b', type: 'lotto/buy', payload: buy })).toEqual({ accepted: true, seq: 0 });
    const sent = h.calls.find((c) => c.url.pathname === LOTTO_PATHS.buy);
    expect(JSON.parse(String(sent?.body))).toMatchObject({ ...buy, idempotencyKey: expect.stringMatching(/^lotto-6-49-/) });
    expect(h.controller.view()).toMatchObject({ bought: 3, buying: false });
    expect(h.controller.view().tickets.map((t) => t.ticketId)).toContain(3);
    h.server.buyStatus = 409;
    expect(await h.controller.handle('tab', { id: 'c', type: 'lotto/buy', payload: buy })).toMatchObject({
      rejected: true,
      code: 'lotto.sales_closed',
    });
    expect(h.controller.view().refusal).toEqual({ lottery: '6-49', code: 'lotto.sales_closed' });
  });

  it('refuses a bad command', async () => {
    const h = harness();
    expect(await h.controller.handle('tab', { id: 'd', type: 'lotto/buy', payload: { ...buy, lines: [] } })).toMatchObject({
      rejected: true,
    });
  });
});
