import { randomUUID } from 'node:crypto';
import {
  FEED_EVENT,
  type ClosingMessage,
  type DeltaMessage,
  type FeedDelta,
  type HeartbeatMessage,
  type HelloMessage,
  type ResumeOutcome,
  type GameStatus,
  type SnapshotMessage,
} from '../../src/protocol/schemas/live';
import { conflate, keepLatest } from '../../src/core/live/conflate';
import { planResume, type RetainedWindow } from '../../src/core/live/resume';
import { detailFor, parseTopics, type Detail, type Topic } from '../../src/core/live/topics';
import { changeKey, type WorldChange } from './changes';
import { facts, isRowMarket, renderGame, statusAt, type Lang, type SimGame, type World } from './world';

/** Where a connection's SSE text goes: an HTTP response, or a test's array. */
export interface FeedSink {
  write(chunk: string): void;
  /** Bytes written but not yet taken by the network. */
  buffered(): number;
  end(): void;
}

export interface FeedHubOptions {
  readonly now: () => number;
  /** A heartbeat goes to a connection that has had nothing for this long. */
  readonly heartbeatMs?: number;
  /** Batches are kept for resume this long... */
  readonly windowMs?: number;
  /** ...and at most this many batches and changes. */
  readonly maxBatches?: number;
  readonly maxRetainedChanges?: number;
  /** Above this many buffered bytes a connection is slow: its deltas wait, conflated. */
  readonly softLimitBytes?: number;
  /** A waiting backlog above this many deltas (after conflation) is replaced by a snapshot. */
  readonly maxBacklog?: number;
  /** A connection slow for this long is closed with reason slow_client. */
  readonly slowTimeoutMs?: number;
  /** SSE retry hint for EventSource clients. */
  readonly retryMs?: number;
}

export interface Batch {
  readonly seq: number;
  readonly ts: number;
  readonly changes: readonly WorldChange[];
}

export interface FeedConnection {
  readonly id: string;
  topics: Topic[];
  topicNames: string[];
  readonly lang: Lang;
  readonly sink: FeedSink;
  /** What the client holds: each game and how much of it. */
  readonly held: Map<number, Exclude<Detail, 'none'>>;
  /** The sequence of the last message with an id this connection was sent. */
  lastSent: number;
  lastWrite: number;
  backlog: FeedDelta[];
  backlogSeq: number;
  needsSnapshot: boolean;
  slowSince: number | null;
  closed: boolean;
}

const DEFAULTS = {
  heartbeatMs: 15_000,
  windowMs: 30_000,
  maxBatches: 2_000,
  maxRetainedChanges: 400_000,
  softLimitBytes: 256 * 1024,
  maxBacklog: 20_000,
  slowTimeoutMs: 30_000,
  retryMs: 1_000,
};

export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The feed: collects the world's changes, flushes them as numbered batches
 * (conflated: the latest value per outcome wins), keeps recent batches for
 * resume, and fits every batch to each connection's topics.
 *
 * A sequence number is the SSE id. Numbers start at the clock's epoch ms,
 * so a token from an earlier server process is always older than this
 * process's window and gets a snapshot instead of wrong batches.
 */
export class FeedHub {
  private readonly opts: Required<Omit<FeedHubOptions, 'now'>>;
  private readonly now: () => number;
  private pending: WorldChange[] = [];
  private readonly ring: Batch[] = [];
  private retainedChanges = 0;
  readonly connections = new Map<string, FeedConnection>();
  seq: number;
  /** Totals for the bench and the logs. */
  readonly stats = { batches: 0, changesIn: 0, changesOut: 0, slowDrops: 0 };

  constructor(
    private readonly world: World,
    options: FeedHubOptions,
  ) {
    this.now = options.now;
    const { now: _now, ...rest } = options;
    this.opts = { ...DEFAULTS, ...rest };
    this.seq = Math.floor(this.now());
  }

  get heartbeatMs(): number {
    return this.opts.heartbeatMs;
  }

  /** Takes one change from the simulator; status changes are logged on the game for resume. */
  record(change: WorldChange): void {
    this.note(change, this.seq + 1);
    this.pending.push(change);
    this.stats.changesIn += 1;
  }

