import type { StoredEvent } from '../../protocol/envelope';
import { isQuotaError, StoreError } from './errors';
import type { ParsedLog } from './ndjson';
import type { EventDb } from './open';
import { EVENTS, META, META_COMPACTED_THROUGH, META_LAST_SEQ, SNAPSHOTS } from './schema';
import { abortQuietly, after, doneOf, handled } from './tx';

/**
 * Adds `draft` at the end of the log in one transaction, numbered after
 * `knownLast` (what the store has folded) or, when another host appended
 * since, after that host's events: those come back as `missed`, read in the
 * same transaction, the log having ended at `dbLast`.
 */
export async function appendAtEnd(
  db: EventDb,
  draft: readonly StoredEvent[],
  knownLast: number,
): Promise<{ stored: StoredEvent[]; missed: unknown[]; dbLast: number }> {
  const tx = db.transaction([EVENTS, META], 'readwrite');
  const done = doneOf(tx);
  try {
    const events = tx.objectStore(EVENTS);
    const meta = tx.objectStore(META);
    const [cursor, metaLast] = await Promise.all([handled(events.openKeyCursor(null, 'prev')), handled(meta.get(META_LAST_SEQ))]);
    const dbLast = Math.max(cursor ? Number(cursor.key) : 0, typeof metaLast === 'number' ? metaLast : 0);
    const missed = dbLast > knownLast ? ((await events.getAll(after(knownLast))) as unknown[]) : [];
    const first = Math.max(dbLast, knownLast) + 1;
    const stored = draft.map((event, i) => ({ ...event, seq: first + i }));
    const last = stored[stored.length - 1]?.seq ?? first - 1;
    await Promise.all([...stored.map((record) => handled(events.add(record))), handled(meta.put(last, META_LAST_SEQ)), done]);
    return { stored, missed, dbLast };
  } catch (error) {
    abortQuietly(tx);
    if (isQuotaError(error, tx)) throw new StoreError('quota-exceeded', 'storage quota exceeded', { cause: error });
    throw error;
  }
}

/** Replaces the whole log (events, snapshot, counters) with an imported one, in one transaction. */
export async function replaceLog(db: EventDb, parsed: ParsedLog, lastSeq: number): Promise<void> {
  const tx = db.transaction([EVENTS, SNAPSHOTS, META], 'readwrite');
  const done = doneOf(tx);
  try {
    const events = tx.objectStore(EVENTS);
    const snapshots = tx.objectStore(SNAPSHOTS);
    await Promise.all([
      handled(events.clear()),
      handled(snapshots.clear()),
      ...(parsed.snapshot ? [handled(snapshots.put(parsed.snapshot))] : []),
      ...parsed.records.map((record) => handled(events.add(record))),
      handled(tx.objectStore(META).put(lastSeq, META_LAST_SEQ)),
      // With a snapshot the imported log may lack its head; without one it is whole.
      handled(tx.objectStore(META).put(parsed.snapshot?.seq ?? 0, META_COMPACTED_THROUGH)),
      done,
    ]);
  } catch (error) {
    abortQuietly(tx);
    if (isQuotaError(error, tx)) throw new StoreError('quota-exceeded', 'storage quota exceeded while importing', { cause: error });
    throw error;
  }
}
