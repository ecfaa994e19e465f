import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import type { CommandEnvelope } from '../../../src/protocol/envelope';
import { EMPTY_LIVE_PROJECTION, type LiveGameView, type LiveProjection } from '../../../src/protocol/live-client';
import { MediaController, MEDIA_WATCH_ID } from '../../../src/worker/media/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { liveGame, T0 } from '../../core/media/support';

/** The controller on a host of one: its commands decided and folded as the host does; the live projection a test sets. */
function harness() {
  const clock = new VirtualClock(T0);
  const controller = new MediaController({ log: { warn: () => undefined } });
  let state: AppState = initialAppState;
  let live: LiveProjection = EMPTY_LIVE_PROJECTION;
  let ids = 0;
  const sent: CommandEnvelope[] = [];
  let reads = 0;
  const decide = (command: CommandEnvelope) => {
    const decision = decideApp(state, command as AppCommand, { now: clock.now(), newId: () => `m${++ids}`, config: demoConfig });
    if ('rejected' in decision) return decision;
    const before = state;
    state = (decision as readonly AppEvent[]).reduce(evolveApp, state);
    if (state !== before) controller.stateChanged(before, state);
    return { accepted: true as const, seq: ids };
  };
  const link: ControllerLink = {
    state: () => state,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'live' ? (reads++, live) : undefined)) as ControllerLink['projection'],
    dispatch: (draft) => {
      const command = { ...draft, id: `c${++ids}` } as CommandEnvelope;
      sent.push(command);
      return Promise.resolve(command.type.startsWith('live/') ? { accepted: true as const, seq: 0 } : decide(command));
    },
    changed: () => undefined,
    newId: () => 'id',
  };
  controller.attach(link);
  controller.start();
  return {
    clock,
    sent,
    view: () => controller.projections.media.value(),
    /** How often the controller read the live projection since the last call. */
    reviews: () => {
      const n = reads;
      reads = 0;
      return n;
    },
    state: () => state.media,
    /** A tab's open, through the controller's prepare as the host runs it. */
    open(gameId: number, extra: Record<string, unknown> = {}) {
      const prepared = controller.prepare({ id: `t${++ids}`, type: 'media/open', payload: { gameId, kind: 'video', ...extra } });
      return 'rejected' in prepared ? prepared : decide(prepared);
    },
    /** A tab closes one. */
    close: (mediaId: string) => decide({ id: `t${++ids}`, type: 'media/close', payload: { mediaId } }),
    /** The feed moved: the live controller marks its projection, and this one hears it. */
    feed(games: readonly LiveGameView[], lists: Record<string, readonly number[]> = {}) {
      live = {
        ...live,
        games: Object.fromEntries(games.map((g) => [String(g.gameId), g])),
        lists: { ...Object.fromEntries(games.map((g) => [`game:${g.gameId}`, [g.gameId]])), ...lists },
      };
      controller.projectionChanged('live');
    },
  };
}

describe('the media controller', () => {
  it('fills an open from the feed and refuses a game it does not hold (a forged title is replaced)', () => {
    const h = harness();
    h.feed([liveGame(7)]);
    expect(h.open(8)).toMatchObject({ rejected: true, code: 'media.unknown_game' });
    const forged = { sportId: 1, title: 'Forged', gameLink: '/evil', hasVideo: true, status: 2 };
    expect(h.open(7, { game: forged })).toMatchObject({ accepted: true });
    expect(h.state().items[0]).toMatchObject({ title: 'Home 7 — Away 7', gameLink: '/live/sports/1-football/10-league/7-home-7-away-7' });
  });

  it('watches the feed topics of the open media games, and stops when none is open', async () => {
    const h = harness();
    h.feed([liveGame(7), liveGame(3)]);
    h.open(7);
    h.open(3);
    await flushMicrotasks();
    const watches = h.sent.filter((c) => c.type.startsWith('live/'));
    expect(watches.at(-1)).toMatchObject({ type: 'live/watch', payload: { watchId: MEDIA_WATCH_ID, topics: ['game:3', 'game:7'] } });
    for (const media of h.state().items) expect(h.close(media.id)).toMatchObject({ accepted: true });
    await flushMicrotasks();
    expect(h.sent.filter((c) => c.type.startsWith('live/')).at(-1)).toEqual(
      expect.objectContaining({ type: 'live/unwatch', payload: { watchId: MEDIA_WATCH_ID } }),
    );
  });

  it('closes an auto-clearable media when its game finishes, keeps one that is not, after the turn', async () => {
    const h = harness();
    h.feed([liveGame(7), liveGame(8)]);
    h.open(7);
    h.open(8, { autoClearable: false });
    await flushMicrotasks();
    h.reviews();
    expect(h.state().items).toHaveLength(2);

    // Several feed changes in one turn are looked at once, after it.
    h.feed([liveGame(7, { status: 3 }), liveGame(8)]);
    h.feed([liveGame(7, { status: 4 }), liveGame(8, { status: 4 })]);
    expect(h.reviews()).toBe(0);
    expect(h.state().items).toHaveLength(2);
    await flushMicrotasks();
    // One look for both changes, and one more when the closing it sent changed the state.
    expect(h.reviews()).toBe(2);
    expect(h.state().items.map((m) => m.gameId)).toEqual([8]);
    expect(h.sent.filter((c) => c.type === 'media/clear-ended')).toHaveLength(1);
  });

  it('closes one whose game left its topic', async () => {
    const h = harness();
    h.feed([liveGame(7)]);
    h.open(7);
    h.feed([], { 'game:7': [] });
    await flushMicrotasks();
    expect(h.state().items).toEqual([]);
  });

  it('keeps the recommended stream up to date: a new top game, one opened, one finished', async () => {
    const h = harness();
    expect(h.view().recommended).toBeNull();
    h.feed([liveGame(1), liveGame(2, { hasVideo: false })]);
    await flushMicrotasks();
    expect(h.view().recommended).toMatchObject({ gameId: 1 });
    h.feed([liveGame(1), liveGame(5, { isTop: true })]);
    await flushMicrotasks();
    expect(h.view().recommended).toMatchObject({ gameId: 5, title: 'Home 5 — Away 5' });
    // Opened: no longer offered, at once.
    h.open(5, { recommended: true });
    expect(h.view().recommended).toMatchObject({ gameId: 1 });
    expect(h.view().items[0]).toMatchObject({ gameId: 5, isRecommended: true });
    h.feed([liveGame(1, { status: 4 }), liveGame(5, { isTop: true })]);
    await flushMicrotasks();
    expect(h.view().recommended).toBeNull();
  });
});
