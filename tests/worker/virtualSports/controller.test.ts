import { describe, expect, it } from 'vitest';
import { VIRTUAL_PATHS, type VirtualBoard, type VirtualSportBoard } from '../../../src/protocol/virtualSports';
import { VirtualSportsController } from '../../../src/worker/virtualSports/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/virtualSports/calls';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { FakeTransport } from '../feed/fakeFeed';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);
const empty: VirtualSportBoard = { upcoming: [], playing: null, results: [] };
const board = (serverNow: number): VirtualBoard => ({ serverNow, sports: { football: empty, tennis: empty, racing: empty } });

function harness() {
  const clock = new VirtualClock(NOW);
  const transport = new FakeTransport();
  const { http } = scriptedHttp(clock, { [VIRTUAL_PATHS.board]: [() => json(200, board(NOW + 5_000))] });
  const controller = new VirtualSportsController({
    http,
    transport,
    clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  coreLink(controller, { clock });
  return {
    controller,
    transport,
    settle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await flushMicrotasks(30);
      }
    },
  };
}

describe('the virtual sports controller', () => {
  it('reads the board, follows one stream for every tab with the server clock offset, closes it when no tab shows it', async () => {
    const h = harness();
    await h.controller.handle('tab-1', { id: 'a', type: 'virtualSports/watch', payload: {} });
    await h.controller.handle('tab-2', { id: 'b', type: 'virtualSports/watch', payload: {} });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ status: 'ready', offsetMs: 5_000 });
    expect(h.transport.streams).toHaveLength(1);
    expect(h.transport.last.url).toBe(`${VIRTUAL_PATHS.stream}?lang=en`);
    h.transport.last.send('board', board(NOW + 7_000));
    await h.settle();
    expect(h.controller.view().offsetMs).toBe(7_000);
    // A message that is not a board changes nothing.
    h.transport.last.send('board', { serverNow: 'soon' });
    await h.settle();
    expect(h.controller.view().board?.serverNow).toBe(NOW + 7_000);
    h.controller.releaseTab('tab-1');
    expect(h.transport.last.closed).toBe(false);
    await h.controller.handle('tab-2', { id: 'c', type: 'virtualSports/unwatch', payload: {} });
    expect(h.transport.last.closed).toBe(true);
  });
});
