import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCH_EVENTS_KEPT,
  SCORING_EVENT_KINDS,
  trackerFieldOf,
  type MatchEventKind,
  type TrackerField,
} from '../../../src/protocol/constants/matchEvents';
import {
  GAME_STATUS,
  deltaMessageSchema,
  matchEventSchema,
  snapshotMessageSchema,
  type FeedDelta,
  type MatchEvent,
} from '../../../src/protocol/schemas/live';
import type { WorldChange } from '../../../server/live/changes';
import { createDemoWorld } from '../../../server/live/demoWorld';
import { Simulator } from '../../../server/live/simulator';
import { score1, score2, type World } from '../../../server/live/world';
import { feedWorld, memorySink, virtualClock, type SseEvent } from './support';

const START = 1_750_000_000_000;

/** The kinds each field may report (its scoring kind included). */
const KINDS: Readonly<Record<TrackerField, readonly MatchEventKind[]>> = {
  pitch: ['attack', 'danger', 'shot', 'corner', 'freeKick', 'yellow', 'red', 'goal'],
  rink: ['attack', 'danger', 'shot', 'penalty', 'goal'],
  court: ['attack', 'foul', 'timeout', 'basket'],
  net: ['serve', 'point'],
  arena: ['attack', 'score'],
};

function simulate(seed: number, onEvent?: (world: World, gameId: number, event: MatchEvent) => void) {
  const clock = virtualClock(START);
  const world = createDemoWorld(7, START);
  const changes: WorldChange[] = [];
  const sim = new Simulator(
    world,
    { seed, changesPerSecond: 300, startDelayMs: [5_000, 60_000] },
    {
      emit: (c) => {
        changes.push(c);
        if (c.t === 'event') onEvent?.(world, c.gameId, c.event);
      },
    },
  );
  return { clock, world, sim, changes, step: (ms: number) => sim.step(clock.advance(ms)) };
}

const fieldOf = (world: World, gameId: number): TrackerField => {
  const game = world.games.get(gameId);
  return trackerFieldOf(game ? (world.sports.get(game.sportId)?.slug ?? '') : '');
};

