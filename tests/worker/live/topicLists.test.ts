import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveGames } from '../../../src/core/live';
import type { Game } from '../../../src/protocol/schemas/live';
import { TopicLists } from '../../../src/worker/live/topicLists';
import { listOf } from '../../../src/worker/live/view';
import { game as feedGame } from '../feed/fakeFeed';

/** A feed game with its start time spread by id, so lists have an order to keep. */
const game = (gameId: number, facts: Partial<Game> = {}): Game => feedGame(gameId, undefined, { startTime: 1_000 * gameId, ...facts });

const TOPICS = ['home', 'sport:live:1', 'sport:line:2', 'champ:101', 'champ:202', 'game:3'];

/** One frame of the feed: odds or clock only, a fact lists read, a game added, or one gone. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), id: fc.integer({ min: 1, max: 12 }), timeSec: fc.nat(5_000) }),
  fc.record({
    kind: fc.constant('facts' as const),
    id: fc.integer({ min: 1, max: 12 }),
    status: fc.constantFrom(1, 2, 3, 4),
    sportId: fc.constantFrom(1, 2),
    champId: fc.constantFrom(101, 202),
    isTop: fc.boolean(),
    startTime: fc.nat(20_000),
  }),
  fc.record({ kind: fc.constant('gone' as const), id: fc.integer({ min: 1, max: 12 }) }),
);

function applyStep(held: LiveGames, s: StepValue): LiveGames {
  const next: Record<string, Game> = { ...held };
  if (s.kind === 'gone') {
    delete next[s.id];
    return next;
  }
  const was = held[s.id] ?? game(s.id);
  next[s.id] =
    s.kind === 'tick'
      ? { ...was, timeSec: s.timeSec }
      : { ...was, status: s.status as Game['status'], sportId: s.sportId, champId: s.champId, isTop: s.isTop, startTime: s.startTime };
  return next;
}
type StepValue = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('topic lists kept between frames', () => {
  it('are always the lists sorted afresh, whatever the feed changed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.boolean(), (steps, bestFirst) => {
        const lists = new TopicLists();
        let held: LiveGames = Object.fromEntries([1, 2, 3, 4].map((id) => [id, game(id)]));
        for (const s of steps) {
          held = applyStep(held, s);
          for (const topic of TOPICS) expect(lists.list(topic, held, bestFirst)).toEqual(listOf(topic, held, bestFirst));
        }
      }),
    );
  });

  it('keep the same array while only odds and clocks move, so the click path does not sort', () => {
    const lists = new TopicLists();
    const held: LiveGames = { 1: game(1), 2: game(2) };
    const first = lists.list('home', held, false);
    const ticked: LiveGames = { ...held, 2: { ...game(2), timeSec: 99 } };
    expect(lists.list('home', ticked, false)).toBe(first);
    const started: LiveGames = { ...ticked, 2: { ...game(2), startTime: 0 } };
    expect(lists.list('home', started, false)).toEqual([2, 1]);
  });
});
