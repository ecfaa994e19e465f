import { carryOver, snapshotVersions, type Registry, type ShapeUpgrades, type ShapeVersions } from '../../core/app';
import type { StoreLog } from './eventStoreApi';
import type { EventDb } from './open';
import { EVENTS, META, META_COMPACTED_THROUGH, META_LAST_SEQ, SNAPSHOTS, type SnapshotRecord } from './schema';
import { isForeignSnapshot, isSnapshotRecord } from './snapshot';
import { after, doneOf, handled } from './tx';

/** This build's state shape: which snapshot it reads as its own, and how it carries another one over. */
export interface BuildShape {
  readonly registry: Registry;
  readonly hash: string;
  readonly versions: ShapeVersions;
  readonly upgrades: ShapeUpgrades;
  readonly log: StoreLog;
}

/**
 * What a boot folds, in one read transaction: this build's snapshot (or
 * another build's carried over), the events after it, and the last seq the
 * log has counted.
 */
export async function readBoot(
  db: EventDb,
  shape: BuildShape,
): Promise<{ snapshot: SnapshotRecord | null; records: unknown[]; metaLast: number }> {
  const tx = db.transaction([SNAPSHOTS, EVENTS, META], 'readonly');
  const done = doneOf(tx);
  const snapshots = tx.objectStore(SNAPSHOTS);
  const [found, all, metaLast, compactedThrough] = await Promise.all([
    handled(snapshots.get(shape.hash)),
    handled(snapshots.getAll() as Promise<unknown[]>),
    handled(tx.objectStore(META).get(META_LAST_SEQ)),
    handled(tx.objectStore(META).get(META_COMPACTED_THROUGH)),
  ]);
  let snapshot: SnapshotRecord | null = null;
  if (found !== undefined) {
    if (isSnapshotRecord(found, shape.registry)) snapshot = found;
    else shape.log.error('snapshot ignored: the record is malformed; rebuilding from the log');
  } else if (all.length > 0) {
    // A log known to be whole rebuilds every context exactly; otherwise (compacted, or an older build that did not say) carry over.
    if (compactedThrough !== 0) snapshot = carryOverFrom(all, shape);
    if (!snapshot) shape.log.warn(`snapshot of another state shape ignored (this build ${shape.hash}); rebuilding from the log`);
  }
  const records = (await tx.objectStore(EVENTS).getAll(after(snapshot?.seq ?? 0))) as unknown[];
  await done;
  return { snapshot, records, metaLast: typeof metaLast === 'number' ? metaLast : 0 };
}

/**
 * Another build's snapshot (the newest one): its events may be gone, so the
 * state is carried over context by context instead of rebuilt from a log
 * whose head is missing. What cannot be carried over starts afresh, loudly.
 */
function carryOverFrom(records: readonly unknown[], shape: BuildShape): SnapshotRecord | null {
  const candidates = records.filter(isForeignSnapshot).sort((a, b) => b.seq - a.seq);
  for (const candidate of candidates) {
    const versions = snapshotVersions(candidate);
    if (!versions) continue;
    const carried = carryOver({ state: candidate.state, versions }, shape.versions, shape.upgrades, shape.registry.initialState);
    for (const { context, reason } of carried.reset) shape.log.error(`snapshot carry-over: ${context} starts afresh: ${reason}`);
    shape.log.warn(
      `snapshot of another state shape (${candidate.hash}, this build ${shape.hash}) carried over at seq ${candidate.seq}: ` +
        `kept ${carried.kept.join(', ') || 'none'}; upgraded ${carried.upgraded.join(', ') || 'none'}; ` +
        `new ${carried.added.join(', ') || 'none'}`,
    );
    return { hash: candidate.hash, seq: candidate.seq, state: carried.state, versions };
  }
  return null;
}
