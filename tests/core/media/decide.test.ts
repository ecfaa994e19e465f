import { describe, expect, it } from 'vitest';
import { decideMedia, evolveMedia, initialMediaState } from '../../../src/core/media';
import { MEDIA_LIMITS } from '../../../src/protocol/constants/mediaLimits';
import { mediaSchema, type MediaCommand, type MediaEvent, type MediaState } from '../../../src/protocol/media';
import { isRejection } from '../../../src/protocol/rejections';
import { facts, open, T0 } from './support';

let ids = 0;
const ctx = () => ({ now: T0, newId: () => `m${++ids}`, config: null });

function apply(state: MediaState, command: MediaCommand) {
  const decision = decideMedia(state, command, ctx());
  if (isRejection(decision)) return { state, decision };
  return { state: decision.reduce<MediaState>((s, e) => evolveMedia(s, e), state), decision };
}
const events = (d: ReturnType<typeof apply>['decision']) => (isRejection(d) ? [] : (d as readonly MediaEvent[]));

describe('media decisions', () => {
  it('opens a video as the SPEC entity: its videoId, the feed facts, autoClearable and LIVE by default, docked right', () => {
    const { state, decision } = apply(initialMediaState, open(7));
    expect(events(decision).map((e) => e.type)).toEqual(['media/opened']);
    const media = state.items[0];
    expect(media).toMatchObject({
      type: 'video',
      gameId: 7,
      videoId: 'live:7',
      zoneId: null,
      target: 'right',
      isFloating: false,
      autoClearable: true,
      videoSourceType: 'LIVE',
      isRecommended: false,
      title: 'Home 7 — Away 7',
      openedAt: T0,
    });
    expect(mediaSchema.safeParse(media).success).toBe(true);
  });

  it.each([
    ['a game the feed does not hold', open(7, { game: undefined }), 'media.unknown_game'],
    ['a finished game', open(7, { game: facts(7, { status: 4 }) }), 'media.game_finished'],
    ['a video of a game without one', open(7, { game: facts(7, { hasVideo: false }) }), 'media.no_video'],
    [
      'a bad place',
      { ...open(7), payload: { gameId: 7, kind: 'video', place: 'top', game: facts(7) } } as unknown as MediaCommand,
      'invalid_command',
    ],
    ['a bad game id', { ...open(7), payload: { gameId: -1, kind: 'video', game: facts(7) } } as MediaCommand, 'invalid_command'],
    [
      'an unknown field',
      { ...open(7), payload: { gameId: 7, kind: 'zone', game: facts(7), extra: 1 } } as unknown as MediaCommand,
      'invalid_command',
    ],
  ])('refuses %s', (_name, command, code) => {
    const decision = decideMedia(initialMediaState, command, ctx());
    expect(decision).toMatchObject({ rejected: true, code });
  });

  it('opens a tracker of a game without video, with its zoneId', () => {
    const { state } = apply(initialMediaState, open(8, { kind: 'zone', game: facts(8, { hasVideo: false }) }));
    expect(state.items[0]).toMatchObject({ type: 'zone', zoneId: 'zone:8', videoId: null });
  });

  it('keeps one media per game and kind: opening again moves it, or decides nothing where it is', () => {
    let { state } = apply(initialMediaState, open(7));
    const again = apply(state, open(7, { place: 'left' }));
    expect(events(again.decision)).toEqual([
      { type: 'media/moved', v: 1, payload: { id: state.items[0]?.id, target: 'left', isFloating: false } },
    ]);
    state = again.state;
    expect(events(apply(state, open(7, { place: 'left' })).decision)).toEqual([]);
    // The tracker of the same game is another media.
    expect(apply(state, open(7, { kind: 'zone' })).state.items).toHaveLength(2);
  });

  it('floats a media and docks it back into the column it came from', () => {
    let { state } = apply(initialMediaState, open(7, { place: 'left' }));
    const id = state.items[0]?.id ?? '';
    state = apply(state, { id: 'f', type: 'media/move', payload: { mediaId: id, place: 'floating' } }).state;
    expect(state.items[0]).toMatchObject({ target: 'left', isFloating: true });
    state = apply(state, { id: 'd', type: 'media/move', payload: { mediaId: id, place: 'left' } }).state;
    expect(state.items[0]).toMatchObject({ target: 'left', isFloating: false });
    expect(decideMedia(state, { id: 'x', type: 'media/move', payload: { mediaId: 'nope', place: 'right' } }, ctx())).toMatchObject({
      code: 'media.unknown_media',
    });
  });

  it('closes once: a second close (another tab) decides nothing', () => {
    let { state } = apply(initialMediaState, open(7));
    const close = { id: 'c', type: 'media/close', payload: { mediaId: state.items[0]?.id ?? '' } } as const;
    const first = apply(state, close);
    expect(events(first.decision)).toMatchObject([{ type: 'media/closed', payload: { reason: 'closed' } }]);
    state = first.state;
    expect(state.items).toEqual([]);
    expect(events(apply(state, close).decision)).toEqual([]);
  });

  it(`at ${MEDIA_LIMITS.maxOpen} open, the oldest auto-clearable one gives way; with none the open is refused`, () => {
    let state = initialMediaState;
    state = apply(state, open(1, { autoClearable: false })).state;
    for (let game = 2; game <= MEDIA_LIMITS.maxOpen; game++) state = apply(state, open(game)).state;
    const next = apply(state, open(99));
    expect(events(next.decision).map((e) => e.type)).toEqual(['media/closed', 'media/opened']);
    expect(events(next.decision)[0]).toMatchObject({ payload: { reason: 'limit', ids: [state.items[1]?.id] } });
    expect(next.state.items.map((m) => m.gameId)).toEqual([1, 3, 4, 99]);

    let kept = initialMediaState;
    for (let game = 1; game <= MEDIA_LIMITS.maxOpen; game++) kept = apply(kept, open(game, { autoClearable: false })).state;
    expect(decideMedia(kept, open(99), ctx())).toMatchObject({ code: 'media.limit_reached', params: { max: MEDIA_LIMITS.maxOpen } });
  });

  it('clear-ended closes only the auto-clearable media of the ended games', () => {
    let state = initialMediaState;
    state = apply(state, open(1)).state;
    state = apply(state, open(1, { kind: 'zone' })).state;
    state = apply(state, open(2, { autoClearable: false })).state;
    state = apply(state, open(3)).state;
    const cleared = apply(state, { id: 'e', type: 'media/clear-ended', payload: { gameIds: [1, 2] } });
    expect(events(cleared.decision)).toMatchObject([{ type: 'media/closed', payload: { reason: 'ended' } }]);
    expect(cleared.state.items.map((m) => [m.gameId, m.type])).toEqual([
      [2, 'video'],
      [3, 'video'],
    ]);
    expect(events(apply(cleared.state, { id: 'e2', type: 'media/clear-ended', payload: { gameIds: [1, 2] } }).decision)).toEqual([]);
    expect(decideMedia(state, { id: 'e3', type: 'media/clear-ended', payload: { gameIds: [] } }, ctx())).toMatchObject({
      code: 'invalid_command',
    });
  });
});
