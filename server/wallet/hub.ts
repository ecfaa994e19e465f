import { PLAYER_CHANNEL } from '../../src/protocol/constants/wallet';
import { playerEventPayloadSchema, type PlayerEvent } from '../../src/protocol/schemas/wallet';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { ms } from './answer';

type Listener = (event: PlayerEvent) => void;

/** How long an id the sequence skipped is looked for again: a transaction that took it may still commit. */
const GAP_WAIT_MS = 10_000;
const BATCH = 1000;

/**
 * Fans the player_event table out to the open channels of this process.
 * Every process polls the table (and looks at once when the database
 * notifies a new row), so a movement made by any process reaches a player
 * connected to any other within a poll.
 *
 * PostgreSQL hands out ids before commit, so a row with a lower id can
 * appear after a higher one: ids skipped by a poll are looked for again for
 * GAP_WAIT_MS before they are given up as rolled back.
 */
export class PlayerEventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private cursor = 0;
  private readonly gaps = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: { readonly db: Db; readonly log: Logger; readonly now: () => number; readonly pollMs?: number }) {}

  async start(): Promise<void> {
    const [row] = await this.deps.db.query<{ max: number | null }>('SELECT max(id) AS max FROM player_event');
    this.cursor = row?.max ?? 0;
    this.stopped = false;
    this.unlisten = await this.deps.db
      .listen('player_event', () => this.poke())
      .catch((error: unknown) => {
        this.deps.log.warn(`wallet: no database notifications (${String(error)}); polling only`);
        return null;
      });
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
    await this.polling;
  }

  /** The newest event id this process has seen (a new channel starts after it). */
  get lastId(): number {
    return this.cursor;
  }

  subscribe(userId: number, listener: Listener): () => void {
    const idle = this.listeners.size === 0;
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    // Nobody listened: the table was not read meanwhile; catch up now.
    if (idle) this.poke();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  get channels(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Looks now (a notification, or a test that wants the next events at once). */
  poke(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.polling = this.poll()
      .catch((error: unknown) => this.deps.log.warn(`wallet: player events poll failed: ${String(error)}`))
      .finally(() => {
        this.polling = null;
        if (this.again) {
          this.again = false;
          this.poke();
        } else this.schedule();
      });
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.poke();
    }, this.deps.pollMs ?? PLAYER_CHANNEL.pollMs);
    this.timer.unref?.();
  }

  private async poll(): Promise<void> {
    // No channel open in this process: nothing to hand on, and no load on the database. The cursor stays, so a
    // channel that opens later gets what committed meanwhile (its own resume covers what came before its hello).
    if (this.listeners.size === 0) return;
    const now = this.deps.now();
    for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
    const rows = await this.deps.db.query<{ id: number; user_id: number; payload: unknown; created_at: unknown }>(
      `SELECT id, user_id, payload, created_at FROM player_event WHERE id > $1 OR id = ANY($2::integer[]) ORDER BY id LIMIT ${BATCH}`,
      [this.cursor, [...this.gaps.keys()]],
    );
    for (const row of rows) {
      this.gaps.delete(row.id);
      if (row.id > this.cursor) {
        for (let skipped = this.cursor + 1; skipped < row.id && this.gaps.size < BATCH; skipped++) this.gaps.set(skipped, now);
        this.cursor = row.id;
      }
      const listeners = this.listeners.get(row.user_id);
      if (!listeners || listeners.size === 0) continue;
      const parsed = playerEventPayloadSchema.safeParse(row.payload);
      if (!parsed.success) {
        this.deps.log.warn(`wallet: player event ${row.id} does not fit its schema; skipped`);
        continue;
      }
      const event: PlayerEvent = { id: row.id, at: ms(row.created_at), event: parsed.data };
      for (const listener of listeners) listener(event);
    }
    if (rows.length === BATCH) this.again = true;
  }
}
