import type { ServerResponse } from 'node:http';
import { SHARED_STREAM_EVENT, type SharedRound, type SharedTableId } from '../../../src/protocol/casino/shared';

/** A heartbeat comment this often: a proxy keeps the stream open and the client notices a dead one. */
const HEARTBEAT_MS = 15_000;

/**
 * The tables' server-sent events: every player at a table gets the round on
 * every change of phase (and each crash auto cash-out fill), the current one
 * first. Public: the round carries nobody's bets.
 */
export class SharedStreams {
  private readonly open = new Map<SharedTableId, Set<ServerResponse>>();

  subscribe(table: SharedTableId, res: ServerResponse, current: SharedRound | null, headers: Readonly<Record<string, string>> = {}): void {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const set = this.open.get(table) ?? new Set<ServerResponse>();
    this.open.set(table, set);
    set.add(res);
    if (current) send(res, current);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.once('close', () => {
      clearInterval(heartbeat);
      set.delete(res);
    });
  }

  publish(round: SharedRound): void {
    for (const res of this.open.get(round.table) ?? []) send(res, round);
  }

  /** Ends every stream (the server is closing: an open stream would hold it). */
  endAll(): void {
    for (const set of this.open.values()) for (const res of set) res.end();
    this.open.clear();
  }

  get size(): number {
    let n = 0;
    for (const set of this.open.values()) n += set.size;
    return n;
  }
}

function send(res: ServerResponse, round: SharedRound): void {
  if (!res.writableEnded) res.write(`event: ${SHARED_STREAM_EVENT}\nid: ${round.roundId}\ndata: ${JSON.stringify(round)}\n\n`);
}
