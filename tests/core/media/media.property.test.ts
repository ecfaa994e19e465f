import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideMedia, evolveMedia, initialMediaState } from '../../../src/core/media';
import { MEDIA_LIMITS } from '../../../src/protocol/constants/mediaLimits';
import { MEDIA_EVENT_SCHEMAS, mediaSchema, type MediaCommand, type MediaEvent, type MediaState } from '../../../src/protocol/media';
import { isRejection } from '../../../src/protocol/rejections';
import { facts, T0 } from './support';

type Step =
  | {
      readonly op: 'open';
      readonly game: number;
      readonly kind: 'video' | 'zone';
      readonly place: 'left' | 'right' | 'floating';
      readonly auto: boolean;
    }
  | { readonly op: 'close' | 'move'; readonly pick: number; readonly place: 'left' | 'right' | 'floating' }
  | { readonly op: 'clear'; readonly games: readonly number[] };

const place = fc.constantFrom('left' as const, 'right' as const, 'floating' as const);
const game = fc.integer({ min: 1, max: 6 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('open' as const),
    game,
    kind: fc.constantFrom('video' as const, 'zone' as const),
    place,
    auto: fc.boolean(),
  }),
  fc.record({ op: fc.constantFrom('close' as const, 'move' as const), pick: fc.nat(8), place }),
  fc.record({ op: fc.constant('clear' as const), games: fc.array(game, { minLength: 1, maxLength: 3 }) }),
);

function commandOf(s: Step, pickId: (pick: number) => string): MediaCommand {
  if (s.op === 'open')
    return {
      id: 'c',
      type: 'media/open',
      payload: { gameId: s.game, kind: s.kind, place: s.place, autoClearable: s.auto, game: facts(s.game) },
    };
  if (s.op === 'clear') return { id: 'c', type: 'media/clear-ended', payload: { gameIds: [...s.games] } };
  if (s.op === 'close') return { id: 'c', type: 'media/close', payload: { mediaId: pickId(s.pick) } };
  return { id: 'c', type: 'media/move', payload: { mediaId: pickId(s.pick), place: s.place } };
}

/** Runs the steps as the host would: decide, check each event against the catalogue, fold; keeps the log. */
function run(steps: readonly Step[]) {
  let state: MediaState = initialMediaState;
  let ids = 0;
  const log: MediaEvent[] = [];
  const states: MediaState[] = [];
  for (const s of steps) {
    const pickId = (pick: number) => state.items[pick % Math.max(1, state.items.length)]?.id ?? 'none';
    const command = commandOf(s, pickId);
    const decision = decideMedia(state, command, { now: T0 + ids, newId: () => `m${++ids}`, config: null });
    if (isRejection(decision)) {
      states.push(state);
      continue;
    }
    for (const event of decision) {
      expect(MEDIA_EVENT_SCHEMAS[event.type].schema.safeParse(event.payload).success).toBe(true);
      log.push(event);
      state = evolveMedia(state, event);
    }
    states.push(state);
  }
  return { state, log, states };
}

describe('media properties', () => {
  it('one media per game and kind, never more than the limit, every one a valid entity', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        for (const state of run(steps).states) {
          expect(state.items.length).toBeLessThanOrEqual(MEDIA_LIMITS.maxOpen);
          const keys = state.items.map((m) => `${m.gameId}/${m.type}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(new Set(state.items.map((m) => m.id)).size).toBe(state.items.length);
          for (const media of state.items) expect(mediaSchema.safeParse(media).success).toBe(true);
        }
      }),
    );
  });

  it('close and clear-ended leave no orphan: what they name is gone, and nothing else is', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { log } = run(steps);
        let state = initialMediaState;
        for (const event of log) {
          const next = evolveMedia(state, event);
          if (event.type === 'media/closed') {
            const closed = new Set(event.payload.ids);
            expect(next.items.some((m) => closed.has(m.id))).toBe(false);
            expect(next.items).toEqual(state.items.filter((m) => !closed.has(m.id)));
          }
          state = next;
        }
        const ended = run([...steps, { op: 'clear', games: [1, 2, 3, 4, 5, 6] }]).state;
        expect(ended.items.every((m) => !m.autoClearable)).toBe(true);
      }),
    );
  });

  it('a replay of the log gives the same state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { state, log } = run(steps);
        const replayed = JSON.parse(JSON.stringify(log)) as MediaEvent[];
        expect(replayed.reduce(evolveMedia, initialMediaState)).toEqual(state);
      }),
    );
  });
});
