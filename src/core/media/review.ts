import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import type { LiveGameView } from '../../protocol/live-client';
import type { Media, MediaGameFacts, RecommendedStream } from '../../protocol/media';
import { gamePageTail, isLiveStatus } from '../live';

/** What the live feed says of the games media show: the games it holds and, per watched topic, the ids it lists. */
export interface LiveFacts {
  readonly games: Readonly<Record<string, LiveGameView>>;
  readonly lists: Readonly<Record<string, readonly number[]>>;
}

export const gameTopic = (gameId: number): string => `game:${gameId}`;

/** The feed topics the open media need (their games' status and score), sorted: one per game. */
export function mediaTopics(items: readonly Media[]): string[] {
  return [...new Set(items.map((m) => m.gameId))].sort((a, b) => a - b).map(gameTopic);
}

/** The facts a media keeps of its game, from the feed's view of it. */
export function mediaGameFacts(game: LiveGameView): MediaGameFacts {
  return {
    sportId: game.sportId,
    title: `${game.opponent1} — ${game.opponent2}`,
    gameLink: gamePageTail(game),
    hasVideo: game.hasVideo,
    status: game.status,
  };
}

/**
 * The games of auto-clearable media that ended: finished, or gone from their
 * own topic once the feed listed it (a game topic keeps a finished game; one it
 * no longer lists was taken off). A topic not listed yet says nothing.
 */
export function endedGames(items: readonly Media[], live: LiveFacts): number[] {
  const ended = new Set<number>();
  for (const media of items) {
    if (!media.autoClearable) continue;
    const game = live.games[media.gameId];
    const listed = live.lists[gameTopic(media.gameId)];
    if (game?.status === GAME_STATUS.finished || (listed !== undefined && !listed.includes(media.gameId))) ended.add(media.gameId);
  }
  return [...ended].sort((a, b) => a - b);
}

/**
 * The stream the live page offers: among the live games the feed holds with a
 * video and no open video of theirs, a top game first, then the one that
 * started first (then the lower id, so every host picks the same).
 */
export function recommendedStream(items: readonly Media[], games: Readonly<Record<string, LiveGameView>>): RecommendedStream | null {
  const open = new Set(items.filter((m) => m.type === 'video').map((m) => m.gameId));
  let best: LiveGameView | null = null;
  for (const game of Object.values(games)) {
    if (!game.hasVideo || !isLiveStatus(game.status) || open.has(game.gameId)) continue;
    if (best === null || before(game, best)) best = game;
  }
  return (
    best && {
      gameId: best.gameId,
      sportId: best.sportId,
      title: `${best.opponent1} — ${best.opponent2}`,
      champName: best.champName,
      gameLink: gamePageTail(best),
    }
  );
}

function before(a: LiveGameView, b: LiveGameView): boolean {
  if (a.isTop !== b.isTop) return a.isTop;
  if (a.startTime !== b.startTime) return a.startTime < b.startTime;
  return a.gameId < b.gameId;
}
