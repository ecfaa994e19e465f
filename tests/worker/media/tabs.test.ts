import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ProjectionPush } from '../../../src/protocol/api';
import { EMPTY_LIVE_PROJECTION, LIVE_COMMANDS, type LiveProjection } from '../../../src/protocol/live-client';
import type { MediaProjection } from '../../../src/protocol/media';
import { MediaController } from '../../../src/worker/media/controller';
import type { Controller } from '../../../src/worker/runtime/controller';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { ShellController } from '../../../src/worker/shell/controller';
import { resolveForTab } from '../../../src/worker/shell/route';
import { decideLanguage } from '../../../src/worker/shell/language';
import { openEventStore } from '../../../src/worker/store';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { liveGame, T0 } from '../../core/media/support';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The live controller's part the media needs: its projection (a live game with video, or `feed.live`'s) and the watch
 * commands it records; `feed.arrive` changes its projection as the feed's games would.
 */
function fakeLive(watched: string[][], feed: { live?: LiveProjection; arrive?: (live: LiveProjection) => void } = {}): Controller {
  feed.live ??= { ...EMPTY_LIVE_PROJECTION, games: { 7: liveGame(7) }, lists: { 'game:7': [7] } };
  return {
    name: 'live',
    commands: LIVE_COMMANDS,
    projections: { live: { value: () => feed.live ?? EMPTY_LIVE_PROJECTION } },
    attach: (link) => {
      feed.arrive = (live) => {
        feed.live = live;
        link.changed('live');
      };
    },
    handle: (_tab, command) => {
      const payload = command.payload as { topics?: string[] };
      watched.push(payload.topics ?? []);
      return { accepted: true, seq: 0 };
    },
  };
}

/** A browser's one host over its IndexedDB, as the SharedWorker runs it, with the media and a fake live controller. */
async function startHost(idb: IDBFactory, watched: string[][] = [], feed: Parameters<typeof fakeLive>[1] = {}) {
  const clock = new VirtualClock(T0);
  const store = await openEventStore({ idb, log: quiet, onFault: () => undefined });
  let ids = 0;
  const shell = new ShellController(
    {
      loadSiteConfig: async () => ({ ok: true, config: demoConfig }),
      decideLanguage,
      resolveRoute: (query, config) => resolveForTab(query, config, false),
    },
    { clock, log: quiet },
  );
  const host = await Host.start({
    kind: 'shared',
    store,
    clock,
    controllers: [shell, fakeLive(watched, feed), new MediaController({ log: quiet })],
    log: quiet,
    newId: () => `id-${++ids}`,
    whenTabGone: () => new Promise(() => undefined),
  });
  return { host, clock };
}

/** A tab attached to the host, subscribed to the media projection; `media()` is the last value pushed to it. */
async function tab(host: Host, id: string) {
  const batches: ProjectionPush[][] = [];
  const { api } = host.attach(id, { push: (batch: readonly ProjectionPush[]) => void batches.push([...batch]) });
  await api.subscribe('media');
  await api.subscribe('live');
  const media = (): MediaProjection | undefined =>
    batches
      .flat()
      .filter((p) => p.name === 'media')
      .at(-1)?.value as MediaProjection | undefined;
  return { api, media, batches };
}

describe('media across tabs and reloads', () => {
  it('one tab opens, every tab shows it, a reload keeps it, and a close in the other tab closes it everywhere', async () => {
    const idb = new IDBFactory();
    const watched: string[][] = [];
    const { host, clock } = await startHost(idb, watched);
    const a = await tab(host, 'tab-a');
    const b = await tab(host, 'tab-b');
    expect(await a.api.dispatch({ id: 'c1', type: 'media/open', payload: { gameId: 7, kind: 'video', place: 'right' } })).toMatchObject({
      accepted: true,
    });
    clock.advance(16);
    const opened = b.media()?.items ?? [];
    expect(opened).toMatchObject([{ gameId: 7, type: 'video', target: 'right', videoId: 'live:7' }]);
    expect(a.media()?.items).toEqual(opened);
    expect(watched.at(-1)).toEqual(['game:7']);

    // A reload: a new host boots from the same IndexedDB, re-watches the game and shows the same media.
    const again = await startHost(idb, watched);
    const c = await tab(again.host, 'tab-c');
    again.clock.advance(16);
    expect(c.media()?.items).toEqual(opened);
    expect(watched.at(-1)).toEqual(['game:7']);

    expect(await b.api.dispatch({ id: 'c2', type: 'media/close', payload: { mediaId: opened[0]?.id ?? '' } })).toMatchObject({
      accepted: true,
    });
    clock.advance(16);
    expect(a.media()?.items).toEqual([]);
    expect(b.media()?.items).toEqual([]);
  });

  it('refuses a tab that sends the system clear-ended', async () => {
    const { host } = await startHost(new IDBFactory());
    const a = await tab(host, 'tab-a');
    expect(await a.api.dispatch({ id: 'c1', type: 'media/clear-ended', payload: { gameIds: [7] } })).toMatchObject({
      rejected: true,
      code: 'invalid_command',
    });
  });

  it('sends the recommended stream in the same push as the live games it follows, so a page shows both at once', async () => {
    const feed: Parameters<typeof fakeLive>[1] = { live: EMPTY_LIVE_PROJECTION };
    const { host, clock } = await startHost(new IDBFactory(), [], feed);
    const a = await tab(host, 'tab-a');
    clock.advance(1_000);
    await flushMicrotasks();
    expect(a.media()?.recommended).toBeNull();
    a.batches.length = 0;

    feed.arrive?.({ ...EMPTY_LIVE_PROJECTION, games: { 7: liveGame(7) }, lists: { 'sport:1:live': [7] } });
    await flushMicrotasks();
    clock.advance(16);
    const withGames = a.batches.findIndex((batch) => batch.some((p) => p.name === 'live'));
    expect(withGames).toBeGreaterThanOrEqual(0);
    const media = a.batches[withGames]?.find((p) => p.name === 'media')?.value as MediaProjection | undefined;
    expect(media?.recommended).toMatchObject({ gameId: 7 });
  });
});
