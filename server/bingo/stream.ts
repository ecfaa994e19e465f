import type { ServerResponse } from 'node:http';
import { BINGO_STREAM_EVENT, type BingoGame } from '../../src/protocol/bingo';

const HEARTBEAT_MS = 15_000;

/**
 * The rooms' server-sent events: every watcher of a room gets its game on
 * every change (a ball, a prize, a phase), the current one first. Public:
 * the game carries nobody's cards. The count of watchers per room is what
 * keeps an idle room from opening games (BingoHall).
 */
export class BingoStreams {
  private readonly open = new Map<string, Set<ServerResponse>>();

  subscribe(room: string, res: ServerResponse, current: BingoGame | null, onClose: () => void): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const set = this.open.get(room) ?? new Set<ServerResponse>();
    this.open.set(room, set);
    set.add(res);
    if (current) send(res, current);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.once('close', () => {
      clearInterval(heartbeat);
      set.delete(res);
      onClose();
    });
  }

  watchers(room: string): number {
    return this.open.get(room)?.size ?? 0;
  }

  publish(game: BingoGame): void {
    for (const res of this.open.get(game.room) ?? []) send(res, game);
  }

  endAll(): void {
    for (const set of this.open.values()) for (const res of set) res.end();
    this.open.clear();
  }
}

function send(res: ServerResponse, game: BingoGame): void {
  if (!res.writableEnded)
    res.write(`event: ${BINGO_STREAM_EVENT}\nid: ${game.gameId}:${game.called.length}\ndata: ${JSON.stringify(game)}\n\n`);
}