  /** Logs a game's creation and status changes against the batch that carries them (resume replays topics as they were). */
  private note(change: WorldChange, seq: number, createdStatus?: GameStatus): void {
    if (change.t === 'created') {
      const game = this.world.games.get(change.gameId);
      if (game) {
        game.createdSeq = seq;
        game.statusLog = [{ seq, status: createdStatus ?? game.status }];
      }
    } else if (change.t === 'game') {
      const game = this.world.games.get(change.gameId);
      const last = game?.statusLog[game.statusLog.length - 1];
      if (game && last?.status !== change.status) game.statusLog.push({ seq, status: change.status });
    }
  }

  window(): RetainedWindow {
    return { first: this.ring[0]?.seq ?? this.seq + 1, last: this.seq };
  }

  /** May a finished game leave memory: no retained batch can mention it any more. */
  canDrop(game: SimGame): boolean {
    const lastSeq = game.statusLog[game.statusLog.length - 1]?.seq ?? 0;
    return lastSeq < this.window().first;
  }

  /** Publishes what changed since the last flush as one batch. */
  flush(): void {
    const now = this.now();
    if (this.pending.length > 0) {
      const changes = keepLatest(this.pending, changeKey);
      this.pending = [];
      this.commit({ seq: this.seq + 1, ts: now, changes }, now);
    }
    this.checkSlow(now);
  }

  /**
   * A batch another process (or this one, through the database) numbered:
   * it goes out under its own seq, which must follow the last one. The
   * world already holds its result; `createdStatus` is each new game's
   * status at the batch (its history for resume starts there).
   */
  publish(batch: Batch, createdStatus?: ReadonlyMap<number, GameStatus>): void {
    if (batch.seq !== this.seq + 1) throw new Error(`feed batch ${batch.seq} does not follow ${this.seq}`);
    for (const change of batch.changes) this.note(change, batch.seq, createdStatus?.get(change.gameId));
    this.stats.changesIn += batch.changes.length;
    this.commit(batch, this.now());
  }

  /**
   * Starts the history over at `seq` (the world was reloaded): nothing
   * before it can be replayed, and every open connection gets a snapshot.
   */
  restartAt(seq: number): void {
    this.ring.length = 0;
    this.retainedChanges = 0;
    this.pending = [];
    this.seq = seq;
    const now = this.now();
    for (const conn of this.connections.values()) {
      if (conn.closed) continue;
      if (conn.sink.buffered() > this.opts.softLimitBytes) conn.needsSnapshot = true;
      else this.sendSnapshot(conn, 'resume_expired', now);
    }
  }

  private commit(batch: Batch, now: number): void {
    this.seq = batch.seq;
    this.ring.push(batch);
    this.retainedChanges += batch.changes.length;
    this.stats.batches += 1;
    this.evict(now);
    for (const conn of this.connections.values()) this.deliver(conn, batch, now);
  }

  private evict(now: number): void {
    while (
      this.ring.length > 1 &&
      (this.ring.length > this.opts.maxBatches ||
        this.retainedChanges > this.opts.maxRetainedChanges ||
        (this.ring[0] as Batch).ts < now - this.opts.windowMs)
    ) {
      const dropped = this.ring.shift() as Batch;
      this.retainedChanges -= dropped.changes.length;
    }
  }

  /** Sends heartbeats to connections quiet for heartbeatMs. */
  heartbeat(): void {
    const now = this.now();
    for (const conn of this.connections.values()) {
      if (conn.closed || now - conn.lastWrite < this.opts.heartbeatMs) continue;
      if (conn.sink.buffered() > this.opts.softLimitBytes) continue;
      // A connection with nothing waiting has everything up to seq: the heartbeat's id keeps its token fresh.
      const caughtUp = conn.backlog.length === 0 && !conn.needsSnapshot;
      const message: HeartbeatMessage = { serverTs: now, seq: this.seq };
      this.write(conn, sseMessage(FEED_EVENT.heartbeat, message, caughtUp ? this.seq : undefined), now);
      if (caughtUp) conn.lastSent = this.seq;
    }
  }

