import { decodeIn, type Registry } from '../../core/app';
import type { StoredEvent } from '../../protocol/envelope';
import { isQuotaError, StoreError } from './errors';
import type { EventDb } from './open';
import { EVENTS, META, META_COMPACTED_THROUGH, SNAPSHOTS, type SnapshotRecord } from './schema';
import { isSnapshotRecord } from './snapshot';
import { abortQuietly, doneOf, handled } from './tx';

/** A compaction's two transactions: the snapshot, then (separately, so a crash between them is harmless) the events it covers. */

/** Keeps an existing snapshot of this shape that is as new; otherwise the snapshot replaces every other one. */
export async function writeSnapshot(db: EventDb, snapshot: SnapshotRecord, registry: Registry): Promise<void> {
  const tx = db.transaction(SNAPSHOTS, 'readwrite');
  const done = doneOf(tx);
  try {
    const existing = await tx.store.get(snapshot.hash);
    if (isSnapshotRecord(existing, registry) && existing.seq >= snapshot.seq) {
      await done;
      return;
    }
    // Snapshots of other state shapes go too: once events are deleted they no longer describe a log that exists.
    const keys = await tx.store.getAllKeys();
    await Promise.all([
      ...keys.filter((k) => k !== snapshot.hash).map((k) => handled(tx.store.delete(k))),
      handled(tx.store.put(snapshot)),
      done,
    ]);
  } catch (error) {
    abortQuietly(tx);
    if (isQuotaError(error, tx))
      throw new StoreError('quota-exceeded', 'storage quota exceeded while writing a snapshot', { cause: error });
    throw error;
  }
}

/** Events of a type this build does not know stay (the unknown-record policy): a newer build may still read them. */
export async function deleteCovered(db: EventDb, seq: number, registry: Registry): Promise<void> {
  const tx = db.transaction([EVENTS, META], 'readwrite');
  const done = doneOf(tx);
  const events = tx.objectStore(EVENTS);
  try {
    const covered = IDBKeyRange.upperBound(seq);
    const [records, through] = await Promise.all([
      handled(events.getAll(covered) as Promise<unknown[]>),
      handled(tx.objectStore(META).get(META_COMPACTED_THROUGH)),
    ]);
    await tx.objectStore(META).put(Math.max(seq, typeof through === 'number' ? through : 0), META_COMPACTED_THROUGH);
    const keep = new Set<number>();
    for (const record of records) {
      const decoded = decodeIn(registry, record);
      if (!decoded.ok && decoded.kind === 'unknown' && decoded.seq !== null) keep.add(decoded.seq);
    }
    if (keep.size === 0) await Promise.all([events.delete(covered), done]);
    else {
      const doomed = records.map((r) => (r as StoredEvent).seq).filter((s) => !keep.has(s));
      await Promise.all([...doomed.map((s) => handled(events.delete(s))), done]);
    }
  } catch (error) {
    abortQuietly(tx);
    throw error;
  }
}
