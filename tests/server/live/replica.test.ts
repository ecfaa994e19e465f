import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepLatest } from '../../../src/core/live/conflate';
import { changeKey, type WorldChange } from '../../../server/live/changes';
import { createDemoWorld } from '../../../server/live/demoWorld';
import { FeedHub } from '../../../server/live/feed';
import { applyBatch, createdStatuses, describeBatch, type BatchBody } from '../../../server/live/replica';
import { Simulator } from '../../../server/live/simulator';
import type { SimMarket } from '../../../server/live/world';
import { memorySink, virtualClock, worldView } from './support';

const START = 1_750_000_000_000;

/** A leader and a follower as the live service wires them: the leader steps and publishes, the follower applies what it reads. */
function pair(seed: number, rate: number) {
  const clock = virtualClock(START);
  const leaderWorld = createDemoWorld(7, START);
  const followerWorld = createDemoWorld(7, START);
  const leaderHub = new FeedHub(leaderWorld, { now: clock.now });
  const followerHub = new FeedHub(followerWorld, { now: clock.now });
  let outbox: WorldChange[] = [];
  const touched = new Set<SimMarket>();
  const sim = new Simulator(
    leaderWorld,
    { seed, changesPerSecond: rate, startDelayMs: [5_000, 60_000] },
    { emit: (c) => void outbox.push(c), marketTouched: (m) => void touched.add(m), canDrop: (g) => leaderHub.canDrop(g) },
  );
  const bodies: BatchBody[] = [];
  const step = (ms: number): void => {
    sim.step(clock.advance(ms));
    if (outbox.length === 0) return;
    const changes = keepLatest(outbox, changeKey);
    outbox = [];
    const seq = leaderHub.seq + 1;
    // Through JSON, as the batch table's jsonb column carries it.
    const body = JSON.parse(JSON.stringify(describeBatch(leaderWorld, changes, touched))) as BatchBody;
    touched.clear();
    bodies.push(body);
    leaderHub.publish({ seq, ts: clock.now(), changes }, createdStatuses(body));
    applyBatch(followerWorld, body);
    followerHub.publish({ seq, ts: clock.now(), changes: body.changes }, createdStatuses(body));
  };
  return { clock, leaderWorld, followerWorld, leaderHub, followerHub, sim, step, bodies };
}

describe('replicating the live world from published batches', () => {
  it('a follower applying every batch holds the leader world after the same steps (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 20, max: 3_000 }),
        fc.array(fc.integer({ min: 20, max: 3_000 }), { minLength: 5, maxLength: 120 }),
        (seed, rate, steps) => {
          const p = pair(seed, rate);
          for (const ms of steps) p.step(ms);
          expect(worldView(p.followerWorld)).toEqual(worldView(p.leaderWorld));
          expect(p.followerHub.seq).toBe(p.leaderHub.seq);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('holds over a long run in which games start, finish, leave memory and new ones appear', () => {
    const p = pair(3, 500);
    for (let t = 0; t < 15 * 60_000; t += 1000) p.step(1000);
    const kinds = new Set(p.bodies.flatMap((b) => b.changes.map((c) => c.t)));
    expect([...kinds].sort()).toEqual(['coef', 'created', 'dropped', 'event', 'game', 'market']);
    expect(worldView(p.followerWorld)).toEqual(worldView(p.leaderWorld));
  });

  it('applying a batch again changes nothing (every write is absolute)', () => {
    const p = pair(5, 1000);
    for (let i = 0; i < 200; i += 1) p.step(100);
    const before = worldView(p.followerWorld);
    for (const body of p.bodies.slice(-20)) applyBatch(p.followerWorld, body);
    expect(worldView(p.followerWorld)).toEqual(before);
  });

  it('a feed client of the follower gets the same events, ids and odds as one of the leader', () => {
    const p = pair(11, 800);
    const topics = ['home', 'sport:1:live', 'sport:1:line', 'sport:3:live'];
    const onLeader = memorySink();
    const onFollower = memorySink();
    p.leaderHub.connect({ topics, lang: 'en', resume: undefined, sink: onLeader });
    p.followerHub.connect({ topics, lang: 'en', resume: undefined, sink: onFollower });
    for (let i = 0; i < 400; i += 1) p.step(250);
    const strip = (events: ReturnType<typeof onLeader.events>) =>
      events.map((e) => ({ ...e, data: e.event === 'hello' ? { ...(e.data as object), connectionId: 'x' } : e.data }));
    const leaderEvents = strip(onLeader.events());
    expect(leaderEvents.filter((e) => e.event === 'delta').length).toBeGreaterThan(100);
    expect(strip(onFollower.events())).toEqual(leaderEvents);
  });

  it('the feed refuses a batch that does not follow its last one', () => {
    const p = pair(1, 100);
    expect(() => p.followerHub.publish({ seq: p.followerHub.seq + 2, ts: START, changes: [] })).toThrow(/does not follow/);
  });
});