  connect(request: { topics: readonly string[]; lang: Lang; resume: number | undefined; sink: FeedSink }): FeedConnection {
    const now = this.now();
    const { topics, names } = parseTopics(request.topics);
    const conn: FeedConnection = {
      id: randomUUID(),
      topics,
      topicNames: names,
      lang: request.lang,
      sink: request.sink,
      held: new Map(),
      lastSent: this.seq,
      lastWrite: now,
      backlog: [],
      backlogSeq: this.seq,
      needsSnapshot: false,
      slowSince: null,
      closed: false,
    };
    this.connections.set(conn.id, conn);
    const plan = planResume(this.window(), request.resume);
    const resume: ResumeOutcome = request.resume === undefined ? 'none' : plan.kind === 'replay' ? 'replayed' : 'expired';
    const hello: HelloMessage = {
      connectionId: conn.id,
      serverTs: now,
      seq: this.seq,
      topics: names,
      heartbeatMs: this.opts.heartbeatMs,
      resume,
    };
    this.write(conn, `retry: ${this.opts.retryMs}\n${sseMessage(FEED_EVENT.hello, hello)}`, now);
    if (plan.kind === 'replay' && request.resume !== undefined) {
      const token = request.resume;
      conn.lastSent = token;
      for (const game of this.world.games.values()) {
        const status = statusAt(game, token);
        if (status === undefined) continue;
        const detail = detailFor(conn.topics, facts(game, status));
        if (detail !== 'none') conn.held.set(game.id, detail);
      }
      const resolved = new Set<number>();
      for (const batch of this.ring) {
        if (batch.seq < plan.from) continue;
        const deltas = this.translate(conn, batch, resolved);
        if (deltas.length > 0) this.sendDeltas(conn, batch.seq, deltas, now);
      }
    } else {
      this.sendSnapshot(conn, request.resume === undefined ? 'connect' : 'resume_expired', now);
    }
    return conn;
  }

  /** New topics for an open connection: it gets a snapshot of them. Undefined when the id is unknown. */
  subscribe(connectionId: string, topics: readonly string[]): FeedConnection | undefined {
    const conn = this.connections.get(connectionId);
    if (!conn || conn.closed) return undefined;
    const parsed = parseTopics(topics);
    conn.topics = parsed.topics;
    conn.topicNames = parsed.names;
    conn.backlog = [];
    if (conn.sink.buffered() > this.opts.softLimitBytes) conn.needsSnapshot = true;
    else this.sendSnapshot(conn, 'subscribe', this.now());
    return conn;
  }

  disconnect(connectionId: string): void {
    const conn = this.connections.get(connectionId);
    if (!conn) return;
    conn.closed = true;
    this.connections.delete(connectionId);
  }

  /** Ends every connection with a closing event (shutdown). */
  closeAll(reason: ClosingMessage['reason']): void {
    for (const conn of [...this.connections.values()]) this.close(conn, reason);
  }

  close(conn: FeedConnection, reason: ClosingMessage['reason']): void {
    if (conn.closed) return;
    const message: ClosingMessage = { reason, serverTs: this.now() };
    conn.sink.write(sseMessage(FEED_EVENT.closing, message));
    this.disconnect(conn.id);
    conn.sink.end();
  }

  private write(conn: FeedConnection, text: string, now: number): void {
    if (conn.closed) return;
    conn.sink.write(text);
    conn.lastWrite = now;
  }

  private sendSnapshot(conn: FeedConnection, reason: SnapshotMessage['reason'], now: number): void {
    conn.held.clear();
    conn.backlog = [];
    conn.needsSnapshot = false;
    const games = [];
    for (const game of this.world.games.values()) {
      const detail = detailFor(conn.topics, facts(game));
      if (detail === 'none') continue;
      conn.held.set(game.id, detail);
      games.push(renderGame(this.world, game, conn.lang, detail));
    }
    const message: SnapshotMessage = { seq: this.seq, serverTs: now, reason, topics: conn.topicNames, games };
    this.write(conn, sseMessage(FEED_EVENT.snapshot, message, this.seq), now);
    conn.lastSent = this.seq;
  }

