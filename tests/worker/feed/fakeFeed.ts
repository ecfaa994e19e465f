import type { FeedDelta, Game } from '../../../src/protocol/schemas/live';
import type { FeedStream, FeedStreamHandlers, FeedTransport } from '../../../src/worker/feed/transport';

/** One stream the client opened, driven by the test as the server would. */
export class FakeStream implements FeedStream {
  closed = false;
  ended = false;
  constructor(
    readonly url: string,
    private readonly handlers: FeedStreamHandlers,
  ) {}

  get params(): URLSearchParams {
    return new URL(this.url, 'http://x').searchParams;
  }
  get topics(): string[] {
    return (this.params.get('topics') ?? '').split(',');
  }
  get resume(): string | null {
    return this.params.get('resume');
  }

  send(event: string, data: unknown, id: number | null = null): void {
    if (this.closed || this.ended) throw new Error('stream is not open');
    this.handlers.onEvent({ event, data: JSON.stringify(data), id: id === null ? null : String(id) });
  }
  hello(opts: {
    seq: number;
    topics?: string[];
    heartbeatMs?: number;
    resume?: 'none' | 'replayed' | 'expired';
    connectionId?: string;
  }): void {
    this.send('hello', {
      connectionId: opts.connectionId ?? 'c1',
      serverTs: 1,
      seq: opts.seq,
      topics: opts.topics ?? this.topics,
      heartbeatMs: opts.heartbeatMs ?? 15_000,
      resume: opts.resume ?? 'none',
    });
  }
  snapshot(seq: number, games: Game[], topics = this.topics, reason: 'connect' | 'subscribe' | 'resume_expired' = 'connect'): void {
    this.send('snapshot', { seq, serverTs: 1, reason, topics, games }, seq);
  }
  delta(seq: number, prev: number, deltas: FeedDelta[]): void {
    this.send('delta', { seq, prev, serverTs: 1, deltas }, seq);
  }
  /** The network failed. */
  fail(reason = 'network'): void {
    this.ended = true;
    this.handlers.onEnd(reason);
  }
  close(): void {
    this.closed = true;
  }
}

export class FakeTransport implements FeedTransport {
  readonly streams: FakeStream[] = [];
  open(url: string, handlers: FeedStreamHandlers): FeedStream {
    const stream = new FakeStream(url, handlers);
    this.streams.push(stream);
    return stream;
  }
  get last(): FakeStream {
    const s = this.streams[this.streams.length - 1];
    if (!s) throw new Error('no stream opened');
    return s;
  }
  get open_(): FakeStream[] {
    return this.streams.filter((s) => !s.closed && !s.ended);
  }
}

export function game(gameId: number, coefs: [number, number] = [1.5, 2.5], extra: Partial<Game> = {}): Game {
  return {
    gameId,
    sportId: 1,
    champId: 101,
    champName: 'Premier',
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    startTime: 1000,
    isTop: true,
    hasVideo: false,
    sportSlug: 'football',
    isCyber: false,
    team1Slug: `home-${gameId}`,
    team2Slug: `away-${gameId}`,
    status: 2,
    period: 1,
    score1: 0,
    score2: 0,
    fullScore: '0:0',
    timeSec: 60,
    markets: [
      {
        marketId: gameId * 10,
        typeId: 1,
        name: 'Match result',
        param: null,
        isSuspended: false,
        outcomes: [
          { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef: coefs[0] },
          { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: coefs[1] },
        ],
      },
    ],
    ...extra,
  };
}
