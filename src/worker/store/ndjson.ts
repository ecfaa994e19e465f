import { APP_REGISTRY, decodeIn, type Registry } from '../../core/app';
import type { StoredEvent } from '../../protocol/envelope';
import { StoreError } from './errors';
import type { SnapshotRecord } from './schema';
import { isSnapshotRecord, looksLikeSnapshot } from './snapshot';

/**
 * The exported log: NDJSON, one JSON value per line. The first line is the
 * snapshot record {hash, seq, state} when the store had one; every other line
 * is a stored event record exactly as it sits in IndexedDB.
 */
export function formatLog(snapshot: SnapshotRecord | null, records: readonly unknown[]): string {
  const lines: string[] = [];
  if (snapshot) lines.push(JSON.stringify(snapshot));
  for (const record of records) lines.push(JSON.stringify(record));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

export type LogLine =
  | { readonly line: number; readonly kind: 'snapshot'; readonly snapshot: SnapshotRecord }
  | { readonly line: number; readonly kind: 'record'; readonly record: unknown }
  | { readonly line: number; readonly kind: 'unreadable'; readonly reason: string };

/** Splits an exported log into lines (1-based numbers, blank lines ignored) without judging the events yet. */
export function readLogLines(text: string, registry: Registry = APP_REGISTRY): LogLine[] {
  const out: LogLine[] = [];
  const lines = text.split(/\r?\n/);
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]?.trim() ?? '';
    if (raw === '') continue;
    const line = i + 1;
    const first = !seenContent;
    seenContent = true;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      out.push({ line, kind: 'unreadable', reason: `not JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    if (looksLikeSnapshot(value)) {
      if (!first) out.push({ line, kind: 'unreadable', reason: 'a snapshot may only be the first line' });
      else if (!isSnapshotRecord(value, registry)) out.push({ line, kind: 'unreadable', reason: 'snapshot record is malformed' });
      else out.push({ line, kind: 'snapshot', snapshot: value });
      continue;
    }
    out.push({ line, kind: 'record', record: value });
  }
  return out;
}

export interface ParsedLog {
  readonly snapshot: SnapshotRecord | null;
  readonly records: readonly StoredEvent[];
}

/**
 * The strict reading used by import: the first bad line stops it with a
 * StoreError naming that line. Events of types this build does not know are
 * accepted (the log keeps them, as it does in the store); damaged ones are not.
 */
export function parseLogStrict(text: string, hash: string, registry: Registry = APP_REGISTRY): ParsedLog {
  let snapshot: SnapshotRecord | null = null;
  const records: StoredEvent[] = [];
  let lastSeq = 0;
  const bad = (line: number, reason: string): never => {
    throw new StoreError('import-invalid', `line ${line}: ${reason}`, { line });
  };
  for (const entry of readLogLines(text, registry)) {
    if (entry.kind === 'unreadable') bad(entry.line, entry.reason);
    else if (entry.kind === 'snapshot') {
      if (entry.snapshot.hash !== hash) {
        bad(entry.line, `snapshot was made by a build with another state shape (${entry.snapshot.hash}, this build ${hash})`);
      }
      snapshot = entry.snapshot;
      lastSeq = entry.snapshot.seq;
    } else {
      const decoded = decodeIn(registry, entry.record);
      if (!decoded.ok && decoded.kind === 'corrupt') bad(entry.line, decoded.reason);
      const seq = (entry.record as StoredEvent).seq;
      if (seq <= lastSeq) bad(entry.line, `seq ${seq} does not follow ${lastSeq}`);
      lastSeq = seq;
      records.push(entry.record as StoredEvent);
    }
  }
  return { snapshot, records };
}
