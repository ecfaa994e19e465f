import { BINGO_STREAM_EVENT, type BingoGame } from '../../src/protocol/bingo';
import { EventTopics } from '../http/eventTopics';

/**
 * The rooms' server-sent events: every watcher of a room gets its game on
 * every change (a ball, a prize, a phase), the current one first. Public:
 * the game carries nobody's cards. The count of watchers per room is what
 * keeps an idle room from opening games (BingoHall).
 */
export const bingoStreams = (): EventTopics<string, BingoGame> =>
  new EventTopics(
    BINGO_STREAM_EVENT,
    (game) => game.room,
    (game) => `${game.gameId}:${game.called.length}`,
  );
