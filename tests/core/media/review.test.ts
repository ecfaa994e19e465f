import { describe, expect, it } from 'vitest';
import { endedGames, mediaGameFacts, mediaTopics, recommendedStream } from '../../../src/core/media';
import type { Media } from '../../../src/protocol/media';
import { liveGame, T0 } from './support';

const media = (gameId: number, over: Partial<Media> = {}): Media => ({
  id: `m${gameId}`,
  type: 'video',
  target: 'right',
  gameId,
  sportId: 1,
  videoId: `live:${gameId}`,
  zoneId: null,
  title: 't',
  gameLink: '/live/x',
  autoClearable: true,
  isFloating: false,
  videoSourceType: 'LIVE',
  isRecommended: false,
  openedAt: T0,
  ...over,
});

describe('what the media controller reads from the feed', () => {
  it('watches one topic per game, sorted', () => {
    expect(mediaTopics([media(9), media(3), media(9, { id: 'z', type: 'zone', videoId: null, zoneId: 'zone:9' })])).toEqual([
      'game:3',
      'game:9',
    ]);
  });

  it('takes the title and the page after the language from the feed', () => {
    expect(mediaGameFacts(liveGame(5))).toEqual({
      sportId: 1,
      title: 'Home 5 — Away 5',
      gameLink: '/live/sports/1-football/10-league/5-home-5-away-5',
      hasVideo: true,
      status: 2,
    });
  });

  it.each([
    ['a finished game', { games: { 1: liveGame(1, { status: 4 }) }, lists: { 'game:1': [1] } }, [1]],
    ['a game its topic no longer lists', { games: {}, lists: { 'game:1': [] } }, [1]],
    ['a topic not listed yet', { games: {}, lists: {} }, []],
    ['a game still live', { games: { 1: liveGame(1) }, lists: { 'game:1': [1] } }, []],
  ])('ended games: %s', (_name, live, ended) => {
    expect(endedGames([media(1)], live)).toEqual(ended);
  });

  it('never counts a media that is not auto-clearable as ended', () => {
    expect(endedGames([media(1, { autoClearable: false })], { games: { 1: liveGame(1, { status: 4 }) }, lists: {} })).toEqual([]);
  });

  it('recommends a top live game with video first, then the earliest start, never one already open as a video', () => {
    const games = {
      1: liveGame(1, { startTime: T0 - 5000 }),
      2: liveGame(2, { isTop: true, startTime: T0 - 1000 }),
      3: liveGame(3, { isTop: true, hasVideo: false }),
      4: liveGame(4, { isTop: true, status: 1 }),
      5: liveGame(5, { isTop: true, status: 4 }),
    };
    expect(recommendedStream([], games)).toMatchObject({ gameId: 2, title: 'Home 2 — Away 2', champName: 'League' });
    expect(recommendedStream([media(2)], games)?.gameId).toBe(1);
    // A tracker of the game does not stop its video being offered.
    expect(recommendedStream([media(2, { type: 'zone', videoId: null, zoneId: 'zone:2' })], games)?.gameId).toBe(2);
    expect(recommendedStream([media(1), media(2)], games)).toBeNull();
  });
});
