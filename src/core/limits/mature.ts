import type { LimitRecord } from './record';

/** What time alone did to a record: a cooling-off lapsed (the change applies) or a confirmation window closed (it is dropped). */
export type Maturing = 'applied' | 'expired';

export interface Matured {
  readonly record: LimitRecord | null;
  readonly happened: Maturing | null;
}

/**
 * A record as it stands at `now`: a pending change that needs no
 * confirmation applies once its cooling-off has lapsed (a removal drops the
 * record); one that needs confirmation and was not confirmed by its
 * `confirmBy` is dropped, the old value staying. The server writes the result
 * (and its audit row) before it decides or enforces anything.
 */
export function mature(record: LimitRecord, now: number): Matured {
  const pending = record.pending;
  if (!pending) return { record, happened: null };
  if (pending.confirmBy !== null) {
    if (now < pending.confirmBy) return { record, happened: null };
    return { record: record.value === null ? null : { ...record, pending: null }, happened: 'expired' };
  }
  if (now < pending.effectiveAt) return { record, happened: null };
  if (pending.value === null) return { record: null, happened: 'applied' };
  return { record: { ...record, value: pending.value, startedAt: pending.effectiveAt, pending: null }, happened: 'applied' };
}