  private sendDeltas(conn: FeedConnection, seq: number, deltas: FeedDelta[], now: number): void {
    const message: DeltaMessage = { seq, prev: conn.lastSent, serverTs: now, deltas };
    this.write(conn, sseMessage(FEED_EVENT.delta, message, seq), now);
    conn.lastSent = seq;
    this.stats.changesOut += deltas.length;
  }

  private deliver(conn: FeedConnection, batch: Batch, now: number): void {
    if (conn.closed) return;
    if (conn.needsSnapshot) {
      if (conn.sink.buffered() <= this.opts.softLimitBytes) this.sendSnapshot(conn, 'slow_client', now);
      return;
    }
    const deltas = this.translate(conn, batch, new Set());
    if (conn.sink.buffered() > this.opts.softLimitBytes) {
      conn.slowSince ??= now;
      if (deltas.length === 0) return;
      conn.backlog.push(...deltas);
      conn.backlogSeq = batch.seq;
      if (conn.backlog.length > this.opts.maxBacklog) {
        // Conflate harder; if even that is too much, a snapshot is smaller than the backlog.
        conn.backlog = conflate(conn.backlog);
        if (conn.backlog.length > this.opts.maxBacklog) {
          conn.backlog = [];
          conn.needsSnapshot = true;
        }
      }
      return;
    }
    conn.slowSince = null;
    if (conn.backlog.length > 0) {
      const merged = conflate([...conn.backlog, ...deltas]);
      conn.backlog = [];
      this.sendDeltas(conn, batch.seq, merged, now);
      return;
    }
    if (deltas.length > 0) this.sendDeltas(conn, batch.seq, deltas, now);
  }

  private checkSlow(now: number): void {
    for (const conn of [...this.connections.values()]) {
      if (conn.closed) continue;
      if (conn.sink.buffered() <= this.opts.softLimitBytes) {
        conn.slowSince = null;
        if (conn.needsSnapshot) this.sendSnapshot(conn, 'slow_client', now);
        else if (conn.backlog.length > 0) {
          const merged = conflate(conn.backlog);
          conn.backlog = [];
          this.sendDeltas(conn, conn.backlogSeq, merged, now);
        }
        continue;
      }
      conn.slowSince ??= now;
      if (now - conn.slowSince >= this.opts.slowTimeoutMs) {
        this.stats.slowDrops += 1;
        this.close(conn, 'slow_client');
      }
    }
  }

  /**
   * One batch as this connection sees it. When a game enters or leaves the
   * connection's topics it is resolved against the current world (added
   * whole, or removed) and its later changes in these batches are skipped:
   * the current state already contains them.
   */
  private translate(conn: FeedConnection, batch: Batch, resolved: Set<number>): FeedDelta[] {
    const out: FeedDelta[] = [];
    for (const change of batch.changes) {
      const gameId = change.gameId;
      if (resolved.has(gameId)) continue;
      const game = this.world.games.get(gameId);
      const before = conn.held.get(gameId) ?? 'none';
      if (!game) {
        if (before !== 'none') out.push({ t: 'removed', gameId });
        conn.held.delete(gameId);
        resolved.add(gameId);
        continue;
      }
      const statusThen = statusAt(game, batch.seq);
      const after = statusThen === undefined ? 'none' : detailFor(conn.topics, facts(game, statusThen));
      if (change.t === 'created' || change.t === 'dropped' || before !== after) {
        const current = detailFor(conn.topics, facts(game));
        if (current === 'none') {
          if (before !== 'none') out.push({ t: 'removed', gameId });
          conn.held.delete(gameId);
        } else {
          out.push({ t: 'added', game: renderGame(this.world, game, conn.lang, current) });
          conn.held.set(gameId, current);
        }
        resolved.add(gameId);
        continue;
      }
      if (before === 'none') continue;
      if (change.t === 'game') out.push(change);
      else if (change.t === 'event') {
        if (before === 'full') out.push(change);
      } else if (before === 'full' || isRowMarket(game, change.marketId)) out.push(change);
    }
    return out;
  }
}