describe('match events from the simulator', () => {
  it('each score increase has exactly one scoring event of its points, each scoring event a score increase (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 20, max: 5_000 }), { minLength: 5, maxLength: 80 }),
        (seed, steps) => {
          // Each side's score as the scoring events tell it, checked against the world at each event and after each step.
          const told = new Map<number, [number, number]>();
          const tell = (world: World): void => {
            for (const g of world.games.values()) if (!told.has(g.id)) told.set(g.id, [score1(g), score2(g)]);
          };
          const s = simulate(seed, (world, gameId, event) => {
            const game = world.games.get(gameId);
            if (!game) throw new Error('event of a game not in the world');
            const scoring = SCORING_EVENT_KINDS.includes(event.kind);
            expect(event.points !== undefined).toBe(scoring);
            if (!scoring) return;
            const known = told.get(gameId) ?? [0, 0];
            const i = event.side === 1 ? 0 : 1;
            known[i] += event.points ?? 0;
            told.set(gameId, known);
            expect(known[i]).toBe(i === 0 ? score1(game) : score2(game));
          });
          tell(s.world);
          for (const ms of steps) {
            s.step(ms);
            tell(s.world);
            for (const g of s.world.games.values()) expect(told.get(g.id)).toEqual([score1(g), score2(g)]);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('events are well formed: in 0..1, ids one up per game, kinds of their sport, only for games in play (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 20, max: 4_000 }), { minLength: 5, maxLength: 60 }),
        (seed, steps) => {
          const lastId = new Map<number, number>();
          let count = 0;
          const s = simulate(seed, (world, gameId, event) => {
            count += 1;
            expect(matchEventSchema.parse(event)).toEqual(event);
            expect(event.x).toBeGreaterThanOrEqual(0);
            expect(event.x).toBeLessThanOrEqual(1);
            expect(event.y).toBeGreaterThanOrEqual(0);
            expect(event.y).toBeLessThanOrEqual(1);
            expect(KINDS[fieldOf(world, gameId)]).toContain(event.kind);
            expect(event.id).toBe((lastId.get(gameId) ?? 0) + 1);
            lastId.set(gameId, event.id);
            const game = world.games.get(gameId);
            expect(game?.status === GAME_STATUS.live || game?.status === GAME_STATUS.finished).toBe(true);
            // The game keeps the latest ones for snapshots.
            expect(game?.events.at(-1)).toBe(event);
            expect(game?.events.length).toBeLessThanOrEqual(MATCH_EVENTS_KEPT);
          });
          for (const ms of steps) s.step(ms);
          expect(count).toBeGreaterThan(0);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is deterministic per seed', () => {
    const run = (seed: number) => {
      const s = simulate(seed);
      for (let i = 0; i < 400; i += 1) s.step(250);
      return s.changes.filter((c) => c.t === 'event');
    };
    const a = run(11);
    expect(a.length).toBeGreaterThan(100);
    expect(run(11)).toEqual(a);
    expect(run(12)).not.toEqual(a);
    expect(new Set(a.map((c) => (c.t === 'event' ? c.event.kind : '')))).toContain('goal');
  });
});

function feedSetup() {
  const { world, hub, run, changes: emitted } = feedWorld({ seed: 3, rate: 3_000, feed: { maxBacklog: 100_000, slowTimeoutMs: 600_000 } });
  // The live football game with the most play left, so a run of a minute or two stays in play.
  const football = [...world.games.values()]
    .filter((g) => g.status === GAME_STATUS.live && g.sportId === 1)
    .sort((a, b) => a.period - b.period || (a.clockSec ?? 0) - (b.clockSec ?? 0))[0];
  if (!football) throw new Error('no live football game');
  return { world, hub, run, emitted, game: football };
}

const deltasOf = (events: readonly SseEvent[]): FeedDelta[] =>
  events.filter((e) => e.event === 'delta').flatMap((e) => deltaMessageSchema.parse(e.data).deltas);
const eventIds = (deltas: readonly FeedDelta[], gameId: number): number[] =>
  deltas.flatMap((d) => (d.t === 'event' && d.gameId === gameId ? [d.event.id] : []));

describe('match events on the feed', () => {
  it('go to the game topic only, never to lists, in the same batch as the score they make', () => {
    const s = feedSetup();
    const full = memorySink();
    const lists = memorySink();
    s.hub.connect({ topics: [`game:${s.game.id}`], lang: 'en', resume: undefined, sink: full });
    s.hub.connect({ topics: ['home', 'sport:1:live', `champ:${s.game.champId}`], lang: 'en', resume: undefined, sink: lists });
    s.run(60_000, 100);
    const emittedIds = s.emitted.flatMap((c) => (c.t === 'event' && c.gameId === s.game.id ? [c.event.id] : []));
    expect(emittedIds.length).toBeGreaterThan(20);
    expect(eventIds(deltasOf(full.events()), s.game.id)).toEqual(emittedIds);
    expect(deltasOf(lists.events()).some((d) => d.t === 'event')).toBe(false);
    const listSnapshot = snapshotMessageSchema.parse(lists.events()[1]?.data);
    expect(listSnapshot.games.some((g) => g.events !== undefined)).toBe(false);
    // A goal and its header travel together: the batch with the goal also carries the new score.
    for (const e of full.events().filter((x) => x.event === 'delta')) {
      const deltas = deltaMessageSchema.parse(e.data).deltas;
      if (deltas.some((d) => d.t === 'event' && d.event.kind === 'goal')) expect(deltas.some((d) => d.t === 'game')).toBe(true);
    }
  });

  it('survive conflation: a slow client catching up gets every event it missed, in order', () => {
    const s = feedSetup();
    const sink = memorySink();
    s.hub.connect({ topics: [`game:${s.game.id}`], lang: 'en', resume: undefined, sink });
    s.run(1_000);
    const seen = sink.events().length;
    const from = s.emitted.length;
    sink.slow = true;
    s.run(40_000);
    sink.slow = false;
    s.run(50);
    const caughtUp = sink.events().slice(seen);
    const missed = s.emitted.slice(from).flatMap((c) => (c.t === 'event' && c.gameId === s.game.id ? [c.event.id] : []));
    expect(missed.length).toBeGreaterThan(10);
    expect(eventIds(deltasOf(caughtUp), s.game.id)).toEqual(missed);
  });

  it('a snapshot carries the last MATCH_EVENTS_KEPT events of the game, oldest first', () => {
    const s = feedSetup();
    s.run(120_000, 100);
    const sink = memorySink();
    s.hub.connect({ topics: [`game:${s.game.id}`], lang: 'en', resume: undefined, sink });
    const snapshot = snapshotMessageSchema.parse(sink.events()[1]?.data);
    const events = snapshot.games.find((g) => g.gameId === s.game.id)?.events ?? [];
    const all = s.emitted.flatMap((c) => (c.t === 'event' && c.gameId === s.game.id ? [c.event] : []));
    expect(all.length).toBeGreaterThan(MATCH_EVENTS_KEPT);
    expect(events).toEqual(all.slice(-MATCH_EVENTS_KEPT));
  });
});
