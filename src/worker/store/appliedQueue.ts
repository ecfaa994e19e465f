import { replayIn, type AppState, type Registry } from '../../core/app';
import type { StoredEvent } from '../../protocol/envelope';
import type { SkippedRecord } from './eventStoreApi';

/** A fold of the log: the state after every event up to lastSeq. */
export interface Fold {
  readonly state: AppState;
  readonly lastSeq: number;
}

/** Events folded in memory whose write is queued, and the store's fold just after them. */
export interface Unwritten {
  records: StoredEvent[];
  after: Fold;
}

/**
 * The applied appends (folded at once, written after) still waiting for their
 * write, oldest first, and the fold of what is written: what a compaction may
 * cover and what a storage failure falls back on.
 */
export class AppliedQueue {
  private readonly waiting: Unwritten[] = [];
  /** Null when nothing waits: the store's own fold is then the written one. */
  private written: Fold | null = null;

  /** The fold of what is written (or kept in the memory log): `current` without the applied appends still queued. */
  durable(current: Fold): Fold {
    return this.written ?? current;
  }

  /** `records` were folded from `before` to `after`; their write waits behind every earlier one. */
  push(before: Fold, records: StoredEvent[], after: Fold): Unwritten {
    this.written ??= before;
    const entry: Unwritten = { records, after };
    this.waiting.push(entry);
    return entry;
  }

  /** The oldest entry is written (or kept in the memory log). */
  settle(entry: Unwritten): void {
    this.waiting.shift();
    this.written = this.waiting.length > 0 ? { ...entry.after } : null;
  }

  /**
   * Another host wrote first: its events (`missed`, the log then ending at
   * `dbLast`) fold into the written state and every queued append is
   * renumbered after them. Answers the store's new fold, and what of `missed`
   * it could not apply.
   */
  rebase(registry: Registry, written: Fold, missed: readonly unknown[], dbLast: number): { fold: Fold; skipped: readonly SkippedRecord[] } {
    const base = replayIn(registry, missed, written.state, written.lastSeq);
    let state = base.state;
    let next = Math.max(base.lastSeq, dbLast) + 1;
    for (const entry of this.waiting) {
      entry.records = entry.records.map((event) => ({ ...event, seq: next++ }));
      const folded = replayIn(registry, entry.records, state, next - entry.records.length - 1);
      state = folded.state;
      entry.after = { state, lastSeq: folded.lastSeq };
    }
    this.written = { state: base.state, lastSeq: Math.max(base.lastSeq, dbLast) };
    return { fold: { state, lastSeq: next - 1 }, skipped: base.skipped };
  }
}
