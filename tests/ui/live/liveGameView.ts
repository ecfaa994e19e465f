import type { LiveGameView } from '../../../src/protocol/live-client';

/** A live football game in the second half (Arsenal 1:0 Chelsea, game 7) as the live projection holds it. */
export function liveGameView(extra: Partial<LiveGameView> = {}): LiveGameView {
  return {
    gameId: 7,
    sportId: 1,
    champId: 101,
    champName: 'Premier League',
    opponent1: 'Arsenal',
    opponent2: 'Chelsea',
    startTime: 1_700_000_000_000,
    isTop: true,
    hasVideo: false,
    gameNumber: null,
    periodScores: [],
    rowMarketIds: [],
    sportSlug: 'football',
    isCyber: false,
    team1Slug: 'arsenal',
    team2Slug: 'chelsea',
    status: 2,
    period: 2,
    score1: 1,
    score2: 0,
    fullScore: '1:0 (1:0, 0:0)',
    timeSec: 3000,
    markets: [],
    ...extra,
  };
}
