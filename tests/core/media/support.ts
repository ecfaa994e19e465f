import type { LiveGameView } from '../../../src/protocol/live-client';
import type { MediaCommand, MediaGameFacts } from '../../../src/protocol/media';

export const T0 = Date.UTC(2026, 10, 30, 20, 0);

/** What the worker's prepare puts in an open: a live game with video unless told otherwise. */
export const facts = (gameId: number, over: Partial<MediaGameFacts> = {}): MediaGameFacts => ({
  sportId: 1,
  title: `Home ${gameId} — Away ${gameId}`,
  gameLink: `/live/sports/1-football/10-league/${gameId}-home-away`,
  hasVideo: true,
  status: 2,
  ...over,
});

export const open = (
  gameId: number,
  extra: Partial<{
    kind: 'video' | 'zone';
    place: 'left' | 'right' | 'floating';
    autoClearable: boolean;
    game: MediaGameFacts | undefined;
  }> = {},
): MediaCommand => ({
  id: `open-${gameId}`,
  type: 'media/open',
  payload: { gameId, kind: 'video', place: 'right', game: facts(gameId), ...extra },
});

/** A live game as the feed's view holds it. */
export function liveGame(gameId: number, over: Partial<LiveGameView> = {}): LiveGameView {
  return {
    gameId,
    sportId: 1,
    champId: 10,
    champName: 'League',
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    startTime: T0 - gameId * 1000,
    isTop: false,
    hasVideo: true,
    sportSlug: 'football',
    isCyber: false,
    team1Slug: 'home',
    team2Slug: 'away',
    status: 2,
    period: 1,
    score1: 0,
    score2: 0,
    fullScore: '0:0',
    timeSec: 600,
    markets: [],
    gameNumber: null,
    periodScores: [],
    rowMarketIds: [],
    ...over,
  };
}
