import { renderGame, type World } from '../../../server/live/world';
import type { WorldChange } from '../../../server/live/changes';
import { createDemoWorld } from '../../../server/live/demoWorld';
import { FeedHub, type FeedHubOptions, type FeedSink } from '../../../server/live/feed';
import { Simulator, type SimulatorOptions } from '../../../server/live/simulator';

export interface SseEvent {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: unknown;
}

/** Parses complete SSE events out of text; returns them and the unfinished tail. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) as unknown });
  }
  return { events, rest };
}

/** A feed sink that keeps what it is sent; `slow` pretends the network buffer is full. */
export function memorySink(): FeedSink & { text: string; ended: boolean; slow: boolean; events(): SseEvent[] } {
  const sink = {
    text: '',
    ended: false,
    slow: false,
    write(chunk: string) {
      sink.text += chunk;
    },
    buffered: () => (sink.slow ? 10 * 1024 * 1024 : 0),
    end() {
      sink.ended = true;
    },
    events: () => parseSse(sink.text).events,
  };
  return sink;
}

/** A millisecond clock tests move by hand. */
export function virtualClock(start = 1_750_000_000_000): { now: () => number; advance(ms: number): number; set(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
      return t;
    },
    set(ms) {
      t = ms;
    },
  };
}

/**
 * What two processes must agree on about a world: every game as any client
 * sees it (both languages, every market), its scores, end and feed history,
 * when each suspension lifts, the fair probabilities, and the next game id.
 * Left out: the game clock and break time between publications (the leader
 * runs them on each step and publishes them about once a second).
 */
export function worldView(world: World): unknown {
  return {
    nextGameId: world.nextGameId,
    games: [...world.games.values()]
      .sort((a, b) => a.id - b.id)
      .map((g) => ({
        en: renderGame(world, g, 'en', 'full'),
        ru: renderGame(world, g, 'ru', 'full'),
        periodScores: g.periodScores,
        // The full render holds the recent match events; a follower that takes over numbers the next one from here.
        nextEventId: g.nextEventId,
        finishedAt: g.finishedAt,
        createdSeq: g.createdSeq,
        statusLog: g.statusLog,
        reopenAt: g.markets.map((m) => m.reopenAt),
        probs: g.markets.map((m) => m.probs),
      })),
  };
}

/** The virtual clock's start of feedWorld. */
export const FEED_START = 1_750_000_000_000;

/** The demo world (seed 7) with its simulator and a feed hub on a virtual clock; `run` steps all three. */
export function feedWorld(options: { seed?: number; rate?: number; sim?: Partial<SimulatorOptions>; feed?: Partial<FeedHubOptions> } = {}) {
  const clock = virtualClock(FEED_START);
  const world = createDemoWorld(7, FEED_START);
  const hub = new FeedHub(world, { now: clock.now, ...options.feed });
  const changes: WorldChange[] = [];
  const sim = new Simulator(
    world,
    { seed: options.seed ?? 1, changesPerSecond: options.rate ?? 500, ...options.sim },
    {
      emit: (c) => {
        changes.push(c);
        hub.record(c);
      },
      canDrop: (g) => hub.canDrop(g),
    },
  );
  const run = (ms: number, stepMs = 50): void => {
    for (let t = 0; t < ms; t += stepMs) {
      sim.step(clock.advance(stepMs));
      hub.flush();
      hub.heartbeat();
    }
  };
  return { clock, world, hub, sim, changes, run };
}
